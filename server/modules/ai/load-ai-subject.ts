import { dateColumns, keptDateOfRow } from '@server/db/birthday-store';
import { birthdays, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { PAST_WINDOW_DAYS, UPCOMING_WINDOW_DAYS } from '@shared/constants';
import { diffDays, todayIn } from '@shared/dates/plain-date';
import { ageOnCelebration, nextCelebration, previousCelebration } from '@shared/kept-calendars/celebrations';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';

/**
 * The day a wish or gift idea is for (the user's own only; a birthday, an anniversary…, by its kind and
 * label), with the user's message settings.
 */
export async function loadAiSubject(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, birthdayId }: { userId: string; birthdayId: string },
) {
  const [row] = await db
    .select({
      name: birthdays.name,
      kind: birthdays.kind,
      label: birthdays.label,
      category: birthdays.category,
      date: dateColumns,
      interests: birthdays.interests,
      tone: users.messageTone,
      language: users.messageLanguage,
      timeZone: users.timeZone,
    })
    .from(birthdays)
    .innerJoin(users, eq(users.id, birthdays.userId))
    .where(and(eq(birthdays.id, birthdayId), eq(birthdays.userId, userId)));
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  // Belated: the birthday fell within the past 3 days in the user's own time zone (and is not also
  // coming within the week, as Home groups it). The age is the one turned on that day, or on the coming
  // birthday otherwise, in the years of the calendar the birthday is kept in (for another kind, the years
  // its day counts: an anniversary's, the years since a death).
  const { date, ...subject } = row;
  const kept = keptDateOfRow(date);
  const today = todayIn(subject.timeZone, clock.now());
  const next = nextCelebration(kept, today);
  const previous = previousCelebration(kept, today);
  const belated =
    diffDays(today, next) > UPCOMING_WINDOW_DAYS && diffDays(previous, today) <= PAST_WINDOW_DAYS;
  const age = ageOnCelebration(kept, belated ? previous : next);
  return { ...subject, belated, age: age === 0 ? null : age };
}
