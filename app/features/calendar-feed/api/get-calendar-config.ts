import { api } from '@app/lib/api-client';
import type { CalendarConfig } from '@shared/schemas/calendar-feed';
import { useQuery } from '@tanstack/react-query';

export const getCalendarConfig = () => api<CalendarConfig>('/calendar/config');

/** Whether the server has a Google client ID; it does not change while the app runs. */
export const useCalendarConfig = () =>
  useQuery({
    queryKey: ['calendar-config'],
    queryFn: getCalendarConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
