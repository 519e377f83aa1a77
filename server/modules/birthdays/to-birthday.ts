import type { BirthdayRow } from '@server/db/birthday-store';
import { formatBirthDate } from '@shared/dates/birth-date';
import type { Birthday } from '@shared/schemas/birthday';

export const toBirthday = (row: BirthdayRow): Birthday => ({
  id: row.id,
  name: row.name,
  date: formatBirthDate({ month: row.month, day: row.day, year: row.year }),
  calendar: row.calendar,
  leap: row.leap,
  category: row.category,
  notes: row.notes,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
  interests: row.interests,
  reminders: row.reminders,
  leadDays: row.leadDays,
  lastNotified: row.lastNotified?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});
