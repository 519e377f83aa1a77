import { channelClient } from '@server/channel-kit/server-channel';
import type { Deps } from '@server/deps';
import type { Mailer } from '@server/lib/email-message';
import { AppError } from '@server/lib/errors';
import type { ProviderPart } from '@server/providers/provider-config';
import type { emailConfig } from './config';
import { smtpEmail } from './smtp-email';

/** SMTP when the operator configured it; else a provider that says email is not offered. */
export function createEmailProvider(config: ProviderPart<typeof emailConfig>): Mailer {
  if (config.kind === 'smtp') return smtpEmail(config);
  return {
    available: false,
    messageIdHost: 'localhost',
    async send() {
      throw new AppError('email_unavailable');
    },
  };
}

/** The email client the channel built at boot (server/channel-kit/server-channel.ts). */
export const emailOf = (deps: Pick<Deps, 'channelClients'>) => channelClient<Mailer>(deps, 'email');
