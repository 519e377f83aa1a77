import { passkeys } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { RegistrationResponse } from '@shared/schemas/passkeys';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { type SessionOwner, takeChallenge } from './challenges';
import { deviceName } from './device-name';
import { refused, toPasskey } from './passkey-rows';
import { relyingParty } from './relying-party';

/**
 * Keeps the passkey a browser made for the challenge this session asked for, named after the
 * device it was made on. A credential already on any account is not taken again.
 */
export async function addPasskey(
  deps: Deps,
  {
    owner,
    userAgent,
    response,
  }: { owner: SessionOwner; userAgent: string | undefined; response: RegistrationResponse },
) {
  const challenge = await takeChallenge(deps, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: 'register',
    owner,
  });
  const rp = relyingParty(deps.config);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((err: unknown) => {
    throw refused(err);
  });
  if (!verified.verified) throw refused('registration not verified');

  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: owner.userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: deviceName(userAgent),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('passkey_exists');
  await deps.realtime.publish({ userId: owner.userId, topic: 'sign-in-methods' });
  return toPasskey(row);
}
