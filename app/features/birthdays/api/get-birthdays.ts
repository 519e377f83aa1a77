import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { Birthday } from '@shared/schemas/birthday';
import { useQuery } from '@tanstack/react-query';
import { loadCalendarsOf, toView } from '../utils/birthday-view';

/** The 'birthdays' topic's key: a change announced in another tab refetches this query. */
export const birthdaysQueryKey = topicKey('birthdays');

/**
 * The list, resolved only once the calendars its birthdays are kept in are loaded, so every view reads them
 * synchronously. A refetch (realtime, focus) comes through here too; an optimistic update after a save
 * carries a calendar the form loaded before saving.
 */
export async function getBirthdays(): Promise<Birthday[]> {
  const list = await api<Birthday[]>('/birthdays');
  await loadCalendarsOf(list);
  return list;
}

// Stable across renders, so TanStack Query maps the list once per fetch, not once per subscriber render.
const toViews = (list: Birthday[]) => list.map(toView);

export const useBirthdays = () =>
  useQuery({ queryKey: birthdaysQueryKey, queryFn: getBirthdays, select: toViews });
