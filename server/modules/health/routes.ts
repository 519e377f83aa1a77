import { ping } from '@server/db/client';
import type { Deps } from '@server/deps';
import type { FastifyPluginAsync } from 'fastify';

export function healthRoutes(deps: Deps, kind: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/', async (_req, reply) => {
      const started = performance.now();
      try {
        await ping(deps.db);
        return {
          status: 'ok',
          database: { kind, ok: true, latencyMs: Math.round(performance.now() - started) },
          // Changes made on other instances reach this one's open tabs (PostgreSQL LISTEN).
          liveSync: { connected: deps.realtime.connected() },
        };
      } catch {
        return reply.code(503).send({ status: 'error', database: { kind, ok: false } });
      }
    });
  };
}
