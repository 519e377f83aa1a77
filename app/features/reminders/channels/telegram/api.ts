import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { TelegramLink, TelegramState } from '@shared/channels/telegram/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Under the 'reminders' topic: a link made in Telegram (announced by the server) refetches it. */
const telegramQueryKey = [...topicKey('reminders'), 'telegram'] as const;

/** The Telegram channel's state; while a link waits for Start in Telegram it is asked again every 3 s. */
export const useTelegramState = (waitingForStart: boolean) =>
  useQuery({
    queryKey: telegramQueryKey,
    queryFn: () => api<TelegramState>('/telegram'),
    refetchInterval: waitingForStart ? 3_000 : false,
  });

/** Connect, Send a test and Disconnect; each refreshes the state when it is done. */
export function useTelegramActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: telegramQueryKey });
  return {
    link: useMutation({ mutationFn: () => api<TelegramLink>('/telegram/link', { method: 'POST' }) }),
    test: useMutation({
      mutationFn: () => api<{ ok: true }>('/telegram/test', { method: 'POST' }),
      onSettled: refresh,
    }),
    disconnect: useMutation({
      mutationFn: () => api<void>('/telegram', { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}
