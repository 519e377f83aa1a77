import { otpChallenges, passkeys, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { createEmailTestServer, type EmailTestServer } from '@server/test/email-test-server';
import { DELETE_ACCOUNT_PHRASE } from '@shared/schemas/account';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const clock = manualClock('2026-11-22T09:00:00Z');
const PHONE = '+12015550123';
const OTHER_PHONE = '+12015550124';
const ADA = 'ada@example.com';
let server: EmailTestServer;

beforeAll(async () => {
  server = await createEmailTestServer({ clock });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const methods = async (cookie: string) => (await call(cookie, 'GET', '/api/sign-in-methods')).json();
const messageOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const challengeOf = (res: { json(): unknown }) => (res.json() as { challengeId: string }).challengeId;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The next request comes past the 60 s between two codes to one phone or address. */
const later = () => clock.advance(61_000);

const askEmail = (cookie: string, email: string) =>
  call(cookie, 'POST', '/api/sign-in-methods/email', { email });
const askPhone = (cookie: string, phone: string) =>
  call(cookie, 'POST', '/api/sign-in-methods/phone', { phone });
const confirm = (cookie: string, challengeId: string, code: string) =>
  call(cookie, 'POST', '/api/sign-in-methods/confirm', { challengeId, code });

/** Adds the address as the user would: code by email, then the code back. */
async function addEmail(cookie: string, email: string) {
  const sent = await askEmail(cookie, email);
  expect(sent.statusCode).toBe(200);
  return confirm(cookie, challengeOf(sent), server.smtp.codeFor(email)!);
}

async function addPhone(cookie: string, phone: string) {
  const sent = await askPhone(cookie, phone);
  expect(sent.statusCode).toBe(200);
  return confirm(cookie, challengeOf(sent), server.twilio.lastCode(phone)!);
}

const addPasskey = (userId: string) =>
  server.deps.db.insert(passkeys).values({
    id: newId(),
    userId,
    publicKey: 'key',
    name: 'Laptop',
    deviceType: 'singleDevice',
  });

describe('listing and adding sign-in methods', () => {
  it('lists the phone, the address and the passkeys, and needs a session', async () => {
    const alice = await server.signIn(PHONE);
    expect(await methods(alice.cookie)).toEqual({ phone: PHONE, email: null, passkeys: 0 });
    await addPasskey(alice.id);
    expect(await methods(alice.cookie)).toEqual({ phone: PHONE, email: null, passkeys: 1 });
    const visitor = await server.app.inject({ url: '/api/sign-in-methods' });
    expect([visitor.statusCode, messageOf(visitor)]).toEqual([401, 'Must be logged in']);
  });

  it('adds an email address once its code comes back, and signs the same account in by it', async () => {
    const alice = await server.signIn(PHONE);
    const sent = await askEmail(alice.cookie, ' Ada@Example.com');
    expect(sent.json()).toEqual({ challengeId: expect.any(String), email: ADA, resendAfterSeconds: 60 });
    const [row] = await server.deps.db.select().from(otpChallenges).where(eq(otpChallenges.email, ADA));
    expect(row).toMatchObject({ userId: alice.id });
    const code = server.smtp.codeFor(ADA)!;
    const bad = await confirm(alice.cookie, challengeOf(sent), wrong(code));
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'Invalid verification code. Please try again.']);
    expect(await methods(alice.cookie)).toMatchObject({ email: null });

    const added = await confirm(alice.cookie, challengeOf(sent), code);
    expect([added.statusCode, added.json()]).toEqual([200, { phone: PHONE, email: ADA, passkeys: 0 }]);
    expect((await call(alice.cookie, 'GET', '/api/auth/me')).json()).toMatchObject({
      phone: PHONE,
      email: ADA,
    });
    later();
    expect((await server.signInByEmail(ADA)).id).toBe(alice.id);
  });

  it('adds a phone to an account made by email, and its SMS test then goes', async () => {
    const ada = await server.signInByEmail(ADA);
    const added = await addPhone(ada.cookie, PHONE);
    expect([added.statusCode, added.json()]).toEqual([200, { phone: PHONE, email: ADA, passkeys: 0 }]);
    later();
    expect((await server.signIn(PHONE)).id).toBe(ada.id);
    server.twilio.messages.length = 0;
    later();
    expect((await call(ada.cookie, 'POST', '/api/channel-status/sms/test')).statusCode).toBe(200);
    expect(server.twilio.messages.map((m) => m.to)).toEqual([PHONE]);
  });

  it('changes the phone: the new one replaces the old, which then signs up an account of its own', async () => {
    const alice = await server.signIn(PHONE);
    expect((await addPhone(alice.cookie, OTHER_PHONE)).json()).toMatchObject({ phone: OTHER_PHONE });
    later();
    expect((await server.signIn(OTHER_PHONE)).id).toBe(alice.id);
    later();
    expect((await server.signIn(PHONE)).id).not.toBe(alice.id);
  });

  it('signs nobody in with a code sent to add a method, and takes no one else’s', async () => {
    const alice = await server.signIn(PHONE);
    later();
    const bob = await server.signIn(OTHER_PHONE);
    const sent = await askEmail(alice.cookie, ADA);
    const code = server.smtp.codeFor(ADA)!;
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { challengeId: challengeOf(sent), code },
    });
    expect([signIn.statusCode, messageOf(signIn)]).toEqual([400, 'Please request a new code']);
    const stolen = await confirm(bob.cookie, challengeOf(sent), code);
    expect([stolen.statusCode, messageOf(stolen)]).toEqual([400, 'Please request a new code']);
    expect(await methods(bob.cookie)).toMatchObject({ email: null });
    // Neither try spent the code: its owner still adds the address with it.
    expect((await confirm(alice.cookie, challengeOf(sent), code)).statusCode).toBe(200);
  });

  it('keeps the caps of sign-in codes: 60 s between codes to one address', async () => {
    const alice = await server.signIn(PHONE);
    expect((await askEmail(alice.cookie, ADA)).statusCode).toBe(200);
    const again = await askEmail(alice.cookie, ADA);
    expect([again.statusCode, messageOf(again)]).toEqual([429, 'Please wait 60 seconds before trying again']);
  });
});

describe('a phone or address that is another account’s', () => {
  it('sends the code as for any other, and refuses it only once the code is confirmed', async () => {
    const bob = await server.signInByEmail(ADA);
    later();
    const alice = await server.signIn(PHONE);
    const taken = await askEmail(alice.cookie, ADA);
    const free = await askEmail(alice.cookie, 'free@example.com');
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    expect(Object.keys(taken.json() as object)).toEqual(Object.keys(free.json() as object));

    const refused = await confirm(alice.cookie, challengeOf(taken), server.smtp.codeFor(ADA)!);
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'This email address belongs to another Cakeday account.',
    ]);
    expect(await methods(alice.cookie)).toEqual({ phone: PHONE, email: null, passkeys: 0 });
    expect(await methods(bob.cookie)).toEqual({ phone: null, email: ADA, passkeys: 0 });
    expect(await server.deps.db.select().from(users)).toHaveLength(2);
  });

  it('refuses another account’s phone the same way, and merges nothing', async () => {
    const bob = await server.signIn(OTHER_PHONE);
    const alice = await server.signInByEmail(ADA);
    later();
    const refused = await addPhone(alice.cookie, OTHER_PHONE);
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'This phone number belongs to another Cakeday account.',
    ]);
    expect(await methods(alice.cookie)).toEqual({ phone: null, email: ADA, passkeys: 0 });
    expect(await methods(bob.cookie)).toEqual({ phone: OTHER_PHONE, email: null, passkeys: 0 });
  });
});

describe('removing a sign-in method', () => {
  it('removes the phone or the address while another way in remains, and never the last', async () => {
    const alice = await server.signIn(PHONE);
    await addEmail(alice.cookie, ADA);
    const noPhone = await call(alice.cookie, 'DELETE', '/api/sign-in-methods/phone');
    expect([noPhone.statusCode, noPhone.json()]).toEqual([200, { phone: null, email: ADA, passkeys: 0 }]);
    // A second click finds nothing to remove, and says what there is.
    expect((await call(alice.cookie, 'DELETE', '/api/sign-in-methods/phone')).json()).toEqual({
      phone: null,
      email: ADA,
      passkeys: 0,
    });
    const last = await call(alice.cookie, 'DELETE', '/api/sign-in-methods/email');
    expect([last.statusCode, messageOf(last)]).toEqual([
      409,
      'Keep at least one way to sign in: add another before removing this one.',
    ]);
    await addPasskey(alice.id);
    expect((await call(alice.cookie, 'DELETE', '/api/sign-in-methods/email')).json()).toEqual({
      phone: null,
      email: null,
      passkeys: 1,
    });
    const unknown = await call(alice.cookie, 'DELETE', '/api/sign-in-methods/passkey');
    expect(unknown.statusCode).toBe(400);
  });

  it('leaves one method when the last two are removed at once, again and again', async () => {
    const alice = await server.signIn(PHONE);
    for (let round = 0; round < 10; round++) {
      await server.deps.db.update(users).set({ phone: PHONE, email: ADA }).where(eq(users.id, alice.id));
      const answers = await Promise.all(
        ['phone', 'email', 'phone', 'email'].map((kind) =>
          call(alice.cookie, 'DELETE', `/api/sign-in-methods/${kind}`),
        ),
      );
      const [row] = await server.deps.db.select().from(users).where(eq(users.id, alice.id));
      expect(
        [row!.phone, row!.email].filter((m) => m !== null),
        `round ${round}`,
      ).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409).length).toBeGreaterThanOrEqual(1);
    }
  });
  it('refuses the phone while the last passkey goes at the same moment', async () => {
    const alice = await server.signIn(PHONE);
    await addPasskey(alice.id);
    // The passkey's removal as remove-passkey.ts makes it: the user's row locked, the passkey gone,
    // held open while the phone's removal arrives.
    let commit!: () => void;
    let removedPasskey!: () => void;
    const passkeyGone = new Promise<void>((resolve) => {
      removedPasskey = resolve;
    });
    const held = server.deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, alice.id)).for('update');
      await tx.delete(passkeys).where(eq(passkeys.userId, alice.id));
      removedPasskey();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await passkeyGone;
    const phoneRemoval = call(alice.cookie, 'DELETE', '/api/sign-in-methods/phone');
    // Long enough for the removal to reach the row lock and wait on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await held;
    const answer = await phoneRemoval;
    expect([answer.statusCode, messageOf(answer)]).toEqual([
      409,
      'Keep at least one way to sign in: add another before removing this one.',
    ]);
    const [row] = await server.deps.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, alice.id));
    expect(row!.phone).toBe(PHONE);
  });
});

describe('deleting an account with its sign-in methods', () => {
  /** Every row that still names Alice's id, phone or address, in any text column of any table. */
  async function rowsNaming(values: string[]) {
    const { rows: columns } = (await server.deps.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type = 'text'
    `)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = (await server.deps.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: Array<{ n: number }> };
      if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  it('removes its phone, address, passkeys and every code sent to them', async () => {
    const alice = await server.signIn(PHONE);
    await addEmail(alice.cookie, ADA);
    await addPasskey(alice.id);
    later();
    await askPhone(alice.cookie, OTHER_PHONE);
    await server.sendEmailCode(ADA);
    expect(await rowsNaming([alice.id, PHONE, ADA, OTHER_PHONE])).not.toEqual([]);
    const res = await call(alice.cookie, 'POST', '/api/account/delete', {
      confirmation: DELETE_ACCOUNT_PHRASE,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsNaming([alice.id, PHONE, ADA, OTHER_PHONE])).toEqual([]);
  });

  it('asks an old session of an account made by email for a code by email, and deletes with it', async () => {
    const ada = await server.signInByEmail(ADA);
    clock.advance(5 * 60_000 + 1);
    const asked = await call(ada.cookie, 'POST', '/api/account/delete', {
      confirmation: DELETE_ACCOUNT_PHRASE,
    });
    expect([asked.statusCode, messageOf(asked)]).toEqual([
      403,
      'For your safety, confirm with a new sign-in code. We are emailing one to you.',
    ]);
    const sent = await call(ada.cookie, 'POST', '/api/account/reauth-code');
    expect(sent.json()).toEqual({ challengeId: expect.any(String), email: ADA, resendAfterSeconds: 60 });
    const res = await call(ada.cookie, 'POST', '/api/account/delete', {
      confirmation: DELETE_ACCOUNT_PHRASE,
      challengeId: challengeOf(sent),
      code: server.smtp.codeFor(ADA),
    });
    expect(res.statusCode).toBe(200);
    expect(
      await server.deps.db
        .select()
        .from(users)
        .where(or(eq(users.id, ada.id), eq(users.email, ADA))),
    ).toEqual([]);
  });
});
