import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { and, eq, sql } from 'drizzle-orm';

/** The user's Matrix row in reminder_destinations. */
export const matrixRow = (userId: string) =>
  and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, 'matrix'));

/** The user's own Matrix switch: saving the setup turns it on, removing it off. */
export async function switchMatrix(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  on: boolean,
) {
  await db
    .update(users)
    .set({ reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels,matrix}', ${on}::jsonb)` })
    .where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'reminders' });
}
