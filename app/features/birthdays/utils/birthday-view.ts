import { type BirthDate, parseBirthDate } from '@shared/dates/birth-date';
import type { Birthday } from '@shared/schemas/birthday';

/** A birthday with its date split into parts, as every view and date helper wants it. */
export type BirthdayView = Birthday & BirthDate;

export function toView(b: Birthday): BirthdayView {
  const date = parseBirthDate(b.date) ?? { month: 1, day: 1, year: null };
  return { ...b, ...date };
}
