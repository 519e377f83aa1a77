import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { MessageSettings } from '@shared/schemas/ai';
import { useQuery } from '@tanstack/react-query';

/** The 'message-settings' topic's key: a change announced in another tab refetches this query. */
export const messageSettingsQueryKey = topicKey('message-settings');

export const getMessageSettings = () => api<MessageSettings>('/ai/message-settings');

export const useMessageSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: messageSettingsQueryKey, queryFn: getMessageSettings, enabled });
