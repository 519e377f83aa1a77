import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { matrixRow, switchMatrix } from './matrix-row';

/** Forgets the room and the token, and switches Matrix off. */
export async function removeMatrixSetup(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId }: { userId: string },
) {
  await db.delete(reminderDestinations).where(matrixRow(userId));
  await switchMatrix({ db, realtime }, userId, false);
}
