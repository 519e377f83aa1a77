import { api } from '@app/lib/api-client';
import type { MessageSettings } from '@shared/schemas/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSettingsQueryKey } from './get-message-settings';

export const saveMessageSettings = (settings: MessageSettings) =>
  api<MessageSettings>('/ai/message-settings', { method: 'PUT', body: settings });

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageSettings,
    onSuccess: (saved) => queryClient.setQueryData(messageSettingsQueryKey, saved),
  });
}
