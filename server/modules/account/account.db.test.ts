import { notificationErrors, notificationLog, pushSubscriptions } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { listFeedback } from '@server/modules/feedback';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { Topic } from '@shared/realtime';
import { DELETE_ACCOUNT_PHRASE, REAUTH_REQUIRED } from '@shared/schemas/account';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type User = { cookie: string; id: string; phone: string };
type Json = Record<string, unknown>;

const clock = manualClock('2030-06-01T12:00:00Z');
let server: TestServer;
let alice: User;
let bob: User;

async function signIn(phone: string): Promise<User> {
  const { cookie, user } = await server.signIn(phone);
  return { cookie, id: user.id, phone };
}

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  await server.reset();
  clock.advance(2 * 60_000); // past the sign-in code throttle of the previous test
  alice = await signIn('+12015550123');
  bob = await signIn('+12015550124');
});
afterAll(() => server.close());

const call = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  server.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;
const deleteAccount = (user: User | null, extra: Json = {}) =>
  call(user, 'POST', '/api/account/delete', { confirmation: DELETE_ACCOUNT_PHRASE, ...extra });

/** Alice with something in every table a user's data lives in. */
async function aliceEverywhere() {
  const add = async (user: User, name: string, category = 'family') => {
    const res = await call(user, 'POST', '/api/birthdays', { name, date: '--12-10', category });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const ada = await add(alice, 'Ada');
  await add(bob, 'Bob’s aunt');
  expect(
    (await call(alice, 'POST', '/api/shares', { recipientId: bob.id, categories: ['family'] })).statusCode,
  ).toBe(201);
  expect(
    (await call(bob, 'POST', '/api/shares', { recipientId: alice.id, categories: ['family'] })).statusCode,
  ).toBe(201);
  expect(
    (await call(alice, 'POST', '/api/feedback', { type: 'bug', feedback: 'Keep this note' })).statusCode,
  ).toBe(201);
  const { db } = server.deps;
  await db.insert(pushSubscriptions).values({
    id: newId(),
    userId: alice.id,
    endpoint: 'https://push.example.com/alice',
    p256dh: 'key',
    auth: 'auth',
  });
  const now = clock.now();
  await db.insert(notificationLog).values({
    id: newId(),
    userId: alice.id,
    birthdayId: ada,
    leadDays: 0,
    occurrence: '2030-12-10',
    channel: 'sms',
    status: 'sent',
    dueAt: now,
    claimedAt: now,
    leaseUntil: now,
  });
  await db.insert(notificationErrors).values({
    id: newId(),
    userId: alice.id,
    birthdayId: ada,
    type: 'sms',
    error: 'unreachable',
  });
}

/**
 * Every row of every table that still names the user, by id or phone. The columns come from
 * information_schema, so a table added later is checked too.
 */
async function rowsNaming(user: User) {
  const { rows: columns } = (await server.deps.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'text'
      and (column_name in ('id', 'phone', 'contact') or column_name like '%user_id' or column_name like '%_id')
  `)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  expect(columns.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = (await server.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} in (${user.id}, ${user.phone})`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}

describe('deleting an account from a fresh session', () => {
  it('removes every row that names the user, keeps feedback anonymous, and leaves others alone', async () => {
    await aliceEverywhere();
    expect(await rowsNaming(alice)).not.toEqual([]);
    const otherTab = server.deps.realtime.subscribe(alice.id, ({ topic }) => heard.push(topic));
    const heard: Topic[] = [];

    const res = await deleteAccount(alice);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'cakeday_session')?.value).toBe('');
    // On PostgreSQL the event arrives through LISTEN, a moment after the answer.
    await expect.poll(() => heard).toContain('account');
    otherTab();

    expect(await rowsNaming(alice)).toEqual([]);
    expect((await listFeedback(server.deps, {})).map((f) => [f.feedback, f.contact])).toEqual([
      ['Keep this note', 'anonymous'],
    ]);
    // Bob keeps his own birthday; the shares between the two are gone.
    expect(((await call(bob, 'GET', '/api/birthdays')).json() as Json[]).map((b) => b.name)).toEqual([
      'Bob’s aunt',
    ]);
    expect((await call(bob, 'GET', '/api/shares/pending')).json()).toEqual([]);
    // The session is gone with the account: every open tab is signed out.
    expect((await call(alice, 'GET', '/api/birthdays')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/auth/me')).json()).toBeNull();
  });

  it('needs the exact phrase', async () => {
    for (const confirmation of ['Delete my account', 'delete my account ', '', undefined]) {
      const res = await call(alice, 'POST', '/api/account/delete', { confirmation });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Please type "delete my account" to confirm');
    }
    expect((await call(alice, 'GET', '/api/birthdays')).statusCode).toBe(200);
  });

  it("needs a signed-in user: 'Must be logged in'", async () => {
    const res = await deleteAccount(null);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Must be logged in');
  });

  it('survives twenty deletes at once', async () => {
    await aliceEverywhere();
    const results = await Promise.all(Array.from({ length: 20 }, () => deleteAccount(alice)));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
    expect(await rowsNaming(alice)).toEqual([]);
  });
});

describe('deleting an account from a session older than five minutes', () => {
  beforeEach(() => clock.advance(5 * 60_000 + 1));

  it('asks for a fresh code, texts it to the account phone, and deletes with it', async () => {
    const asked = await deleteAccount(alice);
    expect(asked.statusCode).toBe(403);
    expect(errorOf(asked)).toEqual({
      code: REAUTH_REQUIRED,
      message: 'For your safety, confirm with a new sign-in code. We are texting one to your phone.',
    });

    const sent = await call(alice, 'POST', '/api/account/reauth-code');
    expect(sent.statusCode).toBe(200);
    const { challengeId, phone } = sent.json() as { challengeId: string; phone: string };
    expect(phone).toBe(alice.phone);

    const code = server.twilio.lastCode(alice.phone);
    const wrong = await deleteAccount(alice, { challengeId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('Invalid verification code. Please try again.');

    const res = await deleteAccount(alice, { challengeId, code });
    expect(res.statusCode).toBe(200);
    expect(await rowsNaming(alice)).toEqual([]);
  });

  it('refuses a code that signs in another phone, and leaves the account as it was', async () => {
    clock.advance(61_000);
    const other = await call(null, 'POST', '/api/auth/send-code', { phone: bob.phone });
    const { challengeId } = other.json() as { challengeId: string };
    const res = await deleteAccount(alice, { challengeId, code: server.twilio.lastCode(bob.phone) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Invalid verification code. Please try again.');
    expect((await call(alice, 'GET', '/api/birthdays')).statusCode).toBe(200);
    expect(await rowsNaming(bob)).not.toEqual([]);
  });
});

describe('the welcome on the first sign-in', () => {
  const me = async (user: User) => (await call(user, 'GET', '/api/auth/me')).json() as Json;
  const settings = async (user: User) => (await call(user, 'GET', '/api/reminders/settings')).json() as Json;

  it("stores a zone given under its old name ('Asia/Calcutta') under today's, in the welcome and in Reminder Settings", async () => {
    await call(alice, 'POST', '/api/account/onboarding', {
      setup: { timeZone: 'Asia/Calcutta', sendHour: 9, enabled: true },
    });
    expect(await settings(alice)).toMatchObject({ timeZone: 'Asia/Kolkata' });
    const saved = await call(alice, 'PUT', '/api/reminders/settings', {
      ...(await settings(alice)),
      timeZone: 'Europe/Kiev',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'Europe/Kyiv' });
    expect(await settings(alice)).toMatchObject({ timeZone: 'Europe/Kyiv' });
  });

  it('is due for a new user and stores the confirmed zone, hour and on/off', async () => {
    expect(await me(alice)).toMatchObject({ hasCompletedOnboarding: false });
    const before = await settings(alice);
    const res = await call(alice, 'POST', '/api/account/onboarding', {
      setup: { timeZone: 'America/Chicago', sendHour: 7, enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(alice)).toMatchObject({ hasCompletedOnboarding: true, timeZone: 'America/Chicago' });
    expect(await settings(alice)).toEqual({
      ...before,
      timeZone: 'America/Chicago',
      sendHour: 7,
      enabled: false,
    });
    // A second sign-in does not ask again.
    clock.advance(61_000);
    expect((await server.signIn(alice.phone)).user).toMatchObject({ hasCompletedOnboarding: true });
  });

  it('is not asked again once dismissed, and dismissing changes no setting', async () => {
    const before = await settings(alice);
    expect((await call(alice, 'POST', '/api/account/onboarding', { setup: null })).statusCode).toBe(200);
    expect(await me(alice)).toMatchObject({ hasCompletedOnboarding: true });
    expect(await settings(alice)).toEqual(before);
    expect(await me(bob)).toMatchObject({ hasCompletedOnboarding: false });
  });

  it('refuses an unknown time zone or hour, and a visitor', async () => {
    for (const setup of [
      { timeZone: 'Mars/Olympus', sendHour: 9, enabled: true },
      { timeZone: 'UTC', sendHour: 24, enabled: true },
    ]) {
      expect((await call(alice, 'POST', '/api/account/onboarding', { setup })).statusCode).toBe(400);
    }
    expect(await me(alice)).toMatchObject({ hasCompletedOnboarding: false });
    expect((await call(null, 'POST', '/api/account/onboarding', { setup: null })).statusCode).toBe(401);
  });
});
