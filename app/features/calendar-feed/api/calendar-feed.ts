import { api } from '@app/lib/api-client';
import type { CalendarFeed } from '@shared/schemas/calendar-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const feedQueryKey = ['calendar-feed'] as const;

export const getCalendarFeed = () => api<CalendarFeed>('/calendar/feed');
export const resetCalendarFeed = () => api<CalendarFeed>('/calendar/feed', { method: 'POST' });

export const useCalendarFeed = () => useQuery({ queryKey: feedQueryKey, queryFn: getCalendarFeed });

/** A new feed URL; the answer is the only time it is seen, so it goes straight into the cache. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(feedQueryKey, feed),
  });
}
