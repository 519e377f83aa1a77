import { useQuery } from '@tanstack/react-query';
import type { MessageSettings } from '../../../../shared/schemas/ai';
import { api } from '../../../lib/api-client';

/** Realtime events name the 'message-settings' topic; this key makes them refetch this query. */
export const messageSettingsQueryKey = ['message-settings'] as const;

export const getMessageSettings = () => api<MessageSettings>('/ai/message-settings');

export const useMessageSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: messageSettingsQueryKey, queryFn: getMessageSettings, enabled });
