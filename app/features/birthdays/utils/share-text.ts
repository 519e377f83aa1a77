import { kindNoun } from '@shared/date-kinds';
import { birthdayDateText, type KeptDay } from '@shared/kept-calendars/celebrations';

type Shared = KeptDay & { name: string; notes: string; kind?: string; label?: string };

/**
 * "Ada Lovelace's birthday is on December 10th" ("Ann & Bob's anniversary…" for another kind), then the notes on a line of their own. A birthday kept in
 * another calendar is said in that calendar: its Gregorian day moves every year.
 */
export function birthdayShareText({ name, month, day, notes, calendar, leap, kind, label }: Shared): string {
  // Without the birth year: the text says the day the person celebrates.
  const date = birthdayDateText({ calendar, month, leap, day }, { inSentence: true });
  const line = `${name}'s ${kindNoun(kind, label)} is on ${date}`;
  return notes ? `${line}\nNotes: ${notes}` : line;
}

export const userIdShareText = (userId: string) => `Add me on Cakeday! My User ID: ${userId}`;

// Shared with the wish modal; the tests next to this file cover it.
export { shareOrCopy } from '@app/lib/share-or-copy';
