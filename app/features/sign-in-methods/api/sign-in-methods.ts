import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import { updateMe } from '@app/lib/session';
import type { SendCodeResult, SendEmailCodeResult } from '@shared/schemas/auth';
import type {
  AddEmailInput,
  AddPhoneInput,
  ConfirmMethodInput,
  MethodKind,
  SignInMethods,
} from '@shared/schemas/sign-in-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Under 'account': a method added or removed in another tab refreshes this list too.
const methodsKey = [...topicKey('account'), 'sign-in-methods'] as const;

export const useSignInMethods = () =>
  useQuery({ queryKey: methodsKey, queryFn: () => api<SignInMethods>('/sign-in-methods') });

/** A code to the phone or address being added; it confirms it for this account and signs nobody in. */
export const useSendMethodCode = () =>
  useMutation({
    mutationFn: (to: AddPhoneInput | AddEmailInput): Promise<SendCodeResult | SendEmailCodeResult> =>
      'phone' in to
        ? api<SendCodeResult>('/sign-in-methods/phone', { method: 'POST', body: to })
        : api<SendEmailCodeResult>('/sign-in-methods/email', { method: 'POST', body: to }),
  });

/** The answer of an add or a removal is the account's methods now: the list and the session follow it. */
function useMethodsChange<Input>(change: (input: Input) => Promise<SignInMethods>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (methods) => {
      queryClient.setQueryData(methodsKey, methods);
      updateMe((me) => ({ ...me, phone: methods.phone, email: methods.email }));
    },
  });
}

export const useConfirmMethod = () =>
  useMethodsChange((input: ConfirmMethodInput) =>
    api<SignInMethods>('/sign-in-methods/confirm', { method: 'POST', body: input }),
  );

export const useRemoveMethod = () =>
  useMethodsChange((kind: MethodKind) =>
    api<SignInMethods>(`/sign-in-methods/${kind}`, { method: 'DELETE' }),
  );
