import { topicKey } from '@app/lib/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api-client';
import { updateMe } from '../../../lib/session';

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) =>
      api<{ ok: true }>('/account/onboarding', { method: 'POST', body: input }),
    onSuccess: (_result, input) => {
      updateMe((me) => ({
        ...me,
        hasCompletedOnboarding: true,
        ...(input.setup ? { timeZone: input.setup.timeZone } : {}),
      }));
      // Reminder Settings shows the new hour and zone next time it opens.
      void queryClient.invalidateQueries({ queryKey: topicKey('reminders') });
    },
  });
}
