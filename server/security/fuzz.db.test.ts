import { createTestServer, type TestServer } from '@server/test/harness';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  fillParams,
  isServerFault,
  PLAUSIBLE_BODY,
  type Route,
  STREAMS,
} from './security-fixture';

// Cases per route; `FUZZ_RUNS=2000 npm run test:security` digs deeper.
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const PUBLIC_URL = 'http://localhost:3000';
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ cookie } = await server.signIn());
});
afterAll(() => server.close());

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '🎂👨‍👩‍👧',
    'x'.repeat(10_000),
    '',
    ' ',
    '..',
    '%00',
    '__proto__',
  ),
);
const anyValue = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, -1, 1e308, true, [], {}),
);

/** A plausible body with one field changed or dropped, or any JSON at all. */
const bodies = fc.oneof(
  fc
    .tuple(fc.constantFrom(...Object.keys(PLAUSIBLE_BODY)), anyValue, fc.boolean())
    .map(([key, value, drop]) => {
      const body: Record<string, unknown> = { ...PLAUSIBLE_BODY };
      if (drop) delete body[key];
      else body[key] = value;
      return body;
    }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A path segment as a client could send it, lone surrogates as raw invalid UTF-8. */
const segment = nasty.map((s) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
});

const fuzzable = (r: Route) =>
  !STREAMS.has(r.key) && r.key !== 'POST /api/auth/sign-out' && (r.method !== 'GET' || r.url.includes(':'));

describe('fuzzing every JSON body and path parameter of every route', () => {
  it('never answers 500, whatever arrives', async () => {
    const routes = apiRoutes(server).filter(fuzzable);
    expect(routes.length).toBeGreaterThan(10);
    let cases = 0;
    let ip = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(bodies, segment, async (body, param) => {
          cases += 1;
          ip += 1;
          const res = await server.app.inject({
            method: route.method as 'POST',
            url: fillParams(route.url, () => param || 'x'),
            headers: { cookie, origin: PUBLIC_URL },
            // Each case from its own address, so rate limits do not turn the rest into 429s.
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body as object }),
          });
          if (isServerFault(route.key, res.statusCode))
            throw new Error(`${route.key} → ${res.statusCode} ${res.body}`);
          // Our words only: no library or database text reaches a client.
          expect(res.body).not.toMatch(/invalid byte sequence|Too (big|small): expected|Unexpected token/);
        }),
        { numRuns: RUNS },
      );
    }
    expect(cases).toBe(routes.length * RUNS);
  }, 600_000);
});

/** JSON `depth` levels deep, as raw text (JSON.stringify itself gives up long before 100,000). */
const deepJson = (depth: number) => ({
  'arrays in a field': `{"phone":${'['.repeat(depth)}${']'.repeat(depth)}}`,
  'objects in a field': `{"name":${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`,
  'a bare array': `${'['.repeat(depth)}${']'.repeat(depth)}`,
  'objects in arrays': `${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth)}`,
});
const INVALID_INPUT = 'Something in this request is not valid. Please check it and try again.';
let address = 0;
const post = (url: string, payload: string, session = cookie, method = 'POST') => {
  address += 1;
  return server.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: session, origin: PUBLIC_URL, 'content-type': 'application/json' },
    remoteAddress: `10.200.${(address >> 8) & 255}.${address & 255}`,
    payload,
  });
};

/** Still serving: health is ok and a new sign-in goes through. */
async function expectHealthy(phone: string) {
  expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  expect((await server.signIn(phone, '10.201.0.1')).cookie).toMatch(/^cakeday_session=/);
}

describe('deeply nested JSON', () => {
  it.each([
    [10_000, '+12015550181'],
    [100_000, '+12015550182'],
  ])(
    'answers %i-deep arrays and objects on every route in our words, signed in or not',
    async (depth, phone) => {
      const routes = apiRoutes(server).filter((r) => !STREAMS.has(r.key));
      const refused = new Set<string>();
      for (const route of routes) {
        for (const [shape, payload] of Object.entries(deepJson(depth))) {
          for (const session of [cookie, '']) {
            const res = await post(
              fillParams(route.url, () => 'x'),
              payload,
              session,
              route.method,
            );
            const what = `${route.key} (${shape}, ${session ? 'signed in' : 'visitor'}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (isServerFault(route.key, res.statusCode)) throw new Error(what);
            if (res.statusCode === 400) {
              expect(res.json().error.message, what).toBe(INVALID_INPUT);
              refused.add(route.key);
            }
          }
        }
      }
      // Every route that reads a body refused it (GET has none); the sign-in routes for a visitor too.
      // The Telegram webhook refuses a request without Telegram's secret before it reads the body.
      expect([...refused].sort()).toEqual(
        routes
          .filter((r) => r.method !== 'GET' && r.key !== 'POST /api/telegram/updates')
          .map((r) => r.key)
          .sort(),
      );
      await expectHealthy(phone);
    },
    120_000,
  );

  it('parses a body nested as deep as the 1 MB limit allows, and refuses it in our words', async () => {
    const depth = 524_000;
    for (const payload of [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `{"phone":${'['.repeat(depth - 6)}${']'.repeat(depth - 6)}}`,
    ]) {
      expect(Buffer.byteLength(payload)).toBeLessThan(1024 * 1024);
      const res = await post('/api/auth/send-code', payload, '');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INVALID_INPUT);
    }
    await expectHealthy('+12015550183');
  });
});
