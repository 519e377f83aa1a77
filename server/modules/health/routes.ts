import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/client';
import type { Deps } from '../../deps';

export function healthRoutes(deps: Deps, kind: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/', async (_req, reply) => {
      const started = performance.now();
      try {
        await ping(deps.db);
        return {
          status: 'ok',
          database: { kind, ok: true, latencyMs: Math.round(performance.now() - started) },
        };
      } catch {
        return reply.code(503).send({ status: 'error', database: { kind, ok: false } });
      }
    });
  };
}
