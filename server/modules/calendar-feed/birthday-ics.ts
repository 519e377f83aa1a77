import { birthdays, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { toIcs } from '@server/providers/calendar-feed/ics';
import { todayIn } from '@shared/dates/plain-date';
import { accountLanguage } from '@shared/languages';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import { downloadEvents } from './birthday-events';

/**
 * One birthday as an .ics file (Add to Calendar), starting on its next occurrence in the user's time zone,
 * in their language.
 */
export async function birthdayIcs(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, id }: { userId: string; id: string },
) {
  const [row] = await db
    .select({
      birthday: birthdays,
      timeZone: users.timeZone,
      locale: users.locale,
      messageLanguage: users.messageLanguage,
    })
    .from(birthdays)
    .innerJoin(users, eq(users.id, birthdays.userId))
    .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)));
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  const today = todayIn(row.timeZone, clock.now());
  return {
    fileName: `${row.birthday.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'birthday'}.ics`,
    body: toIcs({ name: 'Cakeday', events: downloadEvents(row.birthday, today, accountLanguage(row)) }),
  };
}
