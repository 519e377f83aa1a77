import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet(options) sets, worked out once. They depend on the options only (no directive
 * here is a function of the request), and @fastify/helmet built helmet's whole middleware again on
 * every request: parsing the CSP directives, validating each option, closures, about a sixth of the
 * CPU an API answer took.
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    // X-Powered-By, which neither Node nor Fastify sends.
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * Sets `headers` on every response, as @fastify/helmet did: on the raw response when the request
 * arrives, so answers written on the raw response (the event stream) carry them too, and a route's
 * own header of the same name (reply.header) still wins.
 */
export function sendHeadersOnEveryResponse(
  app: FastifyInstance,
  headers: ReadonlyArray<readonly [string, string]>,
) {
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}
