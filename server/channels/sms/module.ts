import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { defineModule } from '@server/modules/define-module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSmsTest } from './send-sms-test';

/** POST /api/channel-status/sms/test: SMS's "Send a test", beside the channels' status. */
function smsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.post(
      '/sms/test',
      { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await sendSmsTest(deps, { userId: userOf(req).id, ip: req.ip, locale: requestLocale(req) });
        return { ok: true as const };
      },
    );
  };
}

export const smsModule = defineModule({ prefix: '/api/channel-status', routes: smsRoutes });
