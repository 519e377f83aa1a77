import { BUILT_IN_CATEGORIES, IMPORTED_CATEGORY } from '@shared/constants';
import { kindOf } from '@shared/date-kinds';
import type { CalendarId } from '@shared/kept-calendars';
import { calendarName } from '@shared/kept-calendars/words';
import type { WishTone } from '@shared/schemas/ai';
import { LANGUAGE_NAMES, type Language } from '@shared/schemas/ai';
import { capitalize } from '@shared/text';
import type { IntlShape } from 'react-intl';

// Words that live in shared definitions (a kind's file, a calendar's file, the built-in categories) in
// English: scripts/i18n.ts puts each into the catalogs under these keys, so a new kind or calendar
// file asks for its translations by itself.
const NAMED_CATEGORIES: readonly string[] = [...BUILT_IN_CATEGORIES, IMPORTED_CATEGORY];

const said = (intl: IntlShape, key: string, english: string) => {
  const message = intl.messages[key];
  return typeof message === 'string' ? message : english;
};

/** 'Anniversary', or the user's own label for a day they name ('Name day'). */
export function kindNameIn(intl: IntlShape, id: string | null | undefined, label?: string | null) {
  const kind = kindOf(id);
  if (kind.labelled && label) return label;
  return said(intl, `kinds.${kind.id}.name`, kind.name);
}

/** The same inside a sentence ("Ann & Bob's anniversary"): the user's own label as they wrote it. */
export function kindNounIn(intl: IntlShape, id: string | null | undefined, label?: string | null) {
  const kind = kindOf(id);
  if (kind.labelled && label) return label;
  return said(intl, `kinds.${kind.id}.noun`, kind.name.toLowerCase());
}

/** A built-in category in the chosen language ('Family'); one the user made, as they wrote it. */
export function categoryNameIn(intl: IntlShape, category: string) {
  if (!NAMED_CATEGORIES.includes(category)) return capitalize(category);
  return said(intl, `categories.${category}`, capitalize(category));
}

/** 'Hebrew', 'Chinese lunar' in the chosen language. */
export const calendarNameIn = (intl: IntlShape, calendar: CalendarId) =>
  said(intl, `calendars.${calendar}.name`, calendarName(calendar));

/** The English of every shared word, by its catalog key (scripts/i18n.ts). */
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

/** A tone's name in the chosen language ('Friendly'), here and on the wish it wrote. */
export function toneNameIn(intl: IntlShape, tone: WishTone): string {
  switch (tone) {
    case 'friendly':
      return intl.formatMessage({ id: 'messageSettings.tone.friendly', defaultMessage: 'Friendly' });
    case 'formal':
      return intl.formatMessage({ id: 'messageSettings.tone.formal', defaultMessage: 'Formal' });
    case 'funny':
      return intl.formatMessage({ id: 'messageSettings.tone.funny', defaultMessage: 'Funny' });
    case 'poetic':
      return intl.formatMessage({ id: 'messageSettings.tone.poetic', defaultMessage: 'Poetic' });
    case 'remembrance':
      return intl.formatMessage({ id: 'messageSettings.tone.remembrance', defaultMessage: 'Remembrance' });
  }
}

/** A wish language's name in the chosen language ('German', 'Deutsch', 'Almanca'). */
export function languageNameIn(intl: IntlShape, language: Language): string {
  try {
    return (
      new Intl.DisplayNames([intl.locale], { type: 'language' }).of(language) ?? LANGUAGE_NAMES[language]
    );
  } catch {
    return LANGUAGE_NAMES[language];
  }
}
