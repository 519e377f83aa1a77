import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders, sendHeadersOnEveryResponse } from './security-headers';

const OPTIONS: HelmetOptions = {
  hsts: true,
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
};

/** What helmet's own middleware sets on a real response, names in lower case. */
function setByHelmet(options: HelmetOptions) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'something');
  helmet(options)(res.req, res, (err?: unknown) => {
    if (err) throw err;
  });
  return res.getHeaders();
}

describe('securityHeaders', () => {
  it.each([
    ['the options the app passes', OPTIONS],
    ['no options', {}],
    ['HSTS and CSP off', { hsts: false, contentSecurityPolicy: false }],
  ])('are exactly the headers helmet sets, with %s', (_name, options: HelmetOptions) => {
    const worked = Object.fromEntries(
      securityHeaders(options).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const { 'x-powered-by': removed, ...expected } = setByHelmet(options);
    expect(removed).toBeUndefined();
    expect(worked).toEqual(expected);
  });

  it('refuses options helmet refuses, when the app is built', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ['self'] } } }),
    ).toThrow(/should be quoted/);
  });
});

describe('sendHeadersOnEveryResponse', () => {
  async function app() {
    const server = Fastify();
    sendHeadersOnEveryResponse(server, [
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Referrer-Policy', 'no-referrer'],
    ]);
    server.get('/json', async () => ({ ok: true }));
    server.get('/own', async (_req, reply) => reply.header('referrer-policy', 'same-origin').send('page'));
    // Written on the raw response, as the event stream is.
    server.get('/raw', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: 1\n\n');
    });
    await server.ready();
    return server;
  }

  it('sends them on answers, errors and answers written on the raw response', async () => {
    const server = await app();
    for (const url of ['/json', '/missing', '/raw']) {
      const res = await server.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    await server.close();
  });

  it("lets a route's own header of the same name win", async () => {
    const server = await app();
    const res = await server.inject({ url: '/own' });
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    await server.close();
  });
});
