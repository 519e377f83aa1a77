import { DeliveryFailure } from '@server/lib/errors';
import { type FakeTwilio, startFakeTwilio } from '@test-support/fake-twilio';
import { afterEach, describe, expect, it } from 'vitest';
import { twilioSms } from './twilio-sms';

let twilio: FakeTwilio;
afterEach(() => twilio?.close());

function provider(fake: FakeTwilio, overrides: { authToken?: string; countries?: Set<string> } = {}) {
  const waits: number[] = [];
  const sms = twilioSms({
    accountSid: fake.accountSid,
    authToken: overrides.authToken ?? fake.authToken,
    from: '+12015550100',
    apiBase: fake.url,
    countries: overrides.countries ?? null,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { sms, waits };
}

describe('the Twilio SMS provider', () => {
  it('posts To, From and Body with Basic auth to the Messages endpoint', async () => {
    twilio = await startFakeTwilio();
    const { sms } = provider(twilio);
    await sms.send({ to: '2015550123', body: 'Hello' });
    expect(twilio.messages).toEqual([
      expect.objectContaining({ to: '+12015550123', from: '+12015550100', body: 'Hello' }),
    ]);
  });

  it('tries 3 times, waiting 1000 ms × the attempt number, then reports Failed to send SMS', async () => {
    twilio = await startFakeTwilio({ failRate: 1 });
    const { sms, waits } = provider(twilio);
    await expect(sms.send({ to: '+12015550123', body: 'Hi' })).rejects.toThrow('Failed to send SMS');
    expect(twilio.requests).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('succeeds on a later attempt after a server error', async () => {
    let calls = 0;
    twilio = await startFakeTwilio({ failRate: 0.5, random: () => (++calls === 1 ? 0 : 1) });
    const { sms, waits } = provider(twilio);
    await sms.send({ to: '+12015550123', body: 'Hi' });
    expect(twilio.messages).toHaveLength(1);
    expect(waits).toEqual([1000]);
  });

  it('does not retry a refusal such as bad credentials', async () => {
    twilio = await startFakeTwilio();
    const { sms, waits } = provider(twilio, { authToken: 'wrong' });
    await expect(sms.send({ to: '+12015550123', body: 'Hi' })).rejects.toThrow('Failed to send SMS');
    expect(twilio.requests).toBe(1);
    expect(waits).toEqual([]);
  });

  it.each([21211, 21610, 21614])(
    'reports a number Twilio refuses (error %i) as permanent, in our words, after one request',
    async (code) => {
      twilio = await startFakeTwilio();
      twilio.refuse('+12015550123', code);
      const { sms } = provider(twilio);
      const failure = await sms.send({ to: '+12015550123', body: 'Hi' }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(DeliveryFailure);
      expect(failure).toMatchObject({
        permanent: true,
        code: 'sms_number_refused',
        message:
          'The SMS service refuses texts to this phone number: it cannot get texts, or its owner replied STOP.',
      });
      expect(twilio.requests).toBe(1);
    },
  );

  it('reports server errors and refused credentials as temporary: the day’s retries may still deliver', async () => {
    twilio = await startFakeTwilio({ failRate: 1 });
    const down = await provider(twilio)
      .sms.send({ to: '+12015550123', body: 'Hi' })
      .catch((err: unknown) => err);
    expect(down).toMatchObject({ permanent: false, code: 'sms_failed', message: 'Failed to send SMS' });
    await twilio.close();
    twilio = await startFakeTwilio();
    const credentials = await provider(twilio, { authToken: 'wrong' })
      .sms.send({ to: '+12015550123', body: 'Hi' })
      .catch((err: unknown) => err);
    expect(credentials).toMatchObject({ permanent: false, code: 'sms_failed' });
  });

  it('texts any country in E.164 form (DESIGN §6)', async () => {
    twilio = await startFakeTwilio();
    const { sms } = provider(twilio);
    await sms.send({ to: '+90 532 123 45 67', body: 'Merhaba' });
    await sms.send({ to: '+447400123456', body: 'Hello' });
    expect(twilio.messages.map((m) => m.to)).toEqual(['+905321234567', '+447400123456']);
  });

  it('refuses a country outside SMS_COUNTRIES in plain words', async () => {
    twilio = await startFakeTwilio();
    const { sms } = provider(twilio, { countries: new Set(['US', 'CA']) });
    await expect(sms.send({ to: '+905321234567', body: 'Hi' })).rejects.toThrow(
      'Cakeday cannot send SMS to this country yet.',
    );
    await sms.send({ to: '+12015550123', body: 'Hi' });
    expect(twilio.messages).toHaveLength(1);
  });

  it.each([
    ['+120155501', 'Phone number must be in E.164 format (+1 followed by 10 digits)'],
    ['+120155501234', 'Phone number must be in E.164 format (+1 followed by 10 digits)'],
    [
      '+15555550123',
      'Invalid phone number format. Please ensure the number includes country code (e.g., +1)',
    ],
    ['+44740012', 'Invalid phone number format. Please ensure the number includes country code (e.g., +1)'],
    [
      '+90 111 111 11 11',
      'Invalid phone number format. Please ensure the number includes country code (e.g., +1)',
    ],
    ['hello', 'Invalid phone number format. Please ensure the number includes country code (e.g., +1)'],
  ])('says what is wrong with %s, the +1 rule for +1 numbers only', async (to, message) => {
    twilio = await startFakeTwilio();
    const { sms } = provider(twilio);
    await expect(sms.send({ to, body: 'Hi' })).rejects.toThrow(message);
    expect(twilio.requests).toBe(0);
  });

  it.each([
    ['', 'Hi', 'Phone number is required'],
    ['+19002345678', 'Hi', 'Cakeday cannot send SMS to this kind of number. Please use a mobile number.'],
    ['+448712345678', 'Hi', 'Cakeday cannot send SMS to this kind of number. Please use a mobile number.'],
    ['+12015550123', '', 'Message too long'],
    ['+12015550123', 'x'.repeat(1601), 'Message too long'],
  ])('applies the SMS rules before sending (%s)', async (to, body, message) => {
    twilio = await startFakeTwilio();
    const { sms } = provider(twilio);
    await expect(sms.send({ to, body })).rejects.toThrow(message);
    expect(twilio.requests).toBe(0);
  });
});
