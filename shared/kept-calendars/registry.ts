import type { CalendarDefinition, KeptCalendarDefinition } from './definition';
import { DEFINITIONS } from './definitions';
import type { CalendarSystem } from './system';
import type { CalendarId } from './types';

type OtherId = Exclude<CalendarId, 'gregory'>;

const definitions = new Map<CalendarId, CalendarDefinition>(DEFINITIONS.map((d) => [d.id, d]));
const loaded = new Map<OtherId, CalendarSystem>();
const loading = new Map<OtherId, Promise<void>>();

/** A calendar's definition (definitions.ts): its names, month names, years and rules. */
export function definitionOf(id: OtherId): KeptCalendarDefinition;
export function definitionOf(id: CalendarId): CalendarDefinition;
export function definitionOf(id: CalendarId): CalendarDefinition {
  const definition = definitions.get(id);
  if (!definition) throw new Error(`No calendar ${id}`);
  return definition;
}

/**
 * Loads the calendars not loaded yet, each by its definition's `load` (a chunk of its own, so a page downloads
 * only the calendars its birthdays are kept in); the Gregorian calendar needs no loading. A calendar asked
 * for twice at once loads once; one that failed to load (a lost connection) is tried again next time.
 */
export async function loadCalendars(ids: Iterable<CalendarId>): Promise<void> {
  const missing = [...new Set(ids)].filter((id): id is OtherId => id !== 'gregory' && !loaded.has(id));
  await Promise.all(
    missing.map((id) => {
      let pending = loading.get(id);
      if (!pending) {
        pending = definitionOf(id)
          .load()
          .then((system) => {
            loaded.set(id, system);
          })
          .finally(() => loading.delete(id));
        loading.set(id, pending);
      }
      return pending;
    }),
  );
}

export function isCalendarLoaded(id: CalendarId): boolean {
  return id === 'gregory' || loaded.has(id);
}

export function calendarSystem(id: OtherId): CalendarSystem {
  const system = loaded.get(id);
  if (!system) throw new Error(`The ${id} calendar is not loaded: await loadCalendars(['${id}']) first`);
  return system;
}
