import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import { updateMe } from '@app/lib/session';
import type { OnboardingInput } from '@shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
