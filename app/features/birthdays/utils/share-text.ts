import { formatMonthDayOrdinal } from '@shared/dates/format';
import { describeKeptDate } from '@shared/kept-calendars';
import type { CalendarId } from '@shared/kept-calendars/types';

type Shared = {
  name: string;
  month: number;
  day: number;
  notes: string;
  calendar?: CalendarId;
  leap?: boolean;
};

/**
 * "Ada Lovelace's birthday is on December 10th", then the notes on a line of their own. A birthday kept in
 * another calendar is said in that calendar: its Gregorian day moves every year.
 */
export function birthdayShareText({ name, month, day, notes, calendar = 'gregory', leap }: Shared): string {
  const date =
    calendar === 'gregory'
      ? formatMonthDayOrdinal(month, day)
      : describeKeptDate({ calendar, month, leap, day, year: null }, { inSentence: true });
  const line = `${name}'s birthday is on ${date}`;
  return notes ? `${line}\nNotes: ${notes}` : line;
}

export const userIdShareText = (userId: string) => `Add me on Cakeday! My User ID: ${userId}`;

// Shared with the wish modal; the tests next to this file cover it.
export { shareOrCopy } from '@app/lib/share-or-copy';
