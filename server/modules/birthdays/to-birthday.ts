import { type BirthdayRow, keptDateOfRow } from '@server/db/birthday-store';
import { wireDateOf } from '@shared/kept-calendars/celebrations';
import type { Birthday } from '@shared/schemas/birthday';

export const toBirthday = (row: BirthdayRow): Birthday => ({
  id: row.id,
  name: row.name,
  ...wireDateOf(keptDateOfRow(row)),
  kind: row.kind,
  label: row.label,
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
