import { ApiError, api, errorMessage } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import { setMe } from '@app/lib/session';
import { MSG } from '@shared/messages';
import type { Me } from '@shared/schemas/auth';
import type { AuthenticationResponse, Passkey, RenamePasskeyInput } from '@shared/schemas/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPasskey, passkeyPromptProblem, signWithPasskey } from '../utils/webauthn';

export const passkeysQueryKey = [...topicKey('sign-in-methods'), 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery({ queryKey: passkeysQueryKey, queryFn: () => api<Passkey[]>('/passkeys') });

/** What to tell the user when a passkey step failed: the server's sentence, ours, or nothing (cancelled). */
export const passkeyProblem = (err: unknown) =>
  err instanceof ApiError ? errorMessage(err, MSG.passkeyFailed) : passkeyPromptProblem(err);

async function addPasskey() {
  const options = await api<PublicKeyCredentialCreationOptionsJSON>('/passkeys/registration-options', {
    method: 'POST',
  });
  return api<Passkey>('/passkeys', { method: 'POST', body: await createPasskey(options) });
}

/** The list refreshes itself after every change (and in other tabs, by the 'sign-in-methods' topic). */
function usePasskeyChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export const useAddPasskey = () => usePasskeyChange(addPasskey);

export const useRenamePasskey = () =>
  usePasskeyChange(({ id, name }: RenamePasskeyInput & { id: string }) =>
    api<Passkey>(`/passkeys/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } }),
  );

export const useRemovePasskey = () =>
  usePasskeyChange((id: string) =>
    api<{ ok: true }>(`/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/**
 * A passkey's answer to a sign-in challenge. With `autofill` it waits until the user picks a passkey
 * among the phone field's suggestions (or the request is cancelled).
 */
export async function passkeySignInAnswer({ autofill }: { autofill: boolean }) {
  const options = await api<PublicKeyCredentialRequestOptionsJSON>('/passkeys/sign-in-options', {
    method: 'POST',
  });
  return signWithPasskey(options, { autofill });
}

/** Signs in with a passkey's answer: the same session and answer as a sign-in by code. */
export async function signInWithAnswer(response: AuthenticationResponse) {
  const me = await api<Me>('/passkeys/sign-in', { method: 'POST', body: { response } });
  setMe(me);
  return me;
}

/** One of the user's passkeys confirms it is still them (an old session deleting the account). */
export async function passkeyConfirmation(): Promise<AuthenticationResponse> {
  const options = await api<PublicKeyCredentialRequestOptionsJSON>('/passkeys/reauth-options', {
    method: 'POST',
  });
  return signWithPasskey(options);
}
