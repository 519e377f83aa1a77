import type { EmailLayout } from '@server/lib/email-message';
import { speak } from '@server/lib/speak';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';

/**
 * A user's one-click unsubscribe link: their id and their secret token, so the lookup names the user
 * (one shard) and only the secret's holder can use it. RFC 8058 wants https; PUBLIC_URL decides.
 * Its words are in the email's own language.
 */
export function unsubscribeLink(
  publicUrl: string,
  userId: string,
  secret: string,
  locale: Locale,
): EmailLayout['unsubscribe'] {
  const url = `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(`${userId}.${secret}`)}`;
  return {
    url,
    footer: speak(locale, MSG.emailFooter),
    label: speak(locale, MSG.emailStopLink),
    textLine: speak(locale, MSG.emailUnsubscribeLine(url)),
  };
}
