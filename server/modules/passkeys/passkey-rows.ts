import type { Db } from '@server/db/client';
import { passkeys } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import type { Passkey } from '@shared/schemas/passkeys';
import { eq } from 'drizzle-orm';

type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
});

/** The user's passkeys as a browser is told of them: to make no second one on the same authenticator, or to pick one. */
export function credentialsOf(db: Db, userId: string) {
  return db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

// A passkey carries its account's User ID as its user handle, so a sign-in names its user from the start.
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);
export const userIdOfHandle = (userHandle: string) => Buffer.from(userHandle, 'base64url').toString('utf8');

/** The library said no: the user gets our sentence, the log its reason. */
export const refused = (reason: unknown) =>
  new AppError('passkey_refused', { detail: reason instanceof Error ? reason.message : String(reason) });
