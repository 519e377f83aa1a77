import type { EmailLayout } from '@server/lib/email-message';
import { MSG } from '@shared/messages';

/**
 * A user's one-click unsubscribe link: their id and their secret token, so the lookup names the user
 * (one shard) and only the secret's holder can use it. RFC 8058 wants https; PUBLIC_URL decides.
 */
export function unsubscribeLink(
  publicUrl: string,
  userId: string,
  secret: string,
): EmailLayout['unsubscribe'] {
  const url = `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(`${userId}.${secret}`)}`;
  return { url, footer: MSG.emailFooter, label: MSG.emailStopLink, textLine: MSG.emailUnsubscribeLine(url) };
}
