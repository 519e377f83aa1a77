// Every calendar, loaded at import: for the server and tests, which need them all and no code splitting.
import { loadCalendars } from './registry';
import { CALENDAR_IDS } from './types';

await loadCalendars(CALENDAR_IDS);
