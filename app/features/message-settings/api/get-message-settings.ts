import { topicKey } from '@app/lib/realtime';
import { useQuery } from '@tanstack/react-query';
import type { MessageSettings } from '../../../../shared/schemas/ai';
import { api } from '../../../lib/api-client';

/** The 'message-settings' topic's key: a change announced in another tab refetches this query. */
export const messageSettingsQueryKey = topicKey('message-settings');

export const getMessageSettings = () => api<MessageSettings>('/ai/message-settings');

export const useMessageSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: messageSettingsQueryKey, queryFn: getMessageSettings, enabled });
