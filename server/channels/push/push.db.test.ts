import { pushOf } from '@server/channels/push/transport';
import { pushSubscriptions, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS } from './save-subscription';

let server: TestServer;
const clock = manualClock('2026-11-22T09:00:00Z');
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
  alice = await server.signIn('+12015550123');
  bob = await server.signIn('+12015550124');
});
afterAll(() => server.close());

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const subscription = (endpoint = ENDPOINT, p256dh = 'BPublicKeyOfTheBrowser', auth = 'authSecret16') => ({
  endpoint,
  keys: { p256dh, auth },
});

const subscribe = (cookie: string | null, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
  });
const unsubscribe = (cookie: string | null, endpoint: string) =>
  server.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    payload: { endpoint },
    headers: cookie ? { cookie } : {},
  });
/** The browsers the reminder engine would push to, read straight from the table. */
const targetsOf = (userId: string) =>
  server.deps.db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('the VAPID public key', () => {
  it('is given to anyone, as the 65-byte P-256 key browsers subscribe with', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(publicKey).toBe(pushOf(server.deps).publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('subscribing a browser', () => {
  it('saves the endpoint and keys for the signed-in user', async () => {
    const res = await subscribe(alice.cookie, subscription());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await targetsOf(alice.user.id)).toEqual([
      { endpoint: ENDPOINT, p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret16' },
    ]);
    expect(await targetsOf(bob.user.id)).toEqual([]);
  });

  it('keeps one row when the same browser subscribes again, with its newest keys', async () => {
    await subscribe(alice.cookie, subscription());
    const again = await subscribe(alice.cookie, subscription(ENDPOINT, 'BNewKey', 'newAuth'));
    expect(again.statusCode).toBe(201);
    expect(await targetsOf(alice.user.id)).toEqual([
      { endpoint: ENDPOINT, p256dh: 'BNewKey', auth: 'newAuth' },
    ]);
  });

  it('moves the endpoint to whoever subscribes it last, as when another person signs in on that browser', async () => {
    await subscribe(alice.cookie, subscription());
    await subscribe(bob.cookie, subscription());
    expect(await targetsOf(alice.user.id)).toEqual([]);
    expect((await targetsOf(bob.user.id)).map((t) => t.endpoint)).toEqual([ENDPOINT]);
  });

  it('keeps every browser of a user', async () => {
    await subscribe(alice.cookie, subscription(`${ENDPOINT}-laptop`));
    await subscribe(alice.cookie, subscription(`${ENDPOINT}-desktop`));
    expect(await targetsOf(alice.user.id)).toHaveLength(2);
  });

  it('refuses a subscription without an https endpoint URL or keys', async () => {
    const keys = { p256dh: 'a', auth: 'b' };
    expect((await subscribe(alice.cookie, { endpoint: 'not a url', keys })).statusCode).toBe(400);
    const http = await subscribe(alice.cookie, { endpoint: 'http://10.0.0.1/admin', keys });
    expect(http.statusCode).toBe(400);
    expect(errorOf(http)).toBe('Push endpoint must be an https URL');
    expect((await subscribe(alice.cookie, { endpoint: ENDPOINT })).statusCode).toBe(400);
    expect(await targetsOf(alice.user.id)).toEqual([]);
  });
});

describe('push endpoints our server may call', () => {
  it.each([
    'https://127.0.0.1/push',
    'https://127.0.0.1:5432/',
    'https://localhost/push',
    'https://[::1]/push',
    'https://10.0.0.8/push',
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://unknown-host.invalid/push',
  ])('refuses %s in plain words, saving nothing', async (endpoint) => {
    const res = await subscribe(alice.cookie, subscription(endpoint));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(
      'This browser’s push address is not a public push service, so Cakeday cannot use it.',
    );
    expect(await targetsOf(alice.user.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per user, dropping the oldest`, async () => {
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 5; i++) {
      expect((await subscribe(alice.cookie, subscription(`${ENDPOINT}-${i}`))).statusCode).toBe(201);
      clock.advance(1000);
    }
    const kept = (await targetsOf(alice.user.id)).map((t) => t.endpoint).sort();
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept).not.toContain(`${ENDPOINT}-0`);
    expect(kept).toContain(`${ENDPOINT}-${MAX_PUSH_SUBSCRIPTIONS + 4}`);
  });
});

describe('unsubscribing a browser', () => {
  it('deletes the caller’s own subscription', async () => {
    await subscribe(alice.cookie, subscription());
    const res = await unsubscribe(alice.cookie, ENDPOINT);
    expect(res.statusCode).toBe(204);
    expect(await targetsOf(alice.user.id)).toEqual([]);
  });

  it('leaves another user’s subscription alone', async () => {
    await subscribe(alice.cookie, subscription());
    const res = await unsubscribe(bob.cookie, ENDPOINT);
    expect(res.statusCode).toBe(204);
    expect(await targetsOf(alice.user.id)).toHaveLength(1);
  });
});

describe('signing in', () => {
  it('is needed to subscribe or unsubscribe: Must be logged in', async () => {
    const post = await subscribe(null, subscription());
    expect(post.statusCode).toBe(401);
    expect(errorOf(post)).toBe('Must be logged in');
    const del = await unsubscribe(null, ENDPOINT);
    expect(del.statusCode).toBe(401);
    expect(errorOf(del)).toBe('Must be logged in');
  });
});

describe('deleting an account', () => {
  it('takes its subscriptions along', async () => {
    await subscribe(alice.cookie, subscription());
    await server.deps.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await targetsOf(alice.user.id)).toEqual([]);
  });
});
