import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { pausedSentence } from '@server/jobs/reminders/channels/pause-reason';
import { MSG } from '@shared/messages';
import type { HookDestination } from '@shared/schemas/hook-destination';
import { destinationOf, HOOK_CHANNELS, type HookChannelId } from './hook-channels';

/** The user's destination for a channel as they may see it (no token, no secret), or null. */
export async function getDestination(
  deps: Pick<Deps, 'db'>,
  { userId, channel }: { userId: string; channel: HookChannelId },
): Promise<HookDestination | null> {
  const [row] = await deps.db.select().from(reminderDestinations).where(destinationOf(userId, channel));
  if (!row) return null;
  const url = String(row.config.url ?? '');
  const hasToken = HOOK_CHANNELS[channel].hasToken(row.config);
  if (!row.pausedAt) return { url, hasToken, paused: null };
  const paused = await pausedSentence(deps, { userId, channel, failures: row.failures }, MSG.hookResume);
  return { url, hasToken, paused };
}
