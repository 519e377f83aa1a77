import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { useQuery } from '@tanstack/react-query';

/** Under the 'reminders' topic's key: a change announced in another tab refetches this query. */
export const reminderSettingsQueryKey = [...topicKey('reminders'), 'settings'] as const;

export const getReminderSettings = () => api<ReminderSettingsWithZone>('/reminders/settings');

export const useReminderSettings = () =>
  useQuery({ queryKey: reminderSettingsQueryKey, queryFn: getReminderSettings });
