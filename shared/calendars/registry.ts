import type { CalendarSystem } from './system';
import type { CalendarId } from './types';

type OtherId = CalendarSystem['id'];

const loaded = new Map<OtherId, CalendarSystem>();

// One chunk per calendar family, so a page downloads only the calendars its birthdays are kept in.
const loaders: Record<OtherId, () => Promise<CalendarSystem>> = {
  chinese: () => import('./lunisolar').then((m) => m.chinese),
  dangi: () => import('./lunisolar').then((m) => m.dangi),
  hebrew: () => import('./hebrew').then((m) => m.hebrew),
  'islamic-umalqura': () => import('./islamic').then((m) => m.islamicUmalqura),
  persian: () => import('./persian').then((m) => m.persian),
};

/** Loads the calendars not loaded yet; the Gregorian calendar needs no loading. */
export async function loadCalendars(ids: Iterable<CalendarId>): Promise<void> {
  const missing = [...new Set(ids)].filter((id): id is OtherId => id !== 'gregory' && !loaded.has(id));
  await Promise.all(missing.map(async (id) => loaded.set(id, await loaders[id]())));
}

export function registerCalendars(...systems: CalendarSystem[]): void {
  for (const system of systems) loaded.set(system.id, system);
}

export function isCalendarLoaded(id: CalendarId): boolean {
  return id === 'gregory' || loaded.has(id);
}

export function calendarSystem(id: OtherId): CalendarSystem {
  const system = loaded.get(id);
  if (!system) throw new Error(`The ${id} calendar is not loaded: await loadCalendars(['${id}']) first`);
  return system;
}
