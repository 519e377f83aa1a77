import { z } from 'zod';

/**
 * A Telegram destination's `config` in reminder_destinations: a pending link (its one-time token's
 * hash and expiry) until the user taps Start in Telegram, then the chat it was linked to.
 */
export const telegramConfig = z.union([
  z.object({ chatId: z.number().int(), testedAt: z.iso.datetime({ offset: true }).optional() }),
  z.object({ linkHash: z.string().length(64), linkExpiresAt: z.iso.datetime({ offset: true }) }),
]);
export type TelegramConfig = z.infer<typeof telegramConfig>;

/** What Reminder Settings shows of the Telegram channel. */
export const telegramState = z.object({
  /** False when this server has no bot (no TELEGRAM_BOT_TOKEN): the row is not shown. */
  available: z.boolean(),
  connected: z.boolean(),
  /** Paused after repeated failures (the engine's failure rule): why, and how to resume; else null. */
  paused: z.string().nullable(),
});
export type TelegramState = z.infer<typeof telegramState>;

/** The t.me link that opens the bot with a one-time start token. */
export const telegramLink = z.object({ url: z.url() });
export type TelegramLink = z.infer<typeof telegramLink>;

/** How long a Connect Telegram link can be used. */
export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;
/** Seconds between two tests of one user's Telegram chat. */
export const TELEGRAM_TEST_INTERVAL_S = 10;
