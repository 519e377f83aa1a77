import type { Deps } from '@server/deps';
import { requireUser, sessionExpiry, sessionOf, userOf } from '@server/modules/auth';
import type { ChangePayload } from '@shared/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Proxies drop idle connections; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;
// The longest a Node timer waits (about 24.8 days): a later expiry is looked at again then.
const MAX_TIMER_MS = 2 ** 31 - 1;
// When the database cannot say whether an expired-looking session was renewed, ask again later.
const EXPIRY_RECHECK_MS = 60_000;

/**
 * Server-Sent Events: one `change` event per change to the signed-in user's data. A stream lives no
 * longer than its session: when the session ends (signed out anywhere, its account deleted, its row
 * revoked, on any instance) or expires, the stream says `ended` and closes, and the tab checks.
 */
export function eventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Hijacked replies are outside Fastify's bookkeeping, and close() waits for every open
    // connection: end the streams first, or the server never stops. Browsers reconnect (retry: 3000).
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const close of open) close();
    });

    app.get('/', { onRequest: requireUser(deps) }, async (req, reply) => {
      const userId = userOf(req).id;
      const session = sessionOf(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\nevent: ready\ndata: {}\n\n');
      const unsubscribe = deps.realtime.subscribe(userId, ({ topic }) => {
        const payload: ChangePayload = { topic };
        res.write(`event: change\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      // Live sync was down or deaf: changes may have been missed, and the app refetches on `ready`.
      const stopResync = deps.realtime.onResync(() => res.write('event: ready\ndata: {}\n\n'));
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      let expiryTimer: NodeJS.Timeout | undefined;
      let done = false;
      /** Stops everything that writes to the stream; false when that already happened. */
      const stop = () => {
        if (done) return false;
        done = true;
        clearInterval(heartbeat);
        clearTimeout(expiryTimer);
        unsubscribe();
        stopResync();
        stopWatchingSession();
        open.delete(close);
        return true;
      };
      const close = () => {
        if (stop()) res.end();
      };
      const sessionEnded = () => {
        if (stop()) res.end('event: ended\ndata: {}\n\n');
      };
      const stopWatchingSession = deps.realtime.onSessionEnd(session.tokenHash, sessionEnded);
      open.add(close);
      req.raw.on('close', stop);

      // The session may be renewed by the tab's other requests meanwhile: at its expiry, look again.
      const watchExpiry = (expiresAt: Date) => {
        const wait = expiresAt.getTime() - deps.clock.now().getTime();
        expiryTimer = setTimeout(
          async () => {
            const current = await sessionExpiry(deps, session.tokenHash).catch(() => undefined);
            if (done) return;
            if (current === undefined) {
              watchExpiry(new Date(deps.clock.now().getTime() + EXPIRY_RECHECK_MS));
            } else if (!current || current <= deps.clock.now()) {
              sessionEnded();
            } else {
              watchExpiry(current);
            }
          },
          Math.min(Math.max(wait, 0), MAX_TIMER_MS),
        );
      };
      watchExpiry(session.expiresAt);
    });
  };
}
