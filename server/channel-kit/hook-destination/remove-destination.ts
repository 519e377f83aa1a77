import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { destinationOf, type HookChannel, switchChannel } from './hook-channel';

/** Forgets where the channel's reminders went (its token or secret too) and switches it off. */
export async function removeDestination(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, hook }: { userId: string; hook: HookChannel },
) {
  const channel = hook.id;
  await db.delete(reminderDestinations).where(destinationOf(userId, channel));
  await switchChannel({ db, realtime }, userId, channel, false);
}
