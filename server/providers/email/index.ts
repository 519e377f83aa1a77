import type { Config } from '@server/env';
import { AppError } from '@server/lib/errors';
import type { EmailProvider } from './email-provider';
import { smtpEmail } from './smtp-email';

/** SMTP when the operator configured it; else a provider that says email is not offered. */
export function createEmailProvider(config: Config['email']): EmailProvider {
  if (config.kind === 'smtp') return smtpEmail(config);
  return {
    available: false,
    messageIdHost: 'localhost',
    async send() {
      throw new AppError('email_unavailable');
    },
  };
}
export { composeEmail, escapeHtml, unsubscribeLink } from './email-layout';
export type { EmailProvider } from './email-provider';
