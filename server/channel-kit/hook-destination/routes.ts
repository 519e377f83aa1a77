import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { hookDestination, savedHookDestination } from '@shared/schemas/hook-destination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDestination } from './get-destination';
import type { HookChannel } from './hook-channel';
import { removeDestination } from './remove-destination';
import { saveDestination } from './save-destination';
import { sendTest } from './send-test';

/** /api/channels/<id> (ntfy, webhook): read, save, remove, and send a test. */
export function hookChannelRoutes(hook: HookChannel) {
  return (deps: Deps): FastifyPluginAsyncZod =>
    async (app) => {
      app.addHook('onRequest', requireUser(deps));
      const channel = hook.id;
      const scope = (req: Parameters<typeof userOf>[0]) => ({ userId: userOf(req).id, hook });

      app.get(
        `/${channel}`,
        { schema: { response: { 200: z.object({ destination: hookDestination.nullable() }) } } },
        async (req) => ({ destination: await getDestination(deps, scope(req)) }),
      );

      app.put(
        `/${channel}`,
        { schema: { body: hook.input, response: { 200: savedHookDestination } } },
        async (req) => saveDestination(deps, { ...scope(req), input: req.body }),
      );

      app.delete(`/${channel}`, async (req, reply) => {
        await removeDestination(deps, scope(req));
        return reply.code(204).send();
      });

      app.post(
        `/${channel}/test`,
        { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
        async (req) => {
          await sendTest(deps, { ...scope(req), locale: requestLocale(req) });
          return { ok: true as const };
        },
      );
    };
}
