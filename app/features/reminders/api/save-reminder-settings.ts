import { api } from '@app/lib/api-client';
import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reminderSettingsQueryKey } from './get-reminder-settings';

export const saveReminderSettings = (settings: ReminderSettingsWithZone) =>
  api<ReminderSettingsWithZone>('/reminders/settings', { method: 'PUT', body: settings });

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
