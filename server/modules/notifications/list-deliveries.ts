import { birthdays, notificationLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { DeliveryLogEntry } from '@shared/schemas/reminders';
import { and, desc, eq } from 'drizzle-orm';

const RECENT = 50;

/** The user's most recent reminder deliveries, newest first. */
export async function listDeliveries(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<DeliveryLogEntry[]> {
  const rows = await db
    .select({ log: notificationLog, birthdayName: birthdays.name })
    .from(notificationLog)
    // Joined on the user too: co-located on Citus (docs/scaling.md), and never another user's birthday.
    .innerJoin(
      birthdays,
      and(eq(birthdays.userId, notificationLog.userId), eq(birthdays.id, notificationLog.birthdayId)),
    )
    .where(eq(notificationLog.userId, userId))
    .orderBy(desc(notificationLog.claimedAt))
    .limit(RECENT);
  return rows.map(({ log, birthdayName }) => ({
    id: log.id,
    birthdayId: log.birthdayId,
    birthdayName,
    leadDays: log.leadDays,
    occurrence: log.occurrence,
    channel: log.channel,
    status: log.status,
    error: log.error,
    timestamp: (log.sentAt ?? log.claimedAt).getTime(),
  }));
}
