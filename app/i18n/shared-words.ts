import { kindOf } from '@shared/date-kinds';
import { NAMED_CATEGORIES } from '@shared/i18n/shared-words';
import type { CalendarId } from '@shared/kept-calendars';
import { calendarName } from '@shared/kept-calendars/words';
import type { WishTone } from '@shared/schemas/ai';
import { LANGUAGE_NAMES, type Language } from '@shared/schemas/ai';
import { capitalize } from '@shared/text';
import type { IntlShape } from 'react-intl';

// The shared definitions' words (shared/i18n/shared-words.ts) in the chosen language.

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
