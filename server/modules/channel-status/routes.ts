import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { pausedChannels, pushTestInput, resumableChannel } from '@shared/schemas/channel-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPausedChannels } from './list-paused-channels';
import { resumeChannel } from './resume-channel';
import { sendPushTest } from './send-push-test';
import { sendSmsTest } from './send-sms-test';

const ok = { 200: z.object({ ok: z.literal(true) }) };

/** /api/channel-status: the paused channels (Home's notice), resuming SMS or push, and their tests. */
export function channelStatusRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.get('/paused', { schema: { response: { 200: pausedChannels } } }, async (req) => ({
      paused: await listPausedChannels(deps, { userId: userOf(req).id }),
    }));

    app.post(
      '/:channel/resume',
      { schema: { params: z.object({ channel: resumableChannel }) } },
      async (req, reply) => {
        await resumeChannel(deps, { userId: userOf(req).id, channel: req.params.channel });
        return reply.code(204).send();
      },
    );

    app.post('/sms/test', { schema: { response: ok } }, async (req) => {
      await sendSmsTest(deps, { userId: userOf(req).id, ip: req.ip });
      return { ok: true as const };
    });

    app.post('/push/test', { schema: { body: pushTestInput, response: ok } }, async (req) => {
      await sendPushTest(deps, { userId: userOf(req).id, endpoint: req.body.endpoint });
      return { ok: true as const };
    });
  };
}
