import type { FakeTwilio } from '@test-support/fake-twilio';

/** Signs in through the API; returns the session cookie. */
export async function signIn(base: string, twilio: FakeTwilio, phone: string) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' };
  const sent = await fetch(`${base}/api/auth/send-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone }),
  });
  if (!sent.ok) throw new Error(`send-code: ${sent.status} ${await sent.text()}`);
  const { challengeId } = (await sent.json()) as { challengeId: string };
  const code = twilio.lastCode(phone);
  if (!code) throw new Error('No code reached the fake Twilio');
  const verified = await fetch(`${base}/api/auth/verify-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ challengeId, code }),
  });
  if (!verified.ok) throw new Error(`verify-code: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('cakeday_session='));
  if (!cookie) throw new Error('No session cookie');
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  return { name, value };
}

/** Creates the birthdays in parallel batches; each batch comes from its own address (rate limit). */
export async function seed(base: string, cookie: { name: string; value: string }, birthdays: object[]) {
  const batch = 50;
  for (let start = 0; start < birthdays.length; start += batch) {
    const ip = `10.98.${Math.floor(start / 25_000)}.${(start / batch) % 250}`;
    await Promise.all(
      birthdays.slice(start, start + batch).map(async (birthday) => {
        const res = await fetch(`${base}/api/birthdays`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `${cookie.name}=${cookie.value}`,
            'x-forwarded-for': ip,
          },
          body: JSON.stringify(birthday),
        });
        if (res.status !== 201) throw new Error(`POST /api/birthdays: ${res.status} ${await res.text()}`);
      }),
    );
  }
}
