import { formatMonthDayOrdinal } from '../../../../shared/dates/format';
import type { BirthdayView } from './birthday-view';

/** "Ada Lovelace's birthday is on December 10th", then the notes on a line of their own. */
export function birthdayShareText(b: Pick<BirthdayView, 'name' | 'month' | 'day' | 'notes'>): string {
  const line = `${b.name}'s birthday is on ${formatMonthDayOrdinal(b.month, b.day)}`;
  return b.notes ? `${line}\nNotes: ${b.notes}` : line;
}

export const userIdShareText = (userId: string) => `Add me on Cakeday! My User ID: ${userId}`;

/**
 * The Web Share API where the browser has it (phones), else the clipboard (spec §7 Share links).
 * 'cancelled' when the person closed the share sheet: not an error worth a toast.
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
}): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture, policy): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(data.text);
  return 'copied';
}
