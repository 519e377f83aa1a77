import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { birthdayDateText, type KeptDay, keptInOtherCalendar } from '@shared/kept-calendars/celebrations';
import type { IntlShape } from 'react-intl';
import { formatPlainDate } from './format-date';

/**
 * A Gregorian birthday's date in the chosen language ('15. März', '3月15日'); English keeps the spec's
 * 'March 15th' (birthdayDateText), as does a date kept in another calendar, said in that calendar's words.
 */
export function dateText(intl: IntlShape, b: KeptDay & { year?: number | null }, { withYear = false } = {}) {
  if (intl.locale === DEFAULT_LOCALE || keptInOtherCalendar(b)) return birthdayDateText(b, { withYear });
  const shown = withYear && b.year != null;
  return formatPlainDate(
    intl.locale,
    { ...(shown ? { year: 'numeric' } : {}), month: 'long', day: 'numeric' },
    { year: shown ? (b.year as number) : 2000, month: b.month, day: b.day },
  );
}
