import { createEmailTestServer, type EmailTestServer } from '@server/test/email-test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Before an account is known, what the server says is in the language the request asks for (the app
// sends the one its reader chose): the sign-in code's SMS and email, and every refusal.
let server: EmailTestServer;

beforeAll(async () => {
  server = await createEmailTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const sendCode = (phone: string, language?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/send-code',
    payload: { phone },
    headers: language ? { 'accept-language': language } : {},
  });
const lastSms = (phone: string) => server.twilio.messages.filter((m) => m.to === phone).at(-1)?.body;
const messageOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('the sign-in code in the reader’s language', () => {
  it('texts the code in Hebrew, Chinese or Arabic, and in English to a request that asks for none', async () => {
    const cases = [
      [
        '+12015550101',
        'he-IL,he;q=0.9',
        (c: string) => `הקוד שלך ל-Cakeday הוא ${c}. הוא יפוג בעוד 10 דקות.`,
      ],
      ['+12015550102', 'zh-CN', (c: string) => `你的 Cakeday 验证码是 ${c}，10 分钟后失效。`],
      ['+12015550103', 'ar', (c: string) => `رمز Cakeday الخاص بك هو ${c}. تنتهي صلاحيته بعد 10 دقائق.`],
      ['+12015550104', undefined, (c: string) => `Your Cakeday code is ${c}. It expires in 10 minutes.`],
      ['+12015550105', '*', (c: string) => `Your Cakeday code is ${c}. It expires in 10 minutes.`],
    ] as const;
    for (const [phone, language, text] of cases) {
      expect((await sendCode(phone, language)).statusCode).toBe(200);
      const code = server.twilio.lastCode(phone)!;
      expect(code).toMatch(/^\d{6}$/);
      expect(lastSms(phone)).toBe(text(code));
    }
  });

  it('emails the code with its subject and lines in the asked language', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-code',
      payload: { email: 'dana@example.com' },
      headers: { 'accept-language': 'he' },
    });
    expect(res.statusCode).toBe(200);
    const [email] = server.smtp.emails;
    const code = server.smtp.codeFor('dana@example.com')!;
    expect(email?.subject).toBe('הקוד שלך ל-Cakeday');
    expect(email?.text).toContain(`הקוד שלך ל-Cakeday הוא ${code}.`);
    expect(email?.text).toContain('הוא יפוג בעוד 10 דקות.');
    expect(email?.text).not.toContain('Your Cakeday code');
  });
});

describe('a refusal in the reader’s language', () => {
  it('says a fixed sentence and one built from a number in that language; English asks nothing', async () => {
    const phone = '+12015550106';
    await sendCode(phone, 'he');
    const again = await sendCode(phone, 'he');
    expect(again.statusCode).toBe(429);
    expect(messageOf(again)).toMatch(/^יש להמתין \d+ שניות לפני שמנסים שוב$/);
    const english = await sendCode(phone);
    expect(messageOf(english)).toMatch(/^Please wait \d+ seconds before trying again$/);

    const { challengeId } = (await sendCode('+12015550107', 'zh-CN')).json() as { challengeId: string };
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { challengeId, code: '000000' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe('验证码错误，请重试。');
  });

  it('says a schema’s refusal and Fastify’s own (broken JSON) in the language too', async () => {
    const invalid = await sendCode('12', 'ar');
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).not.toMatch(/[A-Za-z]{4}/);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
    });
    expect(broken.statusCode).toBe(400);
    expect(messageOf(broken)).toBe(
      'Etwas in dieser Anfrage ist ungültig. Bitte prüf es und versuch es noch einmal.',
    );
  });
});
