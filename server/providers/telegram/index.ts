import type { Config } from '@server/env';
import { telegramBot } from './telegram-bot';

/** The operator's bot, or null when TELEGRAM_BOT_TOKEN is not set (the channel is not offered). */
export function createTelegramProvider(config: Config['telegram']) {
  return config ? telegramBot(config) : null;
}
export { type TelegramBot, type TelegramUpdate, telegramBot, telegramUpdate } from './telegram-bot';
