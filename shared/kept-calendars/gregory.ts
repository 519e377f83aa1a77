import { MONTH_NAMES } from '@shared/dates/format';
import { gregorianDefinition } from './definition';

/**
 * The Gregorian calendar, every birthday's calendar before the others: its rules stay the app's own
 * (`shared/dates/occurrence.ts`: Feb 29 falls on Feb 28 in common years), so it has no chunk to load.
 */
export const gregory = gregorianDefinition({
  id: 'gregory',
  name: 'Gregorian',
  shortName: 'Gregorian',
  months: MONTH_NAMES,
  words: 'month day',
  years: { first: 1800, last: 9999 },
});
