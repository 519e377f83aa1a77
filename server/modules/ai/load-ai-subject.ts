import { birthdays, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { groupOf } from '@shared/dates/grouping';
import { ageOn, nextOccurrence } from '@shared/dates/occurrence';
import { addDays, todayIn } from '@shared/dates/plain-date';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';

/** The birthday a wish or gift idea is for (the user's own only), with the user's message settings. */
export async function loadAiSubject(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, birthdayId }: { userId: string; birthdayId: string },
) {
  const [row] = await db
    .select({
      name: birthdays.name,
      category: birthdays.category,
      month: birthdays.month,
      day: birthdays.day,
      year: birthdays.year,
      interests: birthdays.interests,
      tone: users.messageTone,
      language: users.messageLanguage,
      timeZone: users.timeZone,
    })
    .from(birthdays)
    .innerJoin(users, eq(users.id, birthdays.userId))
    .where(and(eq(birthdays.id, birthdayId), eq(birthdays.userId, userId)));
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  // Belated: the birthday fell within the past 3 days in the user's own time zone. The age is the
  // one turned on that day, or on the coming birthday otherwise.
  const today = todayIn(row.timeZone, clock.now());
  const group = groupOf(row, today);
  const belated = group?.group === 'past';
  const occurrence = belated ? addDays(today, -group.days) : nextOccurrence(row, today);
  const age = ageOn(row, occurrence);
  return { ...row, belated, age: age === 0 ? null : age };
}
