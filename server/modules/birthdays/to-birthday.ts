import { formatBirthDate, parseBirthDate } from '../../../shared/dates/birth-date';
import type { Birthday, BirthdayChanges, BirthdayData } from '../../../shared/schemas/birthday';
import type { birthdays } from '../../db/schema';

type Row = typeof birthdays.$inferSelect;

export const toBirthday = (row: Row): Birthday => ({
  id: row.id,
  name: row.name,
  date: formatBirthDate({ month: row.month, day: row.day, year: row.year }),
  category: row.category,
  notes: row.notes,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
  interests: row.interests,
  reminders: row.reminders,
  lastNotified: row.lastNotified?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/** The columns of validated input; the schema has already checked the date. */
export function toColumns({ date, ...rest }: BirthdayData) {
  return { ...rest, ...parseBirthDate(date)! };
}

/** The columns an update names, and only those. */
export function toChangedColumns({ date, ...rest }: BirthdayChanges) {
  return date === undefined ? rest : { ...rest, ...parseBirthDate(date)! };
}
