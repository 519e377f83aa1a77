import { passkeys } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import { toPasskey } from './passkey-rows';

export async function renamePasskey(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, id, name }: { userId: string; id: string; name: string },
) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  if (!row) throw new AppError('not_found', MSG.passkeyNotFound);
  await realtime.publish({ userId, topic: 'sign-in-methods' });
  return toPasskey(row);
}
