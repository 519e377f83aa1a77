import type { Deps } from '@server/deps';
import { composeEmail } from '@server/lib/email-message';
import { AppError } from '@server/lib/errors';
import { speak } from '@server/lib/speak';
import { EMAIL_TEST_COOLDOWN_SECONDS, emailDestinationConfig } from '@shared/channels/email/schema';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, isNotNull, sql } from 'drizzle-orm';
import { d, emailRow, readEmailDestination, requireEmail } from './email-destination';
import { unsubscribeLink } from './email-layout';
import { emailOf } from './transport';

const COOLDOWN_MS = EMAIL_TEST_COOLDOWN_SECONDS * 1000;

/**
 * Sends a test to the confirmed address, as reminders look. One statement stamps the send only
 * when the last test is older than the cooldown, so twenty clicks at once send one email. It is
 * written in the language of the request (the app sends its reader's).
 */
export async function sendTestEmail(
  deps: Pick<Deps, 'db' | 'clock' | 'channelClients' | 'config'>,
  { userId, locale }: { userId: string; locale: Locale },
) {
  requireEmail(deps);
  const at = deps.clock.now().getTime();
  const [row] = await deps.db
    .update(d)
    .set({ config: sql`jsonb_set(${d.config}, '{testSentAt}', to_jsonb(${at}::bigint))` })
    .where(
      and(
        emailRow(userId),
        isNotNull(d.confirmedAt),
        sql`coalesce((${d.config}->>'testSentAt')::bigint, 0) <= ${at - COOLDOWN_MS}::bigint`,
      ),
    )
    .returning({ config: d.config });
  if (!row) throw await whyNoTest(deps, userId, at);
  const { address, unsubscribeToken } = emailDestinationConfig.parse(row.config);
  const subject = speak(locale, MSG.emailTestSubject);
  await emailOf(deps).send(
    composeEmail(address, subject, {
      locale,
      heading: subject,
      lines: MSG.emailTestLines.map((line) => speak(locale, line)),
      link: { href: deps.config.publicUrl, label: speak(locale, MSG.emailOpenCakeday) },
      unsubscribe: unsubscribeLink(deps.config.publicUrl, userId, unsubscribeToken, locale),
    }),
  );
}

async function whyNoTest(deps: Pick<Deps, 'db'>, userId: string, at: number) {
  const current = await readEmailDestination(deps, userId);
  if (!current) return new AppError('email_not_set_up');
  if (!current.confirmedAt) return new AppError('email_not_set_up', MSG.emailNotConfirmed);
  const wait = Math.max(1, Math.ceil(((current.config.testSentAt ?? 0) + COOLDOWN_MS - at) / 1000));
  return new AppError('too_many_requests', MSG.emailTooManyTests(wait));
}
