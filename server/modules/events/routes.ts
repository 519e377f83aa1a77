import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangePayload } from '../../../shared/realtime';
import type { Deps } from '../../deps';
import { requireUser, userOf } from '../auth';

// Proxies drop idle connections; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;

/** Server-Sent Events: one `change` event per change to the signed-in user's data. */
export function eventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Hijacked replies are outside Fastify's bookkeeping, and close() waits for every open
    // connection: end the streams first, or the server never stops. Browsers reconnect (retry: 3000).
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get('/', { onRequest: requireUser(deps) }, async (req, reply) => {
      const userId = userOf(req).id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      res.write('retry: 3000\nevent: ready\ndata: {}\n\n');
      const unsubscribe = deps.realtime.subscribe(userId, ({ topic }) => {
        const payload: ChangePayload = { topic };
        res.write(`event: change\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    });
  };
}
