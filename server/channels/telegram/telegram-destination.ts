import type { TelegramBot } from '@server/channels/telegram/transport';
import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { type TelegramConfig, telegramConfig } from '@shared/channels/telegram/schema';
import { and, eq, sql } from 'drizzle-orm';
import { telegramOf } from './transport';

/** The user's Telegram row of reminder_destinations. */
export const telegramRow = (userId: string) =>
  and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, 'telegram'));

/** The user's Telegram destination with its config read, or null. */
export async function readTelegramDestination({ db }: Pick<Deps, 'db'>, userId: string) {
  const [row] = await db.select().from(reminderDestinations).where(telegramRow(userId));
  if (!row) return null;
  const config = telegramConfig.safeParse(row.config);
  return { ...row, config: config.success ? config.data : null };
}

/** The linked chat of a confirmed destination, or null. */
export const chatIdOf = (config: TelegramConfig | null) =>
  config && 'chatId' in config ? config.chatId : null;

/** The bot, or the refusal a server without one gives (the channel is not offered there). */
export function botOf(deps: Pick<Deps, 'channelClients'>): TelegramBot {
  const bot = telegramOf(deps);
  if (!bot) throw new AppError('telegram_unavailable');
  return bot;
}

/** Removes the user's Telegram destination; their open tabs show it is not connected. */
export async function removeTelegramDestination(deps: Pick<Deps, 'db' | 'realtime'>, userId: string) {
  await deps.db.delete(reminderDestinations).where(telegramRow(userId));
  await deps.realtime.publish({ userId, topic: 'reminders' });
}

/** Switches the user's Telegram flag on, in the same transaction as the link it follows. */
export const switchTelegramOn = (db: Deps['db'], userId: string) =>
  db
    .update(users)
    .set({ reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels,telegram}', 'true', true)` })
    .where(eq(users.id, userId));

/**
 * Sends to the user's chat. When Telegram says the chat is gone (the user blocked the bot or deleted
 * the chat) the destination is removed, so no later reminder tries it again, and the error is thrown.
 */
export async function sendToUserChat(deps: Deps, userId: string, chatId: number, text: string) {
  try {
    await botOf(deps).sendMessage(chatId, text);
  } catch (err) {
    if (err instanceof AppError && err.code === 'telegram_blocked')
      await removeTelegramDestination(deps, userId);
    throw err;
  }
}
