import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { defineModule } from '@server/modules/define-module';
import { pushTestInput } from '@shared/channels/push/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPushTest } from './send-push-test';

/** POST /api/channel-status/push/test: push's "Send a test" to this device, beside the channels' status. */
function pushTestRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.post(
      '/push/test',
      { schema: { body: pushTestInput, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await sendPushTest(deps, {
          userId: userOf(req).id,
          endpoint: req.body.endpoint,
          locale: requestLocale(req),
        });
        return { ok: true as const };
      },
    );
  };
}

export const pushTestModule = defineModule({ prefix: '/api/channel-status', routes: pushTestRoutes });
