import { otpChallenges } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { createEmailTestServer, type EmailTestServer } from '@server/test/email-test-server';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { CODES_PER_IP_PER_HOUR } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const PHONE = '+12015550123';
const clock = manualClock('2026-11-22T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    clock,
    env: { SMS_HOURLY_LIMIT: '40', SMS_COUNTRY_HOURLY_LIMIT: '30', LOG_LEVEL: 'warn' },
  });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
});
afterAll(() => server.close());

const sendCode = (phone: string, remoteAddress = '127.0.0.1', target = server) =>
  target.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone }, remoteAddress });
const usPhone = (i: number) => `+1201555${String(1000 + i)}`;
const trPhone = (i: number) => `+90532${String(1_000_000 + i)}`;
const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode).sort();

describe('send-code under concurrency', () => {
  it('sends one SMS for 20 requests at once for one phone', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sendCode(PHONE, `10.1.0.${i}`)));
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(1);
    expect(server.twilio.messages).toHaveLength(1);
    expect(await server.deps.db.select().from(otpChallenges)).toHaveLength(1);
  });

  it('holds the per-IP cap for 30 requests at once from one address', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => sendCode(usPhone(i), '10.2.0.1')));
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(CODES_PER_IP_PER_HOUR);
    expect(server.twilio.messages).toHaveLength(CODES_PER_IP_PER_HOUR);
  });

  it('tells the truth about the per-IP wait', async () => {
    for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++) await sendCode(usPhone(i), '10.3.0.1');
    clock.advance(25 * 60_000);
    const res = await sendCode(usPhone(99), '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Too many codes were requested from this network. Please try again in 35 minutes.',
    );
  });
});

describe('SMS pumping', () => {
  it('caps sign-in SMS per hour overall, whatever the client addresses', async () => {
    // Half Turkish, half American: the per-country caps (30 each) allow all 60, the overall cap 40.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => sendCode(i % 2 ? trPhone(i) : usPhone(i), `10.4.${i}.1`)),
    );
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(40);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      'Cakeday cannot send more sign-in codes right now. Please try again in 60 minutes.',
    );
    clock.advance(60 * 60_000 + 1);
    expect((await sendCode(usPhone(99), '10.4.99.1')).statusCode).toBe(200);
  });

  it('caps sign-in SMS per country per hour', async () => {
    for (let i = 0; i < 30; i++) expect((await sendCode(trPhone(i), `10.5.${i}.1`)).statusCode).toBe(200);
    const res = await sendCode(trPhone(40), '10.5.40.1');
    expect(res.statusCode).toBe(429);
    expect((await sendCode(usPhone(1), '10.5.41.1')).statusCode).toBe(200);
  });

  it.each(['+19002345678', '+18002345678', '+448712345678'])(
    'refuses the costly number type of %s before any SMS',
    async (phone) => {
      const res = await sendCode(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Cakeday cannot send SMS to this kind of number. Please use a mobile number.',
      );
      expect(server.twilio.messages).toHaveLength(0);
    },
  );

  it('calls a number in an unassigned range invalid, in the form’s words', async () => {
    const res = await sendCode('+12005550107');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid phone number');
  });

  it('signs in from any country', async () => {
    const { user } = await server.signIn('+905321234567');
    expect(user.id).toBeTruthy();
    expect(server.twilio.messages[0]!.to).toBe('+905321234567');
  });
});

describe('SMS_COUNTRIES', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestServer({ env: { SMS_COUNTRIES: 'US,CA', BOT_CHECK: 'altcha' } });
  });
  afterAll(() => limited.close());

  it('refuses a phone of another country in plain words, before the bot check', async () => {
    const res = await sendCode('+905321234567', '127.0.0.1', limited);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Cakeday cannot send SMS to this country yet.',
      field: 'phone',
    });
    expect(limited.twilio.requests).toBe(0);
  });
});

describe('a failed sign-in SMS', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await createTestServer({ env: { TWILIO_AUTH_TOKEN: 'wrong', LOG_LEVEL: 'warn' } });
  });
  afterAll(() => broken.close());

  it('is logged on the server, without the code', async () => {
    const res = await sendCode(PHONE, '127.0.0.1', broken);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to send SMS');
    const line = broken.logs.find((l) => l.includes('Failed to send SMS'));
    expect(line).toContain('Twilio answered 401');
    expect(line).toContain('/api/auth/send-code');
    expect(line).not.toMatch(/\b\d{6}\b/);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await createTestServer({ clock, sameDatabaseAs: server });
  });
  afterEach(() => {
    second.twilio.messages.length = 0;
  });
  afterAll(() => second.close());

  it('send one SMS for 20 requests at once for one phone', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendCode(PHONE, `10.6.0.${i}`, i % 2 ? second : server)),
    );
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(1);
    expect(server.twilio.messages.length + second.twilio.messages.length).toBe(1);
  });
});

describe('email codes under concurrency', () => {
  let mail: EmailTestServer;
  // On PostgreSQL, a second instance on the same database, with a mail server of its own.
  let second: EmailTestServer | undefined;
  beforeAll(async () => {
    mail = await createEmailTestServer({ clock, env: { EMAIL_CODE_HOURLY_LIMIT: '40', LOG_LEVEL: 'warn' } });
    if (onPostgres) second = await createEmailTestServer({ clock, sameDatabaseAs: mail });
  });
  beforeEach(async () => {
    await mail.reset();
    if (second) second.smtp.emails.length = 0;
  });
  afterAll(async () => {
    await second?.close();
    await mail.close();
  });

  const ADA = 'ada@example.com';
  const verify = (challengeId: string, code: string) => mail.verifyCode(challengeId, code);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends one email for 20 requests at once for one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => mail.sendEmailCode(ADA, `10.7.0.${i}`)),
    );
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(1);
    expect(mail.smtp.emails).toHaveLength(1);
    expect(await mail.deps.db.select().from(otpChallenges)).toHaveLength(1);
  });

  it('holds the per-IP cap for 30 requests at once from one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => mail.sendEmailCode(`user${i}@example.com`, '10.8.0.1')),
    );
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(CODES_PER_IP_PER_HOUR);
    expect(mail.smtp.emails).toHaveLength(CODES_PER_IP_PER_HOUR);
  });

  it('caps sign-in emails per hour overall, whatever the client addresses, leaving SMS its own cap', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => mail.sendEmailCode(`user${i}@example.com`, `10.9.${i}.1`)),
    );
    expect(statuses(results).filter((s) => s === 200)).toHaveLength(40);
    expect(mail.smtp.emails).toHaveLength(40);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      'Cakeday cannot send more sign-in codes right now. Please try again in 60 minutes.',
    );
    expect((await sendCode(PHONE, '10.9.99.1', mail)).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1);
    expect((await mail.sendEmailCode('later@example.com', '10.9.99.2')).statusCode).toBe(200);
  });

  it('counts 20 wrong guesses at once against the 5 tries of one code', async () => {
    const sent = await mail.sendEmailCode(ADA);
    const { challengeId } = sent.json() as { challengeId: string };
    const code = mail.smtp.codeFor(ADA)!;
    const guesses = await Promise.all(Array.from({ length: 20 }, () => verify(challengeId, wrong(code))));
    expect(guesses.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    const [row] = await mail.deps.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    expect(row!.attempts).toBe(5);
    expect((await verify(challengeId, code)).json().error.message).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it('signs in once when the right code arrives 20 times at once', async () => {
    const { challengeId } = (await mail.sendEmailCode(ADA)).json() as { challengeId: string };
    const code = mail.smtp.codeFor(ADA)!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(challengeId, code)));
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    'sends one email for 20 requests at once across two instances on one PostgreSQL',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? second! : mail).sendEmailCode(ADA, `10.10.0.${i}`)),
      );
      expect(statuses(results).filter((s) => s === 200)).toHaveLength(1);
      expect(mail.smtp.emails.length + second!.smtp.emails.length).toBe(1);
    },
  );
});
