import { BUILT_IN_CATEGORIES, IMPORTED_CATEGORY } from '../constants';
import { kindOf } from '../date-kinds';
import type { CalendarId } from '../kept-calendars';
import { calendarName } from '../kept-calendars/words';
import { capitalize } from '../text';

// Words that live in shared definitions (a kind's file, a calendar's file, the built-in categories) in
// English: scripts/i18n.ts puts each into the catalogs under these keys, so a new kind or calendar
// file asks for its translations by itself.

/** The built-in categories, which the catalogs name; one a user made is said as they wrote it. */
export const NAMED_CATEGORIES: readonly string[] = [...BUILT_IN_CATEGORIES, IMPORTED_CATEGORY];

/** The English of every shared word, by its catalog key. */
export function sharedWordsInEnglish(kindIds: readonly string[], calendarIds: readonly CalendarId[]) {
  const words: Record<string, string> = {};
  for (const id of kindIds) {
    const kind = kindOf(id);
    words[`kinds.${id}.name`] = kind.name;
    words[`kinds.${id}.noun`] = kind.name.toLowerCase();
  }
  for (const c of NAMED_CATEGORIES) words[`categories.${c}`] = capitalize(c);
  for (const c of calendarIds) words[`calendars.${c}.name`] = calendarName(c);
  return words;
}
