import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PUBLIC_URL = 'https://cakeday.example';
const birthday = { name: 'Ada', date: '1990-03-04', category: 'family' };
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL } });
  ({ cookie } = await server.signIn());
});
afterAll(() => server.close());

const create = (headers: Record<string, string>, payload: object = birthday) =>
  server.app.inject({ method: 'POST', url: '/api/birthdays', headers: { cookie, ...headers }, payload });

describe('the origin check', () => {
  it.each(['null', 'not a url', 'http://', '::::'])(
    'refuses Origin: %s with 403, not 500',
    async (origin) => {
      const res = await create({ origin });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Request refused: it did not come from this site.');
    },
  );

  it('without a PUBLIC_URL, lets the app write from every loopback name of its port, and nothing else', async () => {
    const local = await createTestServer({ env: { PORT: '3999' } });
    try {
      const { cookie: localCookie } = await local.signIn();
      const write = (origin: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/birthdays',
          headers: { cookie: localCookie, origin },
          payload: { ...birthday, name: `Ada ${origin}` },
        });
      for (const origin of ['http://localhost:3999', 'http://127.0.0.1:3999', 'http://[::1]:3999']) {
        expect((await write(origin)).statusCode).toBe(201);
      }
      for (const origin of ['http://127.0.0.1:4000', 'http://192.168.1.5:3999', 'https://localhost:3999']) {
        expect((await write(origin)).statusCode).toBe(403);
      }
    } finally {
      await local.close();
    }
  });

  it('compares against PUBLIC_URL only, never the Host header', async () => {
    const res = await create({ host: 'cakeday.example', origin: 'http://cakeday.example' });
    expect(res.statusCode).toBe(403);
    const evil = await create({ host: 'evil.example', origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
  });

  it('lets the app itself write', async () => {
    const res = await create({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(201);
  });
});

describe('security headers', () => {
  it('keeps authenticated JSON out of shared caches and sends a Permissions-Policy', async () => {
    const res = await server.app.inject({ url: '/api/birthdays', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // The list is revalidated by its ETag on every use; every other answer is not stored at all.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    const me = await server.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await server.app.inject({ url: '/api/health' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await createTestServer({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      const res = await plain.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['GET', '/api/birthdays/%00'],
    ['POST', '/api/shares/%00/accept'],
    ['DELETE', '/api/birthdays/a%00b'],
  ])('answers %s %s with a clear 400', async (method, url) => {
    const res = await server.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, origin: PUBLIC_URL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Some text contains characters Cakeday cannot store. Please remove them and try again.',
    );
  });

  it.each([
    { ...birthday, name: 'A\u0000da' },
    { ...birthday, notes: 'x\u0000' },
    { ...birthday, name: 'Ada\ud800' },
    { ...birthday, interests: ['Chess\u0000'] },
  ])('answers a body with NUL or a lone surrogate with a clear 400 (%o)', async (payload) => {
    const res = await create({ origin: PUBLIC_URL }, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Some text contains characters Cakeday cannot store. Please remove them and try again.',
    );
  });

  it('still says Must be logged in to a visitor, whatever the body', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { origin: PUBLIC_URL },
      payload: { name: '\u0000' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Must be logged in');
  });

  it('answers an unreadable body in our words', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Something in this request is not valid. Please check it and try again.',
    );
  });
});
