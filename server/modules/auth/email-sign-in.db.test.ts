import { notificationErrors, notificationLog, otpChallenges, users } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { listFeedback } from '@server/modules/feedback';
import { createEmailTestServer, type EmailTestServer } from '@server/test/email-test-server';
import { buildBirthday } from '@server/test/factories';
import { createTestServer } from '@server/test/harness';
import { channelsOn } from '@shared/reminder-channels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const START = '2026-11-22T09:00:00Z';
const clock = manualClock(START);
const ADA = 'ada@example.com';
let server: EmailTestServer;
let smtpAnswer: 550 | null = null;

beforeAll(async () => {
  server = await createEmailTestServer({ clock, smtp: { refuse: () => smtpAnswer } });
});
beforeEach(async () => {
  clock.set(START);
  smtpAnswer = null;
  await server.reset();
});
afterAll(() => server.close());

const verify = (challengeId: string, code: string) => server.verifyCode(challengeId, code);
const challengeOf = (res: { json(): unknown }) => (res.json() as { challengeId: string }).challengeId;
const messageOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const codeFor = (email = ADA) => server.smtp.codeFor(email)!;
const me = (cookie: string) => server.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('sending a code by email', () => {
  it('is offered when SMTP is configured', async () => {
    expect((await server.app.inject({ url: '/api/auth/options' })).json()).toEqual({ email: true });
  });

  it('emails a 6-digit code to the address as typed, trimmed and lower-cased, over STARTTLS', async () => {
    const res = await server.sendEmailCode('  Ada@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ challengeId: expect.any(String), email: ADA, resendAfterSeconds: 60 });
    expect(server.smtp.emails).toHaveLength(1);
    const [email] = server.smtp.emails;
    expect(email).toMatchObject({ to: [ADA], subject: 'Your Cakeday code', secure: true });
    const code = codeFor();
    expect(code).toMatch(/^\d{6}$/);
    expect(email!.text).toBe(
      [
        'Your Cakeday code',
        '',
        `Your Cakeday code is ${code}.`,
        'It expires in 10 minutes.',
        'If you did not ask for it, ignore this email: no one can sign in without the code.',
      ].join('\n'),
    );
    expect(email!.html).toContain(
      `<p style="font-size:16px;line-height:1.5;margin:0 0 8px">Your Cakeday code is ${code}.</p>`,
    );
    expect(email!.messageId).toBe(`<${challengeOf(res)}@cakeday.example>`);
    // Only a hash of the code is kept.
    const [row] = await server.deps.db.select().from(otpChallenges);
    expect(row).toMatchObject({ email: ADA, phone: null, userId: null });
    expect(row!.codeHash).not.toContain(code);
  });

  it.each([
    ['no address at all', 'ada'],
    ['two addresses', 'ada@example.com, bob@example.com'],
    ['an empty one', '   '],
    [
      'one longer than 254 characters',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ],
  ])('refuses %s in plain words, sending nothing', async (_, email) => {
    const res = await server.sendEmailCode(email);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Please enter a valid email address');
    expect(server.smtp.emails).toHaveLength(0);
  });

  it('answers a known address exactly as an unknown one', async () => {
    await server.signInByEmail(ADA);
    clock.advance(61_000);
    server.smtp.emails.length = 0;
    const known = await server.sendEmailCode(ADA);
    const unknown = await server.sendEmailCode('nobody@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    const shape = (res: typeof known) => ({ ...(res.json() as object), challengeId: 'x', email: 'x' });
    expect(shape(known)).toEqual(shape(unknown));
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // The two emails differ in their address and code only.
    const [toKnown, toUnknown] = server.smtp.emails.map((e) => ({
      ...e,
      to: [],
      text: e.text.replace(/\d{6}/, 'X'),
      html: e.html.replace(/\d{6}/, 'X'),
      messageId: '',
      headers: {},
    }));
    expect(toKnown).toEqual(toUnknown);
  });

  it('waits 60 seconds between codes to one address, saying how long', async () => {
    expect((await server.sendEmailCode(ADA)).statusCode).toBe(200);
    clock.advance(15_000);
    const res = await server.sendEmailCode(ADA);
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe('Please wait 45 seconds before trying again');
    expect((await server.sendEmailCode('bob@example.com')).statusCode).toBe(200);
    clock.advance(45_000);
    expect((await server.sendEmailCode(ADA)).statusCode).toBe(200);
  });

  it('counts codes by email and by SMS from one network together: 10 an hour', async () => {
    for (let i = 0; i < 5; i++) {
      const sms = await server.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: `+1201555${String(100 + i).padStart(4, '0')}` },
        remoteAddress: '10.0.0.7',
      });
      expect(sms.statusCode).toBe(200);
      expect((await server.sendEmailCode(`user${i}@example.com`, '10.0.0.7')).statusCode).toBe(200);
    }
    const message = 'Too many codes were requested from this network. Please try again in 60 minutes.';
    const email = await server.sendEmailCode('late@example.com', '10.0.0.7');
    expect([email.statusCode, messageOf(email)]).toEqual([429, message]);
    const sms = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: '+12015550199' },
      remoteAddress: '10.0.0.7',
    });
    expect([sms.statusCode, messageOf(sms)]).toEqual([429, message]);
    expect((await server.sendEmailCode('late@example.com', '10.0.0.8')).statusCode).toBe(200);
  });

  it('says so when the mail server refuses the email, and lets the user retry at once', async () => {
    smtpAnswer = 550;
    const res = await server.sendEmailCode(ADA);
    expect(res.statusCode).toBe(502);
    expect(messageOf(res)).toBe('The email server did not accept the email.');
    expect(await server.deps.db.select().from(otpChallenges)).toHaveLength(0);
    smtpAnswer = null;
    expect((await server.sendEmailCode(ADA)).statusCode).toBe(200);
  });
});

describe('signing up and in by email', () => {
  it('creates a phone-less account with the browser time zone, and signs the same one in later', async () => {
    const first = await server.signInByEmail(ADA, { timeZone: 'Europe/Istanbul' });
    expect(first.user).toMatchObject({ phone: null, email: ADA, timeZone: 'Europe/Istanbul' });
    expect(first.user.id).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect((await me(first.cookie)).json()).toEqual(first.user);
    clock.advance(61_000);
    const again = await server.signInByEmail('ADA@example.com');
    expect(again.user.id).toBe(first.user.id);
    expect(await server.deps.db.select().from(users)).toHaveLength(1);
  });

  it('keeps the spec words for a wrong, spent, expired or over-tried code, as for SMS', async () => {
    const wrongOnce = challengeOf(await server.sendEmailCode(ADA));
    const bad = await verify(wrongOnce, wrong(codeFor()));
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'Invalid verification code. Please try again.']);
    expect((await verify(wrongOnce, codeFor())).statusCode).toBe(200);
    const spent = await verify(wrongOnce, codeFor());
    expect([spent.statusCode, messageOf(spent)]).toEqual([400, 'Please request a new code']);

    clock.advance(61_000);
    const late = challengeOf(await server.sendEmailCode(ADA));
    clock.advance(10 * 60_000 + 1);
    const expired = await verify(late, codeFor());
    expect([expired.statusCode, messageOf(expired)]).toEqual([
      400,
      'Verification code has expired. Please request a new one.',
    ]);

    const tried = challengeOf(await server.sendEmailCode(ADA));
    for (let i = 0; i < 4; i++) await verify(tried, wrong(codeFor()));
    const fifth = await verify(tried, wrong(codeFor()));
    expect([fifth.statusCode, messageOf(fifth)]).toEqual([
      429,
      'Too many attempts. Please try again in 5 minutes.',
    ]);
    expect(messageOf(await verify(tried, codeFor()))).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it('stops an earlier code from working once a new one is sent', async () => {
    const first = challengeOf(await server.sendEmailCode(ADA));
    const firstCode = codeFor();
    clock.advance(60_000);
    await server.sendEmailCode(ADA);
    expect(messageOf(await verify(first, firstCode))).toBe('Please request a new code');
  });
});

describe('an account made by email and its SMS reminders', () => {
  it('skips SMS for it, failing nothing, while an account with a phone gets its text', async () => {
    const ada = await server.signInByEmail(ADA);
    clock.advance(61_000);
    const bob = await server.signIn('+12015550124');
    const settings = {
      enabled: true,
      types: { week: true, day: true, today: true },
      channels: channelsOn('sms'),
      sendHour: 9,
    };
    for (const { id } of [ada, bob]) {
      await server.deps.db
        .update(users)
        .set({ reminderSettings: settings, timeZone: 'UTC' })
        .where(eq(users.id, id));
      await buildBirthday(server.deps.db, { userId: id, name: 'Grace', month: 11, day: 23 });
    }
    server.twilio.messages.length = 0;
    await runReminderTick(server.deps);
    expect(server.twilio.messages.map((m) => m.to)).toEqual(['+12015550124']);
    expect(
      await server.deps.db.select().from(notificationLog).where(eq(notificationLog.userId, ada.id)),
    ).toEqual([]);
    expect(await server.deps.db.select().from(notificationErrors)).toEqual([]);
  });

  it("answers its SMS 'Send a test' with what to do, texting nobody", async () => {
    const ada = await server.signInByEmail(ADA);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/channel-status/sms/test',
      headers: { cookie: ada.cookie },
    });
    expect([res.statusCode, messageOf(res)]).toEqual([409, 'Add a phone number to get reminders by text.']);
    expect(server.twilio.messages).toHaveLength(0);
  });
});

describe('an account made by email elsewhere in the app', () => {
  it('shows as its masked address on a share it sends, and signs its feedback with the address', async () => {
    const ada = await server.signInByEmail(ADA);
    clock.advance(61_000);
    const bob = await server.signIn('+12015550124');
    const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    await call(ada.cookie, 'POST', '/api/birthdays', { name: 'Grace', date: '--12-09', category: 'family' });
    expect(
      (await call(ada.cookie, 'POST', '/api/shares', { recipientId: bob.id, categories: ['family'] }))
        .statusCode,
    ).toBe(201);
    const [pending] = (await call(bob.cookie, 'GET', '/api/shares/pending')).json() as Array<{ id: string }>;
    expect(pending).toMatchObject({ senderId: ada.id, senderContact: 'a•••@example.com' });
    expect((await call(bob.cookie, 'GET', `/api/shares/${pending!.id}`)).json()).toMatchObject({
      senderContact: 'a•••@example.com',
    });
    expect(
      (await call(ada.cookie, 'POST', '/api/feedback', { type: 'bug', feedback: 'Hello' })).statusCode,
    ).toBe(201);
    expect((await listFeedback(server.deps, {})).map((f) => f.contact)).toEqual([ADA]);
  });
});

describe('a server without SMTP_URL', () => {
  it('does not offer email codes, and says so in plain words', async () => {
    const plain = await createTestServer({ clock });
    try {
      expect((await plain.app.inject({ url: '/api/auth/options' })).json()).toEqual({ email: false });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/send-email-code',
        payload: { email: ADA },
      });
      expect([res.statusCode, messageOf(res)]).toEqual([
        404,
        'Signing in by email is not available on this Cakeday server.',
      ]);
      expect(await plain.deps.db.select().from(otpChallenges)).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
