import type { Deps } from '@server/deps';
import { PASSKEY_CHALLENGE_TTL_MS } from '@shared/constants';
import { formatInternational } from '@shared/schemas/phone';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { keepSessionChallenge, type SessionOwner } from './challenges';
import { credentialsOf, userHandleOf } from './passkey-rows';
import { relyingParty } from './relying-party';

/**
 * What the browser needs to make a passkey for the signed-in user: one it can offer without a
 * phone typed (a discoverable credential), that asks for the user's fingerprint, face or PIN, and
 * none on an authenticator that already holds one of theirs.
 */
export async function registrationOptions(
  deps: Deps,
  {
    owner,
    user,
    ip,
  }: { owner: SessionOwner; user: { id: string; phone: string | null; email: string | null }; ip: string },
) {
  const rp = relyingParty(deps.config);
  // What a passkey manager lists it under: the name the user signs in with (phone, else email, else
  // the User ID they share by).
  const userName = user.phone ? formatInternational(user.phone) : (user.email ?? user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(owner.userId),
    userName,
    userDisplayName: userName,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(deps.db, owner.userId),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepSessionChallenge(deps, { challenge: options.challenge, purpose: 'register', owner, ip });
  return options;
}
