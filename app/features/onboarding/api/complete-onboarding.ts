import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput } from '../../../../shared/schemas/account';
import type { Me } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/forget-user';

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) =>
      api<{ ok: true }>('/account/onboarding', { method: 'POST', body: input }),
    onSuccess: (_result, input) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me
          ? {
              ...me,
              hasCompletedOnboarding: true,
              ...(input.setup ? { timeZone: input.setup.timeZone } : {}),
            }
          : me,
      );
      // Reminder Settings shows the new hour and zone next time it opens.
      void queryClient.invalidateQueries({ queryKey: ['reminders'] });
    },
  });
}
