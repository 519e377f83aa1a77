import { randomBytes } from 'node:crypto';
import { sessions } from '@server/db/schema';
import { sha256 } from '@server/lib/ids';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  cookieOf,
  fillParams,
  isServerFault,
  PLAUSIBLE_BODY,
  PUBLIC_ROUTES,
  type Route,
  STREAMS,
} from './security-fixture';

const PUBLIC_URL = 'http://localhost:3000';
let server: TestServer;
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };
let aliceBirthday: string;
let shareToAlice: string;
const SECRET_NAME = 'Alice Secret Birthday';

beforeAll(async () => {
  server = await createTestServer();
  alice = await server.signIn('+12015550123');
  bob = await server.signIn('+12015550124');
  const carol = await server.signIn('+12015550125');
  const call = (cookie: string, method: 'POST', url: string, payload: object) =>
    server.app.inject({ method, url, payload, headers: { cookie, origin: PUBLIC_URL } });
  aliceBirthday = (
    await call(alice.cookie, 'POST', '/api/birthdays', { name: SECRET_NAME, date: '1980-02-03' })
  ).json().id;
  await call(carol.cookie, 'POST', '/api/birthdays', {
    name: 'Shared One',
    date: '1970-05-06',
    category: 'family',
  });
  const share = await call(carol.cookie, 'POST', '/api/shares', {
    recipientId: alice.user.id,
    categories: ['family'],
  });
  shareToAlice = share.json().id;
});
afterAll(() => server.close());

/** Alice's own resources for each :param, so another user aims at real rows. */
const aliceParam = (route: Route) => () =>
  route.url.startsWith('/api/shares') ? shareToAlice : aliceBirthday;

const request = (route: Route, cookie: string | null) =>
  server.app.inject({
    method: route.method as 'GET',
    url: fillParams(route.url, aliceParam(route)),
    headers: { ...(cookie ? { cookie } : {}), origin: PUBLIC_URL },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: PLAUSIBLE_BODY }),
  });

/** A session of Alice's straight in the database, live until `expiresAt`. */
async function aliceSession(expiresAt: Date) {
  const token = randomBytes(32).toString('base64url');
  await server.deps.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: alice.user.id, expiresAt });
  return cookieOf(token);
}

async function badCookies() {
  const expired = await aliceSession(new Date(Date.now() - 1000));
  const revoked = await aliceSession(new Date(Date.now() + 3_600_000));
  const check = await server.app.inject({ url: '/api/birthdays', headers: { cookie: revoked } });
  expect(check.statusCode).toBe(200);
  await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie: revoked, origin: PUBLIC_URL },
  });
  const token = alice.cookie.slice(SESSION_COOKIE.length + 1);
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  return {
    'no session': null,
    expired,
    revoked,
    tampered: cookieOf(tampered),
  };
}

describe('the authorization matrix (every route of the app × every kind of caller)', () => {
  it('answers Must be logged in (401) to every guarded route without a live session', async () => {
    const variants = await badCookies();
    const routes = apiRoutes(server);
    expect(routes.length).toBeGreaterThan(15);
    const cells: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.key))) {
      for (const [variant, cookie] of Object.entries(variants)) {
        const res = await request(route, cookie);
        cells.push(`${route.key} × ${variant} → ${res.statusCode}`);
        expect(res.statusCode, `${route.key} × ${variant}`).toBe(401);
        expect(res.json().error.message).toBe('Must be logged in');
      }
    }
    expect(cells.length).toBeGreaterThan(60);
  });

  it("never shows or changes another user's data", async () => {
    const before = (await request({ method: 'GET', url: '/api/birthdays', key: '' }, alice.cookie)).body;
    const routes = apiRoutes(server).filter(
      (r) => !STREAMS.has(r.key) && r.key !== 'POST /api/auth/sign-out',
    );
    for (const route of routes) {
      const res = await request(route, bob.cookie);
      expect(isServerFault(route.key, res.statusCode), `${route.key} ${res.statusCode}`).toBe(false);
      expect(res.body, route.key).not.toContain(SECRET_NAME);
      expect(res.body, route.key).not.toContain('+12015550123');
    }
    const after = (await request({ method: 'GET', url: '/api/birthdays', key: '' }, alice.cookie)).body;
    expect(after).toBe(before);
    const share = await server.app.inject({
      url: `/api/shares/${shareToAlice}`,
      headers: { cookie: alice.cookie },
    });
    expect(share.json().status).toBe('pending');
  });
});
