import { botOf } from '@server/channels/telegram/telegram-destination';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newToken, sha256 } from '@server/lib/ids';
import {
  TELEGRAM_LINK_TTL_MS,
  type TelegramConfig,
  type TelegramLink,
} from '@shared/channels/telegram/schema';

/**
 * 'Connect Telegram': a one-time start token (kept only as its hash, usable for 15 minutes) and the
 * t.me link that opens the bot with it. The token starts with the user's ID so the bot's poller finds
 * the row by its user; Telegram allows 64 characters of A–Z, a–z, 0–9, _ and - there.
 */
export async function startTelegramLink(
  deps: Pick<Deps, 'db' | 'clock' | 'channelClients'>,
  { userId }: { userId: string },
): Promise<TelegramLink> {
  const username = await botOf(deps).username();
  const token = `${userId}_${newToken()}`;
  const now = deps.clock.now();
  const config: TelegramConfig = {
    linkHash: sha256(token),
    linkExpiresAt: new Date(now.getTime() + TELEGRAM_LINK_TTL_MS).toISOString(),
  };
  // A new link replaces any earlier one (and a linked chat: the user is connecting another).
  const pending = { config, confirmedAt: null, failures: 0, pausedAt: null, updatedAt: now };
  await deps.db
    .insert(reminderDestinations)
    .values({ userId, channel: 'telegram', ...pending })
    .onConflictDoUpdate({
      target: [reminderDestinations.userId, reminderDestinations.channel],
      set: pending,
    });
  return { url: `https://t.me/${encodeURIComponent(username)}?start=${token}` };
}
