import { passkeys, sessions, users, webauthnChallenges } from '@server/db/schema';
import { sweepExpiredRows } from '@server/jobs/housekeeping/sweep-expired-rows';
import { manualClock } from '@server/lib/clock';
import { sha256 } from '@server/lib/ids';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { createTestServer, type TestServer } from '@server/test/harness';
import { softAuthenticator } from '@server/test/soft-authenticator';
import { DELETE_ACCOUNT_PHRASE } from '@shared/schemas/account';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removePasskey } from './remove-passkey';

const ORIGIN = 'https://cakeday.example';
const RP_ID = 'cakeday.example';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const MESSAGES = {
  expired: 'This passkey request has expired or was already used. Please try again.',
  refused: 'Cakeday could not confirm this passkey. Please try again.',
  unknown: 'This passkey is not registered here. Sign in another way and add it again.',
  exists: 'This passkey is already on your account.',
  lastMethod: 'This passkey is your only way to sign in. Add another way before removing it.',
  notFound: 'This passkey is no longer on your account.',
  tooMany: 'Too many passkey sign-ins were started from this network. Please try again later.',
};

type Json = Record<string, unknown>;
type Answer = { statusCode: number; json(): unknown; cookies: Array<{ name: string; value: string }> };
type User = { cookie: string; id: string; phone: string };

const clock = manualClock('2031-05-04T10:00:00Z');
let server: TestServer;
let alice: User;

beforeAll(async () => {
  server = await createTestServer({ clock, env: { PUBLIC_URL: ORIGIN } });
});
beforeEach(async () => {
  await server.reset();
  clock.advance(2 * 60_000); // past the previous test's code throttle
  alice = await signInBySms('+12015550123');
});
afterAll(() => server.close());

async function signInBySms(phone: string): Promise<User> {
  const { cookie, id } = await server.signIn(phone);
  return { cookie, id, phone };
}

const call = (
  user: User | { cookie: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method,
    url,
    payload: payload as Json,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
  });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const optionsFor = async (user: User, kind: 'registration' | 'reauth') => {
  const res = await call(user, 'POST', `/api/passkeys/${kind}-options`);
  expect(res.statusCode).toBe(200);
  return res.json() as Json & { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };
};
const signInOptions = async (remoteAddress = '127.0.0.1') => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/passkeys/sign-in-options',
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Json & { challenge: string; rpId: string };
};
const signIn = (response: unknown) => call(null, 'POST', '/api/passkeys/sign-in', { response });
const cookieOf = (res: Answer) => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : null;
};
const rowCount = async (table: typeof sessions | typeof passkeys | typeof webauthnChallenges) =>
  (await server.deps.db.select({ n: count() }).from(table))[0]!.n;

/** Adds a passkey for the user from a software authenticator, as Settings' "Add a passkey" does. */
async function addPasskey(
  user: User,
  device = softAuthenticator({ origin: ORIGIN }),
  userAgent = ANDROID_CHROME,
) {
  const res = await call(
    user,
    'POST',
    '/api/passkeys',
    device.register(await optionsFor(user, 'registration')),
    {
      'user-agent': userAgent,
    },
  );
  expect(res.statusCode).toBe(201);
  return { device, passkey: res.json() as { id: string; name: string } };
}

describe('adding a passkey', () => {
  it('asks for a discoverable, user-verified passkey of this site, names it after the device, and lists it', async () => {
    const options = await optionsFor(alice, 'registration');
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: 'Cakeday' },
      user: { name: '+1 (201) 555-0123', displayName: '+1 (201) 555-0123' },
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
      attestation: 'none',
      excludeCredentials: [],
    });
    // A 256-bit random challenge (ASVS 2.9.2 asks for 64 bits at least).
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
    const device = softAuthenticator({ origin: ORIGIN });
    const res = await call(alice, 'POST', '/api/passkeys', device.register(options), {
      'user-agent': ANDROID_CHROME,
    });
    expect(res.statusCode).toBe(201);
    const added = res.json() as Json;
    expect(added).toEqual({
      id: device.credentials[0]!.id.toString('base64url'),
      name: 'Chrome on Android',
      createdAt: clock.now().getTime(),
      lastUsedAt: null,
    });
    expect((await call(alice, 'GET', '/api/passkeys')).json()).toEqual([added]);
    // Bob sees none of Alice's.
    const bob = await signInBySms('+12015550124');
    expect((await call(bob, 'GET', '/api/passkeys')).json()).toEqual([]);
  });

  it('tells the browser which passkeys the account has, so one authenticator holds one', async () => {
    const { device, passkey } = await addPasskey(alice);
    const options = await optionsFor(alice, 'registration');
    expect(options.excludeCredentials).toEqual([
      { id: passkey.id, type: 'public-key', transports: ['internal'] },
    ]);
    // An authenticator that answers anyway with the same credential is refused.
    const again = await call(
      alice,
      'POST',
      '/api/passkeys',
      device.register(options, {}, device.credentials[0]),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(MESSAGES.exists);
  });

  it("refuses a challenge asked for by another session, even the same user's", async () => {
    clock.advance(61_000); // past the code throttle: the other tab signs in by SMS too
    const otherTab = await signInBySms(alice.phone);
    const options = await optionsFor(otherTab, 'registration');
    const answer = softAuthenticator({ origin: ORIGIN }).register(options);
    const res = await call(alice, 'POST', '/api/passkeys', answer);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MESSAGES.expired);
    // The session that asked still can.
    expect((await call(otherTab, 'POST', '/api/passkeys', answer)).statusCode).toBe(201);
  });

  it('keeps only the latest challenge of a session, for 5 minutes', async () => {
    const device = softAuthenticator({ origin: ORIGIN });
    const first = await optionsFor(alice, 'registration');
    const second = await optionsFor(alice, 'registration');
    expect(errorOf(await call(alice, 'POST', '/api/passkeys', device.register(first)))).toBe(
      MESSAGES.expired,
    );
    clock.advance(5 * 60_000 + 1);
    const late = await call(alice, 'POST', '/api/passkeys', device.register(second));
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toBe(MESSAGES.expired);
    expect(await rowCount(passkeys)).toBe(0);
  });

  it('refuses a passkey made on another site, for another RP ID, or without the user verified', async () => {
    for (const spoil of [
      { origin: 'https://cakeday.example.evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const options = await optionsFor(alice, 'registration');
      const res = await call(
        alice,
        'POST',
        '/api/passkeys',
        softAuthenticator({ origin: ORIGIN }).register(options, spoil),
      );
      expect(res.statusCode, JSON.stringify(spoil)).toBe(400);
      expect(errorOf(res)).toBe(MESSAGES.refused);
    }
    expect(await rowCount(passkeys)).toBe(0);
  });

  it('needs a session', async () => {
    const res = await call(null, 'POST', '/api/passkeys/registration-options');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Must be logged in');
  });
});

describe('signing in with a passkey', () => {
  it('makes the session an SMS sign-in makes, without a phone typed or a text sent', async () => {
    const { device } = await addPasskey(alice);
    const textsBefore = server.twilio.messages.length;
    const sessionsBefore = await rowCount(sessions);
    clock.advance(60_000);

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required' });
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
    expect(options.allowCredentials).toBeUndefined();
    const res = await signIn(device.sign(options));
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      maxAge: 2_592_000,
    });
    expect(res.json()).toMatchObject({ id: alice.id, phone: alice.phone });
    const me = await call({ cookie: cookieOf(res)! }, 'GET', '/api/auth/me');
    expect(me.json()).toEqual(res.json());
    expect((await call({ cookie: cookieOf(res)! }, 'GET', '/api/birthdays')).statusCode).toBe(200);

    expect(server.twilio.messages).toHaveLength(textsBefore);
    expect(await rowCount(sessions)).toBe(sessionsBefore + 1);
    const [session] = await server.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(cookie.value)));
    expect(session).toMatchObject({ userId: alice.id, createdAt: clock.now() });
    const [listed] = (await call(alice, 'GET', '/api/passkeys')).json() as Json[];
    expect(listed!.lastUsedAt).toBe(clock.now().getTime());
  });

  it('refuses a replayed answer', async () => {
    const { device } = await addPasskey(alice);
    const answer = device.sign(await signInOptions());
    expect((await signIn(answer)).statusCode).toBe(200);
    const replay = await signIn(answer);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toBe(MESSAGES.expired);
    expect(cookieOf(replay)).toBeNull();
  });

  it('opens one session for twenty answers to one challenge at once', async () => {
    const { device } = await addPasskey(alice);
    const answer = device.sign(await signInOptions());
    const sessionsBefore = await rowCount(sessions);
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(answer)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400).map(errorOf)).toEqual(
      Array(19).fill(MESSAGES.expired),
    );
    expect(await rowCount(sessions)).toBe(sessionsBefore + 1);
  });

  it('refuses an answer after 5 minutes', async () => {
    const { device } = await addPasskey(alice);
    const options = await signInOptions();
    clock.advance(5 * 60_000 + 1);
    const res = await signIn(device.sign(options));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MESSAGES.expired);
  });

  it('refuses an answer from another origin, for another RP ID, or without the user verified, and spends the challenge', async () => {
    const { device } = await addPasskey(alice);
    for (const spoil of [
      { origin: 'http://cakeday.example' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const options = await signInOptions();
      const res = await signIn(device.sign(options, spoil));
      expect(res.statusCode, JSON.stringify(spoil)).toBe(400);
      expect(errorOf(res)).toBe(MESSAGES.refused);
      expect(cookieOf(res)).toBeNull();
      // The right answer to the same challenge comes too late: it was taken.
      expect(errorOf(await signIn(device.sign(options)))).toBe(MESSAGES.expired);
    }
  });

  it('refuses a signature counter that does not grow, and accepts a passkey that never counts', async () => {
    const { device } = await addPasskey(alice);
    expect((await signIn(device.sign(await signInOptions(), { counter: 7 }))).statusCode).toBe(200);
    for (const counter of [7, 6, 0]) {
      const res = await signIn(device.sign(await signInOptions(), { counter }));
      expect(res.statusCode, `counter ${counter}`).toBe(400);
      expect(errorOf(res)).toBe(MESSAGES.refused);
    }
    expect((await signIn(device.sign(await signInOptions(), { counter: 8 }))).statusCode).toBe(200);

    const synced = softAuthenticator({ origin: ORIGIN, counting: false });
    await addPasskey(alice, synced);
    for (let i = 0; i < 2; i++)
      expect((await signIn(synced.sign(await signInOptions()))).statusCode).toBe(200);
  });

  it('lets one of two answers with the same counter through', async () => {
    const { device } = await addPasskey(alice);
    const [first, second] = [await signInOptions(), await signInOptions()];
    const results = await Promise.all([
      signIn(device.sign(first, { counter: 3 })),
      signIn(device.sign(second, { counter: 3 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a removed passkey, a passkey of another site, and an answer naming another user', async () => {
    const { device, passkey } = await addPasskey(alice);
    expect((await call(alice, 'DELETE', `/api/passkeys/${passkey.id}`)).statusCode).toBe(200);
    const removed = await signIn(device.sign(await signInOptions()));
    expect(removed.statusCode).toBe(400);
    expect(errorOf(removed)).toBe(MESSAGES.unknown);

    const stranger = softAuthenticator({ origin: ORIGIN });
    stranger.register({
      challenge: 'x',
      rp: { id: RP_ID },
      user: { id: Buffer.from(alice.id).toString('base64url') },
    });
    expect(errorOf(await signIn(stranger.sign(await signInOptions())))).toBe(MESSAGES.unknown);

    const bob = await signInBySms('+12015550124');
    const bobs = await addPasskey(bob);
    const answer = bobs.device.sign(await signInOptions());
    const asAlice = {
      ...answer,
      response: { ...answer.response, userHandle: Buffer.from(alice.id).toString('base64url') },
    };
    expect(errorOf(await signIn(asAlice))).toBe(MESSAGES.unknown);
  });

  it('refuses a challenge asked for to add a passkey', async () => {
    const { device } = await addPasskey(alice);
    const options = await optionsFor(alice, 'registration');
    const res = await signIn(device.sign({ challenge: options.challenge, rpId: RP_ID }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MESSAGES.expired);
  });

  it('refuses answers the browser could not have sent, in our words', async () => {
    const { device } = await addPasskey(alice);
    const answer = device.sign(await signInOptions());
    for (const broken of [
      { ...answer, response: { ...answer.response, clientDataJSON: 'bm90IGpzb24' } },
      { ...answer, response: { ...answer.response, signature: 'not base64url!' } },
      { ...answer, id: 'x'.repeat(2000) },
    ]) {
      const res = await signIn(broken);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(MESSAGES.refused);
    }
  });

  it('starts at most 30 sign-ins an hour from one network, even 40 at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/passkeys/sign-in-options',
          remoteAddress: '198.51.100.7',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(30);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(errorOf(refused)).toBe(MESSAGES.tooMany);
    expect((await signInOptions('198.51.100.8')).challenge).toBeTruthy();
    clock.advance(60 * 60_000 + 1);
    expect((await signInOptions('198.51.100.7')).challenge).toBeTruthy();
  });

  it('sweeps challenges once they count for nothing', async () => {
    await signInOptions();
    await optionsFor(alice, 'registration');
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    expect((await sweepExpiredRows(server.deps.db, at(60 * 60_000))).passkeyChallenges).toBe(0);
    expect(await rowCount(webauthnChallenges)).toBe(2);
    expect((await sweepExpiredRows(server.deps.db, at(65 * 60_000 + 1))).passkeyChallenges).toBe(2);
    expect(await rowCount(webauthnChallenges)).toBe(0);
  });
});

describe('renaming and removing passkeys', () => {
  it('renames with a trimmed name of 1 to 60 characters without control characters', async () => {
    const { passkey } = await addPasskey(alice);
    const rename = (name: unknown) => call(alice, 'PUT', `/api/passkeys/${passkey.id}`, { name });
    const renamed = await rename('  Work laptop  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Work laptop' });
    expect(((await rename('x'.repeat(60))).json() as Json).name).toBe('x'.repeat(60));
    for (const [name, message] of [
      ['   ', 'Give the passkey a name'],
      ['x'.repeat(61), 'A passkey name can be at most 60 characters'],
      ['Work\nlaptop', 'A passkey name cannot contain line breaks or other control characters'],
      ['Tab\there', 'A passkey name cannot contain line breaks or other control characters'],
    ] as const) {
      const res = await rename(name);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    expect(((await call(alice, 'GET', '/api/passkeys')).json() as Json[])[0]!.name).toBe('x'.repeat(60));
  });

  it("neither renames nor removes another user's passkey", async () => {
    const { passkey } = await addPasskey(alice);
    const bob = await signInBySms('+12015550124');
    for (const res of [
      await call(bob, 'PUT', `/api/passkeys/${passkey.id}`, { name: 'Mine now' }),
      await call(bob, 'DELETE', `/api/passkeys/${passkey.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe(MESSAGES.notFound);
    }
    expect((await call(alice, 'GET', '/api/passkeys')).json()).toMatchObject([{ name: 'Chrome on Android' }]);
  });

  it('names each passkey after its own device', async () => {
    await addPasskey(alice);
    clock.advance(1000); // listed oldest first
    await addPasskey(alice, softAuthenticator({ origin: ORIGIN }), IPHONE_SAFARI);
    const names = ((await call(alice, 'GET', '/api/passkeys')).json() as Json[]).map((p) => p.name);
    expect(names).toEqual(['Chrome on Android', 'Safari on iPhone']);
  });

  it('keeps the last way to sign in: a passkey goes only while a phone, an address or another passkey stays', async () => {
    const setPhone = (phone: string | null) =>
      server.deps.db
        .update(users)
        .set({ phone: phone as string })
        .where(eq(users.id, alice.id));
    // Every account has a phone today; an account left with passkeys alone is made here by hand.
    await server.deps.db.execute(sql`alter table users alter column phone drop not null`);
    try {
      // Two removals at once, called straight so they start together: each must see the other's.
      for (let round = 0; round < 5; round++) {
        await setPhone(alice.phone);
        const pair = [(await addPasskey(alice)).passkey, (await addPasskey(alice)).passkey];
        await setPhone(null);
        const removals = await Promise.allSettled(
          pair.map(({ id }) => removePasskey(server.deps, { userId: alice.id, id })),
        );
        const refusals = removals.flatMap((r) =>
          r.status === 'rejected' ? [(r.reason as Error).message] : [],
        );
        expect(refusals, `round ${round}`).toEqual([MESSAGES.lastMethod]);
        await setPhone(alice.phone);
        await server.deps.db.delete(passkeys);
      }
      // Over HTTP, and an address counts as a way to sign in.
      const { passkey } = await addPasskey(alice);
      await setPhone(null);
      const refused = await call(alice, 'DELETE', `/api/passkeys/${passkey.id}`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toBe(MESSAGES.lastMethod);
      await server.deps.db.update(users).set({ email: 'alice@example.com' }).where(eq(users.id, alice.id));
      expect((await call(alice, 'DELETE', `/api/passkeys/${passkey.id}`)).statusCode).toBe(200);
    } finally {
      await setPhone(alice.phone);
      await server.deps.db.execute(sql`alter table users alter column phone set not null`);
    }
  });
});

describe('the account and its passkeys', () => {
  const deleteAccount = (user: User, extra: Json = {}) =>
    call(user, 'POST', '/api/account/delete', { confirmation: DELETE_ACCOUNT_PHRASE, ...extra });

  it('deletes its passkeys and their challenges with the account', async () => {
    const { device } = await addPasskey(alice);
    await optionsFor(alice, 'registration');
    const bob = await signInBySms('+12015550124');
    await addPasskey(bob);
    expect((await deleteAccount(alice)).statusCode).toBe(200);
    const left = await server.deps.db.select({ userId: passkeys.userId }).from(passkeys);
    expect(left).toEqual([{ userId: bob.id }]);
    expect(
      await server.deps.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, alice.id)),
    ).toEqual([]);
    expect(errorOf(await signIn(device.sign(await signInOptions())))).toBe(MESSAGES.unknown);
  });

  it('lets an old session confirm the deletion with its passkey instead of a texted code', async () => {
    const { device, passkey } = await addPasskey(alice);
    clock.advance(5 * 60_000 + 1);
    expect((await deleteAccount(alice)).statusCode).toBe(403);
    const textsBefore = server.twilio.messages.length;
    const options = await optionsFor(alice, 'reauth');
    expect(options).toMatchObject({
      rpId: RP_ID,
      userVerification: 'required',
      allowCredentials: [{ id: passkey.id, type: 'public-key', transports: ['internal'] }],
    });
    const res = await deleteAccount(alice, { passkey: device.sign(options) });
    expect(res.statusCode).toBe(200);
    expect(server.twilio.messages).toHaveLength(textsBefore);
    expect(await server.deps.db.select().from(users).where(eq(users.id, alice.id))).toEqual([]);
  });

  it("refuses another user's passkey, another session's challenge, and a sign-in challenge as confirmation", async () => {
    await addPasskey(alice);
    const bob = await signInBySms('+12015550124');
    const bobs = await addPasskey(bob);
    clock.advance(5 * 60_000 + 1);
    const attempts = [
      // Bob's passkey answers Alice's challenge.
      bobs.device.sign(await optionsFor(alice, 'reauth')),
      // An answer to the challenge Bob's session asked for.
      bobs.device.sign(await optionsFor(bob, 'reauth')),
      // A sign-in challenge.
      bobs.device.sign(await signInOptions()),
    ];
    const messages = [];
    for (const passkey of attempts) {
      const res = await deleteAccount(alice, { passkey });
      expect(res.statusCode).toBe(400);
      messages.push(errorOf(res));
    }
    expect(messages).toEqual([MESSAGES.unknown, MESSAGES.expired, MESSAGES.expired]);
    expect(await server.deps.db.select({ id: users.id }).from(users).where(eq(users.id, alice.id))).toEqual([
      { id: alice.id },
    ]);
  });
});
