import { dateText } from '@app/i18n/birthday-date';
import { kindNounIn } from '@app/i18n/shared-words';
import type { KeptDay } from '@shared/kept-calendars/celebrations';
import type { IntlShape } from 'react-intl';

type Shared = KeptDay & { name: string; notes: string; kind?: string; label?: string };

/**
 * "Ada Lovelace's birthday is on December 10th" ("Ann & Bob's anniversary…" for another kind), then the notes
 * on a line of their own, in the chosen language. A birthday kept in another calendar is said in that calendar:
 * its Gregorian day moves every year.
 */
export function birthdayShareText(
  intl: IntlShape,
  { name, month, day, notes, calendar, leap, kind, label }: Shared,
) {
  // Without the birth year: the text says the day the person celebrates.
  const date = dateText(intl, { calendar, month, leap, day }, { inSentence: true });
  const line = intl.formatMessage(
    { id: 'share.dateLine', defaultMessage: "{name}'s {kind} is on {date}" },
    { name, kind: kindNounIn(intl, kind, label), date },
  );
  if (!notes) return line;
  return `${line}\n${intl.formatMessage({ id: 'share.notesLine', defaultMessage: 'Notes: {notes}' }, { notes })}`;
}

export const userIdShareText = (intl: IntlShape, userId: string) =>
  intl.formatMessage(
    { id: 'share.userIdLine', defaultMessage: 'Add me on Cakeday! My User ID: {userId}' },
    { userId },
  );

// Shared with the wish modal; the tests next to this file cover it.
export { shareOrCopy } from '@app/lib/share-or-copy';
