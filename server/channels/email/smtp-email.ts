import { readFileSync } from 'node:fs';
import type { Mailer } from '@server/lib/email-message';
import { DeliveryFailure } from '@server/lib/errors';
import type { ProviderPart } from '@server/providers/provider-config';
import { MSG } from '@shared/messages';
import { createTransport } from 'nodemailer';
import type { emailConfig } from './config';

type SmtpConfig = Extract<ProviderPart<typeof emailConfig>, { kind: 'smtp' }>;

// A slow or silent SMTP server costs one reminder at most this long per step, never a stuck tick.
const TIMEOUT_MS = 10_000;

/** SMTP through nodemailer: STARTTLS on smtp:// (required when signing in), TLS from the start on smtps://. */
export function smtpEmail(config: SmtpConfig): Mailer {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    // The password never crosses the network in the clear: no STARTTLS, no sending.
    requireTLS: !config.secure && config.user !== '',
    ...(config.user ? { auth: { user: config.user, pass: config.pass } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    ...(config.caFile ? { tls: { ca: readFileSync(config.caFile, 'utf8') } } : {}),
  });
  return {
    available: true,
    messageIdHost: config.messageIdHost,
    async send(email) {
      try {
        await transport.sendMail({
          from: config.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.messageId ? { messageId: email.messageId } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
        });
      } catch (err) {
        throw smtpError(err);
      }
    },
  };
}

/** Our sentence for what went wrong; the server's own reply goes to the log only, as its code. */
function smtpError(err: unknown) {
  const { code, responseCode } = (err ?? {}) as { code?: string; responseCode?: number };
  const detail = `smtp ${code ?? 'error'} ${responseCode ?? ''}`.trim();
  // 5xx and a refused sign-in will not change by trying again; the rest (timeouts, 4xx) may.
  if ((responseCode !== undefined && responseCode >= 500) || code === 'EAUTH')
    return new DeliveryFailure(MSG.emailRefused, true, detail, null, 'email_refused');
  return new DeliveryFailure(MSG.emailUnreachable, false, detail, null, 'email_unreachable');
}
