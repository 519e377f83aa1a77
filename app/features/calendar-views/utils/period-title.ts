import { formatPlainDate } from '@app/i18n/format-date';
import { weekRange } from '@shared/dates/calendar-view';
import type { PlainDate } from '@shared/dates/plain-date';
import type { IntlShape } from 'react-intl';
import type { Period } from './period';

/** 'From – to', the two ends of a week that the header names. */
const range = (intl: IntlShape, start: string, end: string) =>
  intl.formatMessage({ id: 'calendar.range', defaultMessage: '{start} – {end}' }, { start, end });

/**
 * The header in the chosen language: month-year, or the year alone in Year view. A week that spans
 * two months names both, shortened to fit a phone ('Mar – Apr 2026'), and one that spans two years
 * names both years ('Dec 2026 – Jan 2027').
 */
export function periodTitle(intl: IntlShape, period: Period): string {
  const { locale } = intl;
  if (period.view === 'year') return formatPlainDate(locale, { year: 'numeric' }, period.anchor);
  const monthYear = (d: PlainDate) => formatPlainDate(locale, { month: 'long', year: 'numeric' }, d);
  if (period.view === 'month') return monthYear(period.anchor);
  const { start, end } = weekRange(period.anchor);
  if (start.month === end.month) return monthYear(start);
  const endText = formatPlainDate(locale, { month: 'short', year: 'numeric' }, end);
  const startText =
    start.year === end.year
      ? formatPlainDate(locale, { month: 'short' }, start)
      : formatPlainDate(locale, { month: 'short', year: 'numeric' }, start);
  return range(intl, startText, endText);
}

/** The week's days under the header, e.g. 'Mar 8 – 14' or 'Mar 29 – Apr 4'. */
export function weekSubtitle(intl: IntlShape, anchor: PlainDate): string {
  const { start, end } = weekRange(anchor);
  const from = formatPlainDate(intl.locale, { month: 'short', day: 'numeric' }, start);
  const to =
    start.month === end.month
      ? formatPlainDate(intl.locale, { day: 'numeric' }, end)
      : formatPlainDate(intl.locale, { month: 'short', day: 'numeric' }, end);
  return range(intl, from, to);
}
