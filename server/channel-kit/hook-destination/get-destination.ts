import { pausedSentence } from '@server/channel-kit/pause-reason';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { channelResume } from '@shared/reminder-channels';
import type { HookDestination } from '@shared/schemas/hook-destination';
import { destinationOf, type HookChannel } from './hook-channel';

/** The user's destination for a channel as they may see it (no token, no secret), or null. */
export async function getDestination(
  deps: Pick<Deps, 'db'>,
  { userId, hook }: { userId: string; hook: HookChannel },
): Promise<HookDestination | null> {
  const channel = hook.id;
  const [row] = await deps.db.select().from(reminderDestinations).where(destinationOf(userId, channel));
  if (!row) return null;
  const url = String(row.config.url ?? '');
  const hasToken = hook.hasToken(row.config);
  if (!row.pausedAt) return { url, hasToken, paused: null };
  const paused = await pausedSentence(
    deps,
    { userId, channel, failures: row.failures },
    channelResume(channel),
  );
  return { url, hasToken, paused };
}
