import { useQuery } from '@tanstack/react-query';
import type { ReminderSettingsWithZone } from '../../../../shared/schemas/reminders';
import { api } from '../../../lib/api-client';

/** Realtime events name the 'reminders' topic; this key makes them refetch this query. */
export const reminderSettingsQueryKey = ['reminders', 'settings'] as const;

export const getReminderSettings = () => api<ReminderSettingsWithZone>('/reminders/settings');

export const useReminderSettings = () =>
  useQuery({ queryKey: reminderSettingsQueryKey, queryFn: getReminderSettings });
