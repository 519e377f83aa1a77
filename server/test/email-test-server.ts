import { type FakeSmtpOptions, startFakeSmtp } from '@server/channels/email/fake-smtp';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { createTestServer } from './harness';

type Options = Parameters<typeof createTestServer>[0] & { smtp?: FakeSmtpOptions };

/**
 * A test server whose email goes to a real SMTP server on loopback (server/channels/email/fake-smtp.ts:
 * STARTTLS, AUTH), with sign-in by email through the real endpoints as a browser signs in.
 */
export async function createEmailTestServer({ smtp: smtpOptions, env, ...options }: Options = {}) {
  const smtp = await startFakeSmtp(smtpOptions);
  const server = await createTestServer({
    ...options,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cakeday <codes@cakeday.example>',
      SMTP_CA_FILE: smtp.caFile,
      PUBLIC_URL: 'https://cakeday.example',
      ...env,
    },
  });
  const sendEmailCode = (email: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-code',
      payload: { email },
      remoteAddress,
    });

  const verifyCode = (challengeId: string, code: string, timeZone?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { challengeId, code, timeZone },
    });

  /** Signs in (or up) by email: the code read from the fake SMTP server; returns the session cookie header. */
  async function signInByEmail(
    email: string,
    { ip = '127.0.0.1', timeZone }: { ip?: string; timeZone?: string } = {},
  ) {
    const sent = await sendEmailCode(email, ip);
    if (sent.statusCode !== 200) throw new Error(`send-email-code failed: ${sent.body}`);
    // The code went to the address as the server normalised it.
    const { challengeId, email: to } = sent.json() as { challengeId: string; email: string };
    const verified = await verifyCode(challengeId, smtp.codeFor(to)!, timeZone);
    if (verified.statusCode !== 200) throw new Error(`verify-code failed: ${verified.body}`);
    const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const user = verified.json() as { id: string; phone: string | null; email: string | null };
    return { cookie: `${SESSION_COOKIE}=${cookie.value}`, user, id: user.id };
  }

  return {
    ...server,
    smtp,
    sendEmailCode,
    verifyCode,
    signInByEmail,
    async reset() {
      await server.reset();
      smtp.emails.length = 0;
    },
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
export type EmailTestServer = Awaited<ReturnType<typeof createEmailTestServer>>;
