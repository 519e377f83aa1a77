import type { ProviderPart } from '@server/providers/provider-config';
import type { telegramConfig } from './config';
import { telegramBot } from './telegram-bot';

/** The operator's bot, or null when TELEGRAM_BOT_TOKEN is not set (the channel is not offered). */
export function createTelegramProvider(config: ProviderPart<typeof telegramConfig>) {
  return config ? telegramBot(config) : null;
}
export { type TelegramBot, type TelegramUpdate, telegramBot, telegramUpdate } from './telegram-bot';
