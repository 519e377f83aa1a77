import { formatMonthDayOrdinal } from '@shared/dates/format';
import type { BirthdayView } from './birthday-view';

/** "Ada Lovelace's birthday is on December 10th", then the notes on a line of their own. */
export function birthdayShareText(b: Pick<BirthdayView, 'name' | 'month' | 'day' | 'notes'>): string {
  const line = `${b.name}'s birthday is on ${formatMonthDayOrdinal(b.month, b.day)}`;
  return b.notes ? `${line}\nNotes: ${b.notes}` : line;
}

export const userIdShareText = (userId: string) => `Add me on Cakeday! My User ID: ${userId}`;

// Shared with the wish modal; the tests next to this file cover it.
export { shareOrCopy } from '@app/lib/share-or-copy';
