import type { Deps } from '@server/deps';
import { composeEmail } from '@server/lib/email-message';
import { AppError } from '@server/lib/errors';
import { newToken, randomDigits } from '@server/lib/ids';
import { speak } from '@server/lib/speak';
import {
  EMAIL_CODE_MINUTES,
  EMAIL_CODES_PER_HOUR,
  type EmailDestinationConfig,
} from '@shared/channels/email/schema';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { sql } from 'drizzle-orm';
import { codeHash } from './email-code';
import { d, requireEmail } from './email-destination';
import { emailOf } from './transport';

const HOUR_MS = 3_600_000;

/**
 * Saves the address unconfirmed and emails it a code (saving the same address again resends one).
 * One upsert counts the codes of the past hour and refuses past the limit, so twenty requests at
 * once send at most EMAIL_CODES_PER_HOUR emails. The unsubscribe token stays the user's. The code's
 * email is written in the language of the request (the app sends its reader's).
 */
export async function saveEmailAddress(
  deps: Pick<Deps, 'db' | 'clock' | 'channelClients'>,
  { userId, address, locale }: { userId: string; address: string; locale: Locale },
) {
  requireEmail(deps);
  const now = deps.clock.now();
  const at = now.getTime();
  const code = randomDigits(6);
  const fresh: EmailDestinationConfig = {
    address,
    unsubscribeToken: newToken(),
    codeHash: codeHash(userId, address, code),
    codeExpiresAt: at + EMAIL_CODE_MINUTES * 60_000,
    codeAttempts: 0,
    codeWindowStart: at,
    codesInWindow: 1,
    testSentAt: null,
  };
  const windowOpen = sql`(${d.config}->>'codeWindowStart')::bigint > ${at - HOUR_MS}::bigint`;
  const sent = await deps.db
    .insert(d)
    .values({ userId, channel: 'email', config: fresh, updatedAt: now })
    .onConflictDoUpdate({
      target: [d.userId, d.channel],
      set: {
        config: sql`${JSON.stringify(fresh)}::jsonb || jsonb_build_object(
          'unsubscribeToken', ${d.config}->'unsubscribeToken',
          'testSentAt', ${d.config}->'testSentAt',
          'codeWindowStart', CASE WHEN ${windowOpen} THEN ${d.config}->'codeWindowStart' ELSE to_jsonb(${at}::bigint) END,
          'codesInWindow', CASE WHEN ${windowOpen} THEN to_jsonb((${d.config}->>'codesInWindow')::int + 1) ELSE '1'::jsonb END)`,
        confirmedAt: null,
        pausedAt: null,
        failures: 0,
        updatedAt: now,
      },
      setWhere: sql`NOT ${windowOpen} OR (${d.config}->>'codesInWindow')::int < ${EMAIL_CODES_PER_HOUR}`,
    })
    .returning({ userId: d.userId });
  if (sent.length === 0) throw new AppError('too_many_requests', MSG.emailTooManyCodes);
  const subject = speak(locale, MSG.emailCodeSubject);
  await emailOf(deps).send(
    composeEmail(address, subject, {
      locale,
      heading: subject,
      lines: MSG.emailCodeLines(code, EMAIL_CODE_MINUTES).map((line) => speak(locale, line)),
    }),
  );
  return { available: true, address, status: 'waiting' as const, paused: null };
}
