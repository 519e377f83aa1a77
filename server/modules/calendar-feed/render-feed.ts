import { createHash } from 'node:crypto';
import { birthdays, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { toIcs } from '@server/providers/calendar-feed/ics';
import { todayIn } from '@shared/dates/plain-date';
import { accountLanguage, type ReminderLanguage } from '@shared/languages';
import { asc, eq } from 'drizzle-orm';
import { feedEvents } from './birthday-events';
import { feedTokenHash } from './feed-token';

// Calendar apps poll on their own schedule; this asks them to look about hourly.
export const FEED_REFRESH_SECONDS = 60 * 60;

/** The calendar's name in a calendar app's list, in the account's language; 'Cakeday' is the brand. */
const FEED_NAME: Record<ReminderLanguage, string> = {
  en: 'Cakeday birthdays',
  de: 'Cakeday-Geburtstage',
  fr: 'Anniversaires Cakeday',
  es: 'Cumpleaños de Cakeday',
  it: 'Compleanni Cakeday',
  tr: 'Cakeday doğum günleri',
  'zh-CN': 'Cakeday生日',
  ko: 'Cakeday 생일',
  he: 'ימי הולדת ב-Cakeday',
  ar: 'أعياد الميلاد في Cakeday',
  fa: 'تولدهای Cakeday',
};

/**
 * The calendar feed behind a token: every birthday of its user, in their language. No session: the
 * token is the key, and an unknown or reset token finds nothing. The ETag is the body's hash, so an unchanged feed
 * costs a poller one 304.
 */
export async function renderFeed({ db, clock }: Pick<Deps, 'db' | 'clock'>, { token }: { token: string }) {
  const hash = feedTokenHash(token);
  const [user] = hash
    ? await db
        .select({
          id: users.id,
          timeZone: users.timeZone,
          locale: users.locale,
          messageLanguage: users.messageLanguage,
        })
        .from(users)
        .where(eq(users.calendarFeedTokenHash, hash))
    : [];
  if (!user) throw new AppError('not_found', 'This calendar feed does not exist or was reset.');
  const rows = await db
    .select()
    .from(birthdays)
    .where(eq(birthdays.userId, user.id))
    .orderBy(asc(birthdays.month), asc(birthdays.day), asc(birthdays.id));
  const today = todayIn(user.timeZone, clock.now());
  const language = accountLanguage(user);
  const body = toIcs({
    name: FEED_NAME[language],
    events: rows.flatMap((row) => feedEvents(row, today, language)),
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}
