import { channelClient } from '@server/channel-kit/server-channel';
import type { Deps } from '@server/deps';
import { composeEmail, type Mailer } from '@server/lib/email-message';
import { AppError } from '@server/lib/errors';
import { speak } from '@server/lib/speak';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';

/**
 * The email channel's SMTP client, which sign-in codes go through too: built once at boot from
 * SMTP_URL and kept in deps.channelClients, so codes and reminders share one configuration. It is
 * reached through the channel kit's accessor and typed by server/lib's Mailer, so this module
 * imports nothing from the channel's folder: modules never reach into a channel, and the channel's
 * routes import this module, so an import back would close a cycle.
 */
const mailerOf = (deps: Pick<Deps, 'channelClients'>) => channelClient<Mailer>(deps, 'email');

/** The mailer, when the operator configured SMTP; else the sentence that email codes are not offered. */
export function availableMailer(deps: Pick<Deps, 'channelClients'>): Mailer {
  const mailer = mailerOf(deps);
  if (!mailer.available) throw new AppError('email_sign_in_unavailable');
  return mailer;
}

/** Whether this server can email codes at all (no SMTP_URL: it cannot). */
export const emailCodesOffered = (deps: Pick<Deps, 'channelClients'>) => mailerOf(deps).available;

/** The code's email, its Message-ID the challenge's own (one message per code, resends aside). */
export const codeEmail = (
  mailer: Mailer,
  { to, code, challengeId, locale }: { to: string; code: string; challengeId: string; locale: Locale },
) => {
  const subject = speak(locale, MSG.signInEmailSubject);
  const lines = MSG.signInEmailLines(code).map((line) => speak(locale, line));
  return composeEmail(
    to,
    subject,
    { locale, heading: subject, lines },
    `<${challengeId}@${mailer.messageIdHost}>`,
  );
};
