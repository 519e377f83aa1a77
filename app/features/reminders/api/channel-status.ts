import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { PausedChannel, ResumableChannel } from '@shared/schemas/channel-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Under the 'reminders' topic: a resume in another tab refetches it.
const pausedKey = [...topicKey('reminders'), 'paused'] as const;

/** The channels the engine paused, with why and how to resume (Home, Notifications, Reminder Settings). */
export const usePausedChannels = () =>
  useQuery({
    queryKey: pausedKey,
    queryFn: async () => (await api<{ paused: PausedChannel[] }>('/channel-status/paused')).paused,
  });

/** One channel's pause, or null while it is not paused (or not known yet). */
export function usePausedChannel(channel: ReminderChannelId): PausedChannel | null {
  return usePausedChannels().data?.find((p) => p.channel === channel) ?? null;
}

export function useResumeChannel(channel: ResumableChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/channel-status/${channel}/resume`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pausedKey }),
  });
}
