import { PASSKEY_NAME_MAX_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { z } from 'zod';

/**
 * A base64url field of a browser's WebAuthn answer. The server's library checks what it means; this
 * only keeps its size and alphabet sane. Anything malformed reads as a passkey we could not confirm.
 */
const base64url = (max: number) =>
  z
    .string({ error: MSG.passkeyRefused })
    .max(max, MSG.passkeyRefused)
    .regex(/^[A-Za-z0-9_-]*$/, MSG.passkeyRefused);

// A credential ID is at most 1,023 bytes (WebAuthn Level 3, §5.1); its base64url is 1,364 characters.
const credentialId = base64url(1364).min(1, MSG.passkeyRefused);
const clientDataJSON = base64url(4096);
const answerFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: MSG.passkeyRefused }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // We ask for no extension; what a browser reports anyway is let through, as the library expects.
  clientExtensionResults: z.custom<object>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    MSG.passkeyRefused,
  ),
};

/** What `startRegistration` answers when a signed-in user adds a passkey. */
export const registrationResponse = z.object({
  ...answerFields,
  response: z.object({
    clientDataJSON,
    // With attestation 'none' it is small, but some authenticators attest anyway with certificates.
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** What `startAuthentication` answers: a signed challenge, to sign in or to confirm it is you. */
export const authenticationResponse = z.object({
  ...answerFields,
  response: z.object({
    clientDataJSON,
    authenticatorData: base64url(4096),
    signature: base64url(4096),
    userHandle: base64url(256).optional(),
  }),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

export const passkeySignInInput = z.object({ response: authenticationResponse });
export type PasskeySignInInput = z.infer<typeof passkeySignInInput>;

/** A passkey on the user's account, as Settings lists it. */
export const passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

// Line breaks, tabs and the like (Unicode's control characters, and its line and paragraph separators).
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export const passkeyName = z
  .string({ error: MSG.passkeyNameRequired })
  .trim()
  .min(1, MSG.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, MSG.passkeyNameTooLong)
  .refine((name) => !CONTROL_CHARACTERS.test(name), MSG.passkeyNameInvalid);

export const renamePasskeyInput = z.object({ name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInput>;

export const passkeyParams = z.object({ id: z.string().max(1364, MSG.passkeyNotFound) });
