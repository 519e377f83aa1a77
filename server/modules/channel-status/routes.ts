import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { pausedChannels, resumableChannel } from '@shared/schemas/channel-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPausedChannels } from './list-paused-channels';
import { resumeChannel } from './resume-channel';

/** /api/channel-status: the paused channels (Home's notice) and resuming SMS or push (each channel's own test sits beside it). */
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
  };
}
