import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { apiRoutes, fillParams, PLAUSIBLE_BODY, type Route, STREAMS } from './security-fixture';

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
          if (res.statusCode >= 500) throw new Error(`${route.key} → ${res.statusCode} ${res.body}`);
          // Our words only: no library or database text reaches a client.
          expect(res.body).not.toMatch(/invalid byte sequence|Too (big|small): expected|Unexpected token/);
        }),
        { numRuns: RUNS },
      );
    }
    expect(cases).toBe(routes.length * RUNS);
  }, 600_000);
});
