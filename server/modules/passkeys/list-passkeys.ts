import { passkeys } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { asc, eq } from 'drizzle-orm';
import { toPasskey } from './passkey-rows';

/** The user's passkeys, oldest first. */
export async function listPasskeys({ db }: Pick<Deps, 'db'>, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}
