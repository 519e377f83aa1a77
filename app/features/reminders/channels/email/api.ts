import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { EmailState } from '@shared/channels/email/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Under the 'reminders' topic's key: a change announced in another tab refetches it. */
export const emailQueryKey = [...topicKey('reminders'), 'email'] as const;

export const useEmailState = () =>
  useQuery({ queryKey: emailQueryKey, queryFn: () => api<EmailState>('/email') });

/** Each call answers with the new state (or nothing: Send a test), which replaces the cached one. */
function useEmailMutation<Input>(call: (input: Input) => Promise<EmailState | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(emailQueryKey, state);
      else void queryClient.invalidateQueries({ queryKey: emailQueryKey });
    },
  });
}

export const useSaveEmailAddress = () =>
  useEmailMutation((address: string) => api<EmailState>('/email', { method: 'PUT', body: { address } }));
export const useConfirmEmail = () =>
  useEmailMutation((code: string) => api<EmailState>('/email/confirm', { method: 'POST', body: { code } }));
export const useRemoveEmail = () => useEmailMutation(() => api<undefined>('/email', { method: 'DELETE' }));
export const useSendTestEmail = () =>
  useMutation({ mutationFn: () => api<{ ok: true }>('/email/test', { method: 'POST' }) });
