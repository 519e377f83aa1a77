import { MSG } from '@shared/messages';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The WebAuthn helpers arrive the first time a passkey is used, never with the landing page.
const library = () => import('@simplewebauthn/browser');
let started = false;

/** Whether this browser can use passkeys at all (WebAuthn). */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether this browser offers passkeys among a field's autofill suggestions (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!browserHasPasskeys() || !PublicKeyCredential.isConditionalMediationAvailable) return false;
  return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
}

/** The browser's prompt to make a passkey for the account. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await library();
  started = true;
  return startRegistration({ optionsJSON }) satisfies Promise<RegistrationResponseJSON>;
}

/**
 * The browser's prompt to sign a challenge with a passkey; with `autofill` the passkeys are offered
 * among the suggestions of the field whose autocomplete ends in 'webauthn', and the request waits.
 */
export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  { autofill = false } = {},
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  started = true;
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** Ends a waiting passkey request (the sign-in modal closed); nothing to load when none was made. */
export async function cancelPasskeyRequest() {
  if (started) (await library()).WebAuthnAbortService.cancelCeremony();
}

/**
 * Our sentence for a passkey prompt that did not end in a passkey, never the browser's own words;
 * null when the user closed it, or it gave way to another prompt: that needs no news.
 */
export function passkeyPromptProblem(err: unknown): string | null {
  const { name, code } = err as { name?: string; code?: string };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return MSG.passkeyOnThisDevice;
  if (!browserHasPasskeys()) return MSG.passkeyNotSupported;
  return MSG.passkeyFailed;
}
