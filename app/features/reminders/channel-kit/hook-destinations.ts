import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { HookDestination, SavedHookDestination } from '@shared/schemas/hook-destination';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type HookSetup = { url: string; token?: string };

// The destination of a channel set up with an address (ntfy, webhooks), by any channel's id as in the
// server's kit, so a channel added this way brings no edit here. Under the 'reminders' topic: a change
// announced in another tab refetches it.
const destinationKey = (channel: ReminderChannelId) =>
  [...topicKey('reminders'), 'destination', channel] as const;

export const useHookDestination = (channel: ReminderChannelId) =>
  useQuery({
    queryKey: destinationKey(channel),
    queryFn: async () =>
      (await api<{ destination: HookDestination | null }>(`/channels/${channel}`)).destination,
  });

export function useSaveHookDestination(channel: ReminderChannelId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: HookSetup) =>
      api<SavedHookDestination>(`/channels/${channel}`, { method: 'PUT', body: setup }),
    onSuccess: (saved) => queryClient.setQueryData(destinationKey(channel), saved.destination),
  });
}

export function useRemoveHookDestination(channel: ReminderChannelId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/channels/${channel}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(destinationKey(channel), null),
  });
}

export const useSendHookTest = (channel: ReminderChannelId) =>
  useMutation({ mutationFn: () => api<{ ok: true }>(`/channels/${channel}/test`, { method: 'POST' }) });
