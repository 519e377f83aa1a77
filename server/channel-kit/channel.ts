import { digestLog, notificationLog } from '@server/db/schema';
import type { Claim, Deps } from '@server/deps';
import { and, eq, sql } from 'drizzle-orm';

/** The user's own switch for this channel in their reminder settings. */
export const switchedOn = (id: string) => sql`(u.reminder_settings->'channels'->>${id}::text)::boolean`;

/** A claimed delivery's log row, named by its user too: the statement stays on one shard (docs/scaling.md). */
const deliveryRow = (userId: string, claimId: string) =>
  and(eq(notificationLog.userId, userId), eq(notificationLog.id, claimId));

/** A claimed digest's log row, named by its user too. */
const digestRow = (userId: string, claimId: string) =>
  and(eq(digestLog.userId, userId), eq(digestLog.id, claimId));

/** What a taken-over claim did about a possible earlier send, on its own log row. */
export async function noteRetake(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  claim: Claim,
  retake: 'confirmed_sent' | 'resent_not_sent' | 'resent_unconfirmed',
) {
  if (claim.log === 'digest') await db.update(digestLog).set({ retake }).where(digestRow(userId, claim.id));
  else await db.update(notificationLog).set({ retake }).where(deliveryRow(userId, claim.id));
}
