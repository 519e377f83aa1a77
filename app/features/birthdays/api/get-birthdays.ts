import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { Birthday } from '@shared/schemas/birthday';
import { useQuery } from '@tanstack/react-query';
import { toView } from '../utils/birthday-view';

/** The 'birthdays' topic's key: a change announced in another tab refetches this query. */
export const birthdaysQueryKey = topicKey('birthdays');

export const getBirthdays = () => api<Birthday[]>('/birthdays');

// Stable across renders, so TanStack Query maps the list once per fetch, not once per subscriber render.
const toViews = (list: Birthday[]) => list.map(toView);

export const useBirthdays = () =>
  useQuery({ queryKey: birthdaysQueryKey, queryFn: getBirthdays, select: toViews });
