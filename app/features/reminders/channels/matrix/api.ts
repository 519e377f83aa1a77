import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { MatrixInput, MatrixSetup } from '@shared/channels/matrix/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Under the 'reminders' topic: a change announced in another tab refetches it.
const setupKey = [...topicKey('reminders'), 'destination', 'matrix'] as const;

/** The saved Matrix room (never its token), or null. */
export const useMatrixSetup = () =>
  useQuery({
    queryKey: setupKey,
    queryFn: async () => (await api<{ setup: MatrixSetup | null }>('/channels/matrix')).setup,
  });

export function useSaveMatrixSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatrixInput) =>
      api<{ setup: MatrixSetup }>('/channels/matrix', { method: 'PUT', body: input }),
    onSuccess: ({ setup }) => queryClient.setQueryData(setupKey, setup),
  });
}

export function useRemoveMatrixSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/channels/matrix', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(setupKey, null),
  });
}

export const useSendMatrixTest = () =>
  useMutation({ mutationFn: () => api<{ ok: true }>('/channels/matrix/test', { method: 'POST' }) });
