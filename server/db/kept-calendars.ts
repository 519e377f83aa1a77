import { CALENDAR_IDS, LEAP_MONTH_CALENDARS } from '@shared/kept-calendars/types';

/**
 * Adds the calendars of the definitions to the database's list (`kept_calendars`, which the birthdays'
 * foreign key checks), after the migrations of every start: a new calendar file is all a new calendar
 * takes. One statement; a known row is left as it is, so instances of two versions never disagree.
 */
export const RECORD_KEPT_CALENDARS = `INSERT INTO kept_calendars (id, leap) VALUES ${CALENDAR_IDS.flatMap(
  (id) =>
    LEAP_MONTH_CALENDARS.includes(id) ? [`('${id}', false)`, `('${id}', true)`] : [`('${id}', false)`],
).join(', ')} ON CONFLICT DO NOTHING`;
