import { otpChallenges, sessions, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { sha256 } from '@server/lib/ids';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { createTestServer, type TestServer } from '@server/test/harness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from './sessions';

const PHONE = '+12015550123';
let server: TestServer;
const clock = manualClock('2026-11-22T09:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
});
afterAll(() => server.close());

const sendCode = (phone: string = PHONE, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone }, remoteAddress });
const verify = (challengeId: string, code: string, timeZone?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { challengeId, code, timeZone },
  });
const challengeOf = (res: { json(): unknown }) => (res.json() as { challengeId: string }).challengeId;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a sign-in code', () => {
  it('texts a 6-digit code to the normalised phone through the SMS provider', async () => {
    const res = await sendCode('+1 (201) 555-0123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: PHONE, resendAfterSeconds: 60 });
    expect(server.twilio.messages).toHaveLength(1);
    expect(server.twilio.messages[0]).toMatchObject({ to: PHONE, from: '+12015550100' });
    expect(server.twilio.lastCode(PHONE)).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const res = await sendCode();
    const code = server.twilio.lastCode(PHONE)!;
    const [row] = await server.deps.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, challengeOf(res)));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a phone number that is not real', async () => {
    const res = await sendCode('+1 555 555 0123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid phone number');
  });

  it('throttles resending to once per 60 seconds per phone, saying how long to wait', async () => {
    expect((await sendCode()).statusCode).toBe(200);
    clock.advance(15_000);
    const res = await sendCode();
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Please wait 45 seconds before trying again');
    clock.advance(45_000);
    expect((await sendCode()).statusCode).toBe(200);
  });

  it('limits codes per IP address to 10 an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(`+1201555${String(100 + i).padStart(4, '0')}`, '10.0.0.7')).statusCode).toBe(
        200,
      );
    }
    const res = await sendCode('+12015550199', '10.0.0.7');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Too many codes were requested from this network. Please try again in 60 minutes.',
    );
    expect((await sendCode('+12015550199', '10.0.0.8')).statusCode).toBe(200);
  });

  it('says so when the SMS cannot be sent, and lets the user retry at once', async () => {
    const unreachable = await createTestServer({ clock, env: { TWILIO_API_BASE: 'http://127.0.0.1:9' } });
    try {
      const res = await unreachable.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: PHONE },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Failed to send SMS');
      expect(await unreachable.deps.db.select().from(otpChallenges)).toHaveLength(0);
    } finally {
      await unreachable.close();
    }
  });
});

describe('verifying a code', () => {
  it("keeps a browser's old zone name ('Asia/Calcutta', as Chromium says) under today's name", async () => {
    const challengeId = challengeOf(await sendCode());
    const res = await verify(challengeId, server.twilio.lastCode(PHONE)!, 'Asia/Calcutta');
    expect(res.json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
  });

  it('signs in with the right code, creates the user with a public User ID and the browser time zone', async () => {
    const challengeId = challengeOf(await sendCode());
    const res = await verify(challengeId, server.twilio.lastCode(PHONE)!, 'Europe/Istanbul');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ phone: PHONE, timeZone: 'Europe/Istanbul' });
    expect(me.id).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [session] = await server.deps.db.select().from(sessions);
    expect(session!.tokenHash).toBe(sha256(cookie.value));
    const again = await server.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
    });
    expect(again.json()).toEqual(me);
  });

  it('keeps the same user on a later sign-in with the same phone', async () => {
    const first = await server.signIn(PHONE);
    clock.advance(61_000);
    const second = await server.signIn(PHONE);
    expect(second.user.id).toBe(first.user.id);
  });

  it('accepts a code only once', async () => {
    const challengeId = challengeOf(await sendCode());
    const code = server.twilio.lastCode(PHONE)!;
    expect((await verify(challengeId, code)).statusCode).toBe(200);
    const res = await verify(challengeId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please request a new code');
  });

  it('rejects a wrong code with the spec text', async () => {
    const challengeId = challengeOf(await sendCode());
    const res = await verify(challengeId, wrong(server.twilio.lastCode(PHONE)!));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid verification code. Please try again.');
  });

  it('ends the challenge after 5 wrong codes, even for the right one', async () => {
    const challengeId = challengeOf(await sendCode());
    const code = server.twilio.lastCode(PHONE)!;
    for (let i = 0; i < 4; i++)
      expect((await verify(challengeId, wrong(code))).json().error.message).toBe(
        'Invalid verification code. Please try again.',
      );
    const fifth = await verify(challengeId, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe('Too many attempts. Please try again in 5 minutes.');
    expect((await verify(challengeId, code)).json().error.message).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it('counts parallel guesses against the same limit', async () => {
    const challengeId = challengeOf(await sendCode());
    const code = server.twilio.lastCode(PHONE)!;
    await Promise.all(Array.from({ length: 12 }, () => verify(challengeId, wrong(code))));
    const [row] = await server.deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    expect(row!.attempts).toBe(5);
  });

  it('expires a code after 10 minutes', async () => {
    const challengeId = challengeOf(await sendCode());
    clock.advance(10 * 60_000 + 1);
    const res = await verify(challengeId, server.twilio.lastCode(PHONE)!);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Verification code has expired. Please request a new one.');
  });

  it('stops an earlier code from working once a new one is sent', async () => {
    const first = challengeOf(await sendCode());
    const firstCode = server.twilio.lastCode(PHONE)!;
    clock.advance(60_000);
    await sendCode();
    expect((await verify(first, firstCode)).json().error.message).toBe('Please request a new code');
  });

  it('asks for a new code when there is no pending challenge, and for 6 digits', async () => {
    expect((await verify('nope', '123456')).json().error.message).toBe('Please request a new code');
    const res = await verify('nope', '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid 6-digit code');
  });
});

describe('sessions', () => {
  it('knows no user without a session, and none after sign-out', async () => {
    const me = (cookie?: string) =>
      server.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
    expect((await me()).json()).toBeNull();
    const { cookie, user } = await server.signIn();
    expect((await me(cookie)).json()).toMatchObject({ id: user.id });
    await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect((await me(cookie)).json()).toBeNull();
    expect(await server.deps.db.select().from(sessions)).toHaveLength(0);
    const birthdays = await server.app.inject({ url: '/api/birthdays', headers: { cookie } });
    expect(birthdays.statusCode).toBe(401);
    expect(birthdays.json().error.message).toBe('Must be logged in');
  });

  it('lasts 30 days from its last use, renewed when used', async () => {
    const { cookie } = await server.signIn();
    const list = () => server.app.inject({ url: '/api/birthdays', headers: { cookie } });
    clock.advance(29 * 24 * 3600_000);
    expect((await list()).statusCode).toBe(200);
    clock.advance(29 * 24 * 3600_000);
    expect((await list()).statusCode).toBe(200);
    clock.advance(31 * 24 * 3600_000);
    expect((await list()).statusCode).toBe(401);
  });

  it('renews once when 50 requests arrive together', async () => {
    const { cookie } = await server.signIn();
    clock.advance(2 * 3600_000);
    const all = await Promise.all(
      Array.from({ length: 50 }, () => server.app.inject({ url: '/api/birthdays', headers: { cookie } })),
    );
    expect(all.every((res) => res.statusCode === 200)).toBe(true);
    expect(all.filter((res) => res.headers['set-cookie'])).toHaveLength(1);
    const [session] = await server.deps.db.select().from(sessions);
    expect(session!.lastSeenAt).toEqual(clock.now());
  });

  it('tells apart the sessions of requests that arrive together, refusing the ended ones', async () => {
    const people = await Promise.all(
      ['+12015550123', '+12015550124', '+12015550125'].map((p) => server.signIn(p)),
    );
    const ended = `${SESSION_COOKIE}=${await createSession(server.deps, people[0]!.id)}`;
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(ended.split('=')[1]!)));
    const callers = [...people.map((p) => ({ cookie: p.cookie, id: p.id })), { cookie: ended, id: null }];
    callers.push({ cookie: `${SESSION_COOKIE}=unknown`, id: null });
    const calls = Array.from({ length: 40 }, (_, i) => callers[i % callers.length]!);
    const answers = await Promise.all(
      calls.map(({ cookie }) => server.app.inject({ url: '/api/auth/me', headers: { cookie } })),
    );
    expect(answers.map((res) => (res.json() as { id: string } | null)?.id ?? null)).toEqual(
      calls.map((caller) => caller.id),
    );
  });

  it('ends a session on time even while it is remembered', async () => {
    const { cookie } = await server.signIn();
    const list = () => server.app.inject({ url: '/api/birthdays', headers: { cookie } });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    clock.advance(30 * 24 * 3600_000);
    expect((await list()).statusCode).toBe(401);
  });

  it('sees a change made straight in the database at once', async () => {
    const { cookie, user } = await server.signIn();
    const me = async () =>
      (await server.app.inject({ url: '/api/auth/me', headers: { cookie } })).json() as {
        timeZone: string;
      } | null;
    expect((await me())?.timeZone).not.toBe('Asia/Tokyo');
    await server.deps.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, user.id));
    expect((await me())?.timeZone).toBe('Asia/Tokyo');
    await server.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ timeZone: 'Europe/Oslo' }).where(eq(users.id, user.id));
    });
    expect((await me())?.timeZone).toBe('Europe/Oslo');
    await server.deps.db.delete(sessions);
    expect(await me()).toBeNull();
  });

  it('never keeps a session that ended while it was being looked up', async () => {
    const { user } = await server.signIn();
    for (let attempt = 0; attempt < 20; attempt++) {
      const cookie = `${SESSION_COOKIE}=${await createSession(server.deps, user.id)}`;
      const me = () => server.app.inject({ url: '/api/auth/me', headers: { cookie } });
      await me();
      await Promise.all([me(), me(), server.deps.db.delete(sessions), me()]);
      expect((await me()).json(), `attempt ${attempt}`).toBeNull();
    }
  });

  it('refuses state-changing requests from another origin', async () => {
    const { cookie } = await server.signIn();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'Ada', date: '--12-10' },
    });
    expect(res.statusCode).toBe(403);
    const fetchSite = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
  });
});
