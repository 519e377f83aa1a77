import { emailChannel } from '@server/channels/email/sender';
import { loadConfig } from '@server/config';
import { notificationLog, reminderDestinations, users } from '@server/db/schema';
import { ConfigError } from '@server/env';
import { claimDelivery, reminderNotification } from '@server/jobs/reminders/deliver-reminder';
import { LEASE_MS } from '@server/jobs/reminders/delivery-log';
import { findDueReminders } from '@server/jobs/reminders/find-due-reminders';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';

const clock = manualClock('2026-11-22T09:00:00Z');
let smtp: FakeSmtp;
/** How the fake mail server answers DATA: 421 (not available now), 451 (try later), 550 (refused) or accepted. */
let smtpAnswer: 421 | 451 | 550 | null = null;
/** How many times it answered with a refusal. */
let refusals = 0;
let server: TestServer;
let alice: { cookie: string; id: string };

beforeAll(async () => {
  smtp = await startFakeSmtp({
    refuse: () => {
      if (smtpAnswer) refusals += 1;
      return smtpAnswer;
    },
  });
  server = await createTestServer({
    clock,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cakeday <reminders@cakeday.example>',
      SMTP_CA_FILE: smtp.caFile,
      PUBLIC_URL: 'https://cakeday.example',
    },
  });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
  smtp.emails.length = 0;
  smtpAnswer = null;
  alice = await server.signIn('+12015550123');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/email${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const emailsTo = (address: string) => smtp.emails.filter((e) => e.to.includes(address));
const channelsOf = async (userId: string) => {
  const [row] = await server.deps.db.select().from(users).where(eq(users.id, userId));
  return (row!.reminderSettings as { channels: Record<string, boolean> }).channels;
};

/** Saves the address, reads the code from the fake SMTP server and confirms it, as a user would. */
async function confirmAddress(cookie: string, address: string) {
  expect((await call('PUT', '/', cookie, { address })).statusCode).toBe(200);
  const confirmed = await call('POST', '/confirm', cookie, { code: smtp.codeFor(address) });
  expect(confirmed.statusCode).toBe(200);
}

describe('confirming an address', () => {
  it('emails a 6-digit code over STARTTLS with AUTH, and only the right code confirms it', async () => {
    const saved = await call('PUT', '/', alice.cookie, { address: '  ada@example.com ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      available: true,
      address: 'ada@example.com',
      status: 'waiting',
      paused: null,
    });
    const [mail] = emailsTo('ada@example.com');
    expect(mail).toMatchObject({
      subject: 'Your Cakeday confirmation code',
      from: '"Cakeday" <reminders@cakeday.example>',
      secure: true,
      user: 'cakeday',
    });
    const code = smtp.codeFor('ada@example.com')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain('It expires in 30 minutes.');

    // Nothing of the code is stored in the clear.
    const [row] = await server.deps.db
      .select()
      .from(reminderDestinations)
      .where(eq(reminderDestinations.userId, alice.id));
    expect(JSON.stringify(row!.config)).not.toContain(code);
    expect(row!.confirmedAt).toBeNull();

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', '/confirm', alice.cookie, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe('Invalid verification code. Please try again.');
    expect((await call('GET', '/', alice.cookie)).json()).toMatchObject({ status: 'waiting' });

    const ok = await call('POST', '/confirm', alice.cookie, { code });
    expect(ok.json()).toEqual({
      available: true,
      address: 'ada@example.com',
      status: 'confirmed',
      paused: null,
    });
    expect((await channelsOf(alice.id)).email).toBe(true);
    // The code is used up.
    expect(errorOf(await call('POST', '/confirm', alice.cookie, { code }))).toBe(
      'No code is waiting for this address. Please send a new code.',
    );
  });

  it('refuses a code after 30 minutes', async () => {
    await call('PUT', '/', alice.cookie, { address: 'late@example.com' });
    clock.advance(30 * 60_000 + 1000);
    const res = await call('POST', '/confirm', alice.cookie, { code: smtp.codeFor('late@example.com') });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Verification code has expired. Please request a new one.');
  });

  it('counts twenty parallel guesses: five are checked, the right code after them is refused', async () => {
    await call('PUT', '/', alice.cookie, { address: 'guess@example.com' });
    const code = smtp.codeFor('guess@example.com')!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/confirm', alice.cookie, { code: wrong })),
    );
    expect(answers.filter((a) => errorOf(a) === 'Invalid verification code. Please try again.')).toHaveLength(
      5,
    );
    expect(
      answers.filter((a) => errorOf(a) === 'Too many wrong codes. Please send a new code.'),
    ).toHaveLength(15);
    expect(errorOf(await call('POST', '/confirm', alice.cookie, { code }))).toBe(
      'Too many wrong codes. Please send a new code.',
    );
  });

  it('sends at most five codes an hour, even for twenty requests at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('PUT', '/', alice.cookie, { address: 'many@example.com' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(errorOf(refused)).toBe(
      'Cakeday has sent several codes already. Please wait up to an hour before asking for another.',
    );
    expect(emailsTo('many@example.com')).toHaveLength(5);
    clock.advance(60 * 60_000 + 1000);
    expect((await call('PUT', '/', alice.cookie, { address: 'many@example.com' })).statusCode).toBe(200);
  });

  it('needs a new confirmation when the address changes', async () => {
    await confirmAddress(alice.cookie, 'old@example.com');
    const changed = await call('PUT', '/', alice.cookie, { address: 'new@example.com' });
    expect(changed.json()).toMatchObject({ address: 'new@example.com', status: 'waiting' });
    // The old address's code cannot confirm the new one.
    const oldCode = smtp.codeFor('old@example.com');
    const newCode = smtp.codeFor('new@example.com');
    if (oldCode !== newCode)
      expect((await call('POST', '/confirm', alice.cookie, { code: oldCode })).statusCode).toBe(400);
    expect((await call('POST', '/confirm', alice.cookie, { code: newCode })).json()).toMatchObject({
      status: 'confirmed',
    });
  });

  it.each([
    ['not an address', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
    ['two@example.com, three@example.com', 'Please enter a valid email address'],
    ['evil@example.com\r\nBcc: victim@example.com', 'Please enter a valid email address'],
  ])('refuses %j in plain words, sending nothing', async (address, message) => {
    const res = await call('PUT', '/', alice.cookie, { address });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(message);
    expect(smtp.emails).toEqual([]);
  });

  it('needs a session for everything but the unsubscribe link', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['PUT', '/'],
      ['POST', '/confirm'],
      ['POST', '/test'],
      ['DELETE', '/'],
    ] as const) {
      const res = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('Send a test and Remove', () => {
  it('sends one test for twenty clicks at once, then asks to wait', async () => {
    await confirmAddress(alice.cookie, 'test@example.com');
    smtp.emails.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/test', alice.cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(errorOf(answers.find((a) => a.statusCode === 429)!)).toBe(
      'Please wait 30 seconds before sending another test.',
    );
    expect(smtp.emails.map((e) => e.subject)).toEqual(['Cakeday test email']);
    clock.advance(30_000);
    expect((await call('POST', '/test', alice.cookie)).statusCode).toBe(200);
  });

  it('sends no test to an address not confirmed yet', async () => {
    await call('PUT', '/', alice.cookie, { address: 'wait@example.com' });
    const res = await call('POST', '/test', alice.cookie);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe('Confirm your email address first.');
    expect(emailsTo('wait@example.com')).toHaveLength(1);
  });

  it('forgets the address on Remove and turns email off', async () => {
    await confirmAddress(alice.cookie, 'gone@example.com');
    expect((await call('DELETE', '/', alice.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/', alice.cookie)).json()).toEqual({
      available: true,
      address: null,
      status: 'none',
      paused: null,
    });
    expect((await channelsOf(alice.id)).email).toBe(false);
  });
});

describe('reminders by email', () => {
  async function dueReminder(name: string) {
    await confirmAddress(alice.cookie, 'ada@example.com');
    smtp.emails.length = 0;
    return buildBirthday(server.deps.db, { userId: alice.id, name, month: 11, day: 23 });
  }

  it('arrives through the engine with a stable Message-ID and one-click unsubscribe headers', async () => {
    const birthday = await dueReminder('Ada Lovelace');
    await runReminderTick(server.deps);
    const [mail] = emailsTo('ada@example.com');
    expect(mail!.subject).toBe("Ada Lovelace's birthday is tomorrow");
    expect(mail!.text).toContain(`https://cakeday.example/wish/${birthday.id}`);
    const [log] = await server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.channel, 'email')));
    expect(log).toMatchObject({ birthdayId: birthday.id, status: 'sent' });
    expect(mail!.messageId).toBe(`<${log!.id}@cakeday.example>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toMatch(/^<!doctype html><html lang="en" dir="ltr"><body/);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/cakeday\.example\/api\/email\/unsubscribe\?token=[A-Za-z0-9._%-]{40,}>$/,
    );
    // A later tick sends nothing more.
    await runReminderTick(server.deps, new Date('2026-11-22T10:00:00Z'));
    expect(emailsTo('ada@example.com')).toHaveLength(1);
  });

  it('escapes a name in the HTML and keeps it as written in the text', async () => {
    await dueReminder(`<script>alert(1)</script> O'Brien & "Co"`);
    await runReminderTick(server.deps);
    const [mail] = emailsTo('ada@example.com');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &quot;Co&quot;');
    expect(mail!.text).toContain(`<script>alert(1)</script> O'Brien & "Co"'s birthday is tomorrow`);
  });

  it('is sent again after a crash with the same Message-ID, so it is recognisably one message', async () => {
    await dueReminder('Crash');
    const [due] = await findDueReminders(server.deps.db, clock.now(), server.deps.channels);
    const claim = await claimDelivery(server.deps, due!, 'email', clock.now());
    // The claimant sends the email and dies before recording it…
    await emailChannel.send(
      server.deps,
      due!,
      claim!,
      reminderNotification(due!, server.deps.config.publicUrl),
    );
    // …and after its lease another tick takes the claim over and sends it again.
    clock.set(new Date(Date.parse('2026-11-22T09:00:00Z') + LEASE_MS).toISOString());
    await runReminderTick(server.deps);
    const sent = emailsTo('ada@example.com');
    expect(sent.map((e) => e.messageId)).toEqual([
      `<${claim!.id}@cakeday.example>`,
      `<${claim!.id}@cakeday.example>`,
    ]);
    const [log] = await server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.channel, 'email')));
    expect(log).toMatchObject({ id: claim!.id, attempts: 2, status: 'sent' });
  });

  it('is not sent to an address never confirmed', async () => {
    await call('PUT', '/', alice.cookie, { address: 'unconfirmed@example.com' });
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    await runReminderTick(server.deps);
    expect(emailsTo('unconfirmed@example.com').map((e) => e.subject)).toEqual([
      'Your Cakeday confirmation code',
    ]);
  });
});

describe('one-click unsubscribe', () => {
  async function unsubscribeUrl() {
    await confirmAddress(alice.cookie, 'ada@example.com');
    await call('POST', '/test', alice.cookie);
    const header = emailsTo('ada@example.com').at(-1)!.headers['list-unsubscribe']!;
    return new URL(header.slice(1, -1));
  }

  it('turns email reminders off with a POST carrying no cookie, as a mail provider sends it', async () => {
    const url = await unsubscribeUrl();
    const res = await server.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Email reminders are off. You can turn them on again in Reminder Settings.');
    expect((await channelsOf(alice.id)).email).toBe(false);
    // The address stays confirmed: ticking the box again in Reminder Settings is all it takes.
    expect((await call('GET', '/', alice.cookie)).json()).toMatchObject({ status: 'confirmed' });
    smtp.emails.length = 0;
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    await runReminderTick(server.deps);
    expect(smtp.emails).toEqual([]);
  });

  it('works from a multipart POST too, and a GET only asks', async () => {
    const url = await unsubscribeUrl();
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Turn off email reminders');
    expect((await channelsOf(alice.id)).email).toBe(true);
    const boundary = 'xyz';
    const res = await server.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect((await channelsOf(alice.id)).email).toBe(false);
  });

  it.each([
    ['a wrong secret', (token: string) => `${token.slice(0, -2)}xx`],
    ["another user's id", (token: string) => `ZZZZZZZZZZ${token.slice(token.indexOf('.'))}`],
    ['no secret', (token: string) => token.slice(0, token.indexOf('.') + 1)],
    ['nothing', () => ''],
  ])('refuses %s', async (_, tamper) => {
    const url = await unsubscribeUrl();
    const token = tamper(url.searchParams.get('token')!);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This unsubscribe link is not valid.');
    expect((await channelsOf(alice.id)).email).toBe(true);
  });
});

describe('in the reader’s language', () => {
  const inHebrew = (method: Method, url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/email${url}`,
      headers: { cookie: alice.cookie, 'accept-language': 'he' },
      ...(payload ? { payload } : {}),
    });
  const speaksHebrew = () => server.deps.db.update(users).set({ locale: 'he' }).where(eq(users.id, alice.id));

  it('emails the confirmation code and the test in the language the app asks for', async () => {
    expect((await inHebrew('PUT', '/', { address: 'dana@example.com' })).statusCode).toBe(200);
    const code = smtp.codeFor('dana@example.com')!;
    const [mail] = emailsTo('dana@example.com');
    expect(mail!.subject).toBe('קוד האישור שלך ל-Cakeday');
    expect(mail!.text.split('\n')).toEqual([
      'קוד האישור שלך ל-Cakeday',
      '',
      `הקוד שלך הוא ${code}. כדי לקבל תזכורות לימי הולדת באימייל, יש להקליד אותו בהגדרות התזכורות של Cakeday.`,
      'הוא יפוג בעוד 30 דקות. אם לא ביקשת אותו, אפשר להתעלם מהאימייל הזה: בלי הקוד לא יישלח דבר.',
    ]);

    expect((await call('POST', '/confirm', alice.cookie, { code })).statusCode).toBe(200);
    expect((await inHebrew('POST', '/test')).statusCode).toBe(200);
    const test = emailsTo('dana@example.com').at(-1)!;
    const unsubscribe = test.headers['list-unsubscribe']!.slice(1, -1);
    expect(test.subject).toBe('אימייל בדיקה מ-Cakeday');
    expect(test.text.split('\n')).toEqual([
      'אימייל בדיקה מ-Cakeday',
      '',
      'זוהי בדיקה מ-Cakeday.',
      'כך יגיעו אליך תזכורות ימי ההולדת.',
      '',
      'פתיחת Cakeday: https://cakeday.example',
      '',
      '--',
      'ההודעה הזו נשלחה אליך כי תזכורות באימייל מופעלות בחשבון Cakeday שלך.',
      `הפסקת התזכורות באימייל: ${unsubscribe}`,
    ]);
    expect(test.html).toContain('>הפסקת התזכורות באימייל</a>');
  });

  it('brings a Hebrew account’s reminder with its link and footer in Hebrew too', async () => {
    await confirmAddress(alice.cookie, 'ada@example.com');
    await speaksHebrew();
    smtp.emails.length = 0;
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    await runReminderTick(server.deps);
    const [mail] = emailsTo('ada@example.com');
    expect(mail!.subject).toBe('יום ההולדת של Ada מחר');
    expect(mail!.text).toMatch(/\nפתיחת Cakeday: https:\/\/cakeday\.example\/wish\/\S+\n/);
    expect(mail!.text).toContain(
      '\n--\nההודעה הזו נשלחה אליך כי תזכורות באימייל מופעלות בחשבון Cakeday שלך.\nהפסקת התזכורות באימייל: https://cakeday.example/api/email/unsubscribe?token=',
    );
    expect(mail!.text).not.toMatch(/Open Cakeday|You get this|Stop email reminders/);
    expect(mail!.html).toMatch(/^<!doctype html><html lang="he" dir="rtl"><body/);
  });

  it('shows the unsubscribe page in the account’s language and direction, else the browser’s', async () => {
    await confirmAddress(alice.cookie, 'ada@example.com');
    await call('POST', '/test', alice.cookie);
    const url = new URL(emailsTo('ada@example.com').at(-1)!.headers['list-unsubscribe']!.slice(1, -1));
    const english = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');

    await speaksHebrew();
    // The account's language wins over the browser's: the page goes with the emails.
    const page = await server.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { 'accept-language': 'de' },
    });
    expect(page.body).toContain('<html lang="he" dir="rtl">');
    expect(page.body).toContain('<title>תזכורות באימייל · Cakeday</title>');
    expect(page.body).toContain('<p>לכבות את תזכורות ימי ההולדת באימייל בחשבון Cakeday הזה?</p>');
    expect(page.body).toContain('>כיבוי התזכורות באימייל</button>');
    const done = await server.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.body).toContain('<html lang="he" dir="rtl">');
    expect(done.body).toContain(
      '<p role="status">התזכורות באימייל כבויות. אפשר להפעיל אותן מחדש בהגדרות התזכורות.</p>',
    );

    const invalid = await server.app.inject({
      method: 'GET',
      url: '/api/email/unsubscribe?token=nobody.secret',
      headers: { 'accept-language': 'ar-EG,en;q=0.5' },
    });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('<html lang="ar" dir="rtl">');
    expect(invalid.body).toContain(
      'رابط إلغاء الاشتراك هذا غير صالح. افتح Cakeday وأوقف التذكيرات عبر البريد الإلكتروني من إعدادات التذكير.',
    );
  });
});

describe('a server without SMTP_URL', () => {
  it('does not offer email and refuses to save an address', async () => {
    const plain = await createTestServer({ clock });
    try {
      const { cookie } = await plain.signIn('+12015550125');
      const state = await plain.app.inject({ method: 'GET', url: '/api/email', headers: { cookie } });
      expect(state.json()).toEqual({ available: false, address: null, status: 'none', paused: null });
      const save = await plain.app.inject({
        method: 'PUT',
        url: '/api/email',
        headers: { cookie },
        payload: { address: 'ada@example.com' },
      });
      expect(save.statusCode).toBe(404);
      expect(errorOf(save)).toBe('Email reminders are not available on this Cakeday server.');
    } finally {
      await plain.close();
    }
  }, 90_000);
});

describe('configuration', () => {
  it.each([
    ['smtp://', 'SMTP_URL'],
    ['http://mail.example.com', 'SMTP_URL'],
    ['mail.example.com:587', 'SMTP_URL'],
  ])('refuses SMTP_URL=%s at startup, hiding its value', (SMTP_URL) => {
    expect(() => loadConfig({ SMTP_URL, MAIL_FROM: 'a@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL, MAIL_FROM: 'a@example.com' })).toThrow(
      `Invalid configuration: SMTP_URL must be smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (got a hidden value)`,
    );
  });

  it('needs MAIL_FROM with SMTP_URL, and reads both', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com' })).toThrow(
      'Invalid configuration: MAIL_FROM is required with SMTP_URL',
    );
    expect(
      loadConfig({
        SMTP_URL: 'smtps://me%40x.com:p%2Fw@mail.example.com',
        MAIL_FROM: 'Cakeday <r@x.com>',
        PUBLIC_URL: 'https://cakeday.example',
      }).channels.email,
    ).toMatchObject({
      kind: 'smtp',
      host: 'mail.example.com',
      port: 465,
      secure: true,
      user: 'me@x.com',
      pass: 'p/w',
    });
    expect(loadConfig({}).channels.email).toEqual({ kind: 'off' });
  });
});

describe('email failures', () => {
  const emailRow = async () => {
    const [row] = await server.deps.db
      .select()
      .from(reminderDestinations)
      .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, 'email')));
    return row!;
  };
  let made = 0;
  const birthdays = async (n: number) => {
    for (let i = 0; i < n; i++)
      await buildBirthday(server.deps.db, { userId: alice.id, name: `P${made++}`, month: 11, day: 23 });
  };

  it('pauses email at the 10th refusal in a row, as the other destinations, and not before', async () => {
    await confirmAddress(alice.cookie, 'ada@example.com');
    smtp.emails.length = 0;
    smtpAnswer = 550;
    await birthdays(9);
    await runReminderTick(server.deps);
    expect(await emailRow()).toMatchObject({ failures: 9, pausedAt: null });
    await birthdays(1);
    await runReminderTick(server.deps);
    expect(await emailRow()).toMatchObject({ failures: 10, pausedAt: clock.now() });
    // Paused: nothing more is tried.
    smtpAnswer = null;
    await birthdays(1);
    await runReminderTick(server.deps);
    expect(emailsTo('ada@example.com')).toHaveLength(0);
    // The row says so, why, and how to resume: confirming the address again.
    expect((await call('GET', '/', alice.cookie)).json()).toEqual({
      available: true,
      address: 'ada@example.com',
      status: 'paused',
      paused:
        'Paused after 10 failed deliveries in a row (the last: The email server did not accept the email). Confirm the address again to resume.',
    });
    await confirmAddress(alice.cookie, 'ada@example.com');
    expect(await emailRow()).toMatchObject({ failures: 0, pausedAt: null });
    expect((await call('GET', '/', alice.cookie)).json()).toMatchObject({
      status: 'confirmed',
      paused: null,
    });
  });

  it('a "try later" (451) is retried within the day and does not count towards the pause', async () => {
    await confirmAddress(alice.cookie, 'ada@example.com');
    smtp.emails.length = 0;
    smtpAnswer = 451;
    await birthdays(1);
    await runReminderTick(server.deps);
    expect(await emailRow()).toMatchObject({ failures: 0, pausedAt: null });
    const [pending] = await server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.channel, 'email')));
    expect(pending).toMatchObject({ status: 'pending', leaseUntil: new Date('2026-11-22T09:01:00Z') });

    smtpAnswer = null;
    clock.set('2026-11-22T09:01:00Z');
    await runReminderTick(server.deps);
    expect(emailsTo('ada@example.com')).toHaveLength(1);
    expect(emailsTo('ada@example.com')[0]!.messageId).toBe(`<${pending!.id}@cakeday.example>`);
  });

  it('a server answering 421 (not available) to its first three tries gets the reminder once, on the next', async () => {
    await confirmAddress(alice.cookie, 'ada@example.com');
    smtp.emails.length = 0;
    refusals = 0;
    smtpAnswer = 421;
    await birthdays(1);
    for (const at of ['09:00', '09:01', '09:02', '09:04', '09:08', '10:00']) {
      clock.set(`2026-11-22T${at}:00Z`);
      await runReminderTick(server.deps);
      if (refusals === 3) smtpAnswer = null;
    }
    expect(refusals).toBe(3);
    expect(emailsTo('ada@example.com')).toHaveLength(1);
    const [row] = await server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.channel, 'email')));
    expect(row).toMatchObject({ status: 'sent', sentAt: new Date('2026-11-22T09:04:00Z') });
    expect(emailsTo('ada@example.com')[0]!.messageId).toBe(`<${row!.id}@cakeday.example>`);
    expect(await emailRow()).toMatchObject({ failures: 0 });
  });
});
