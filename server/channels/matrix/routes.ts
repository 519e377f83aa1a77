import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { matrixInput, matrixSetup } from '@shared/channels/matrix/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMatrixSetup } from './get-setup';
import { removeMatrixSetup } from './remove-setup';
import { saveMatrixSetup } from './save-setup';
import { sendMatrixTest } from './send-test';

/** /api/channels/matrix: read (never the token), save, remove, and send a test. */
export function matrixRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    const scope = (req: Parameters<typeof userOf>[0]) => ({ userId: userOf(req).id });

    app.get(
      '/',
      { schema: { response: { 200: z.object({ setup: matrixSetup.nullable() }) } } },
      async (req) => ({
        setup: await getMatrixSetup(deps, scope(req)),
      }),
    );

    app.put(
      '/',
      { schema: { body: matrixInput, response: { 200: z.object({ setup: matrixSetup }) } } },
      async (req) => ({
        setup: await saveMatrixSetup(deps, { ...scope(req), input: req.body }),
      }),
    );

    app.delete('/', async (req, reply) => {
      await removeMatrixSetup(deps, scope(req));
      return reply.code(204).send();
    });

    app.post('/test', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (req) => {
      await sendMatrixTest(deps, { ...scope(req), locale: requestLocale(req) });
      return { ok: true as const };
    });
  };
}
