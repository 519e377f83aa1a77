import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Counts API handlers still running. A client that leaves mid-request closes its connection, so
 * Fastify's close() no longer waits for that handler; the database must, or the handler's next
 * statement fails halfway through its work.
 */
export function trackRunningHandlers(app: FastifyInstance) {
  let running = 0;
  const waiting = new Set<() => void>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, req, reply) {
      running += 1;
      try {
        return await handler.call(this, req, reply);
      } finally {
        running -= 1;
        if (running === 0) {
          for (const done of waiting) done();
          waiting.clear();
        }
      }
    };
  });
  return {
    drained: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve))),
  };
}
