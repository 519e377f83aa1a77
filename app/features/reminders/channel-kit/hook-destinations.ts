import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { HookDestination, SavedHookDestination } from '@shared/schemas/hook-destination';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** ntfy and webhooks: the channels set up with an address. */
export type HookChannelId = 'ntfy' | 'webhook';
export type HookSetup = { url: string; token?: string };

// Under the 'reminders' topic: a change announced in another tab refetches it.
const destinationKey = (channel: HookChannelId) =>
  [...topicKey('reminders'), 'destination', channel] as const;

export const useHookDestination = (channel: HookChannelId) =>
  useQuery({
    queryKey: destinationKey(channel),
    queryFn: async () =>
      (await api<{ destination: HookDestination | null }>(`/channels/${channel}`)).destination,
  });

export function useSaveHookDestination(channel: HookChannelId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: HookSetup) =>
      api<SavedHookDestination>(`/channels/${channel}`, { method: 'PUT', body: setup }),
    onSuccess: (saved) => queryClient.setQueryData(destinationKey(channel), saved.destination),
  });
}

export function useRemoveHookDestination(channel: HookChannelId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/channels/${channel}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(destinationKey(channel), null),
  });
}

export const useSendHookTest = (channel: HookChannelId) =>
  useMutation({ mutationFn: () => api<{ ok: true }>(`/channels/${channel}/test`, { method: 'POST' }) });
