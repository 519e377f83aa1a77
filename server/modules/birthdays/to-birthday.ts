import { type BirthdayRow, keptDateOfRow } from '@server/db/birthday-store';
import { type DateKindId, isBirthday } from '@shared/date-kinds';
import { wireDateOf } from '@shared/kept-calendars/celebrations';
import type { Birthday } from '@shared/schemas/birthday';

export const toBirthday = (row: BirthdayRow): Birthday => ({
  id: row.id,
  name: row.name,
  ...wireDateOf(keptDateOfRow(row)),
  // A birthday says no kind, as before there were others; the wire schema reads its absence as one.
  ...(isBirthday(row.kind) ? {} : { kind: row.kind as DateKindId, label: row.label }),
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
