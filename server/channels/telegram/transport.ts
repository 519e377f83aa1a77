import { channelClient, channelPart } from '@server/channel-kit/server-channel';
import type { Deps } from '@server/deps';
import type { ProviderPart } from '@server/providers/provider-config';
import { telegramConfig } from './config';
import { type TelegramBot, telegramBot } from './telegram-bot';

/** The operator's bot, or null when TELEGRAM_BOT_TOKEN is not set (the channel is not offered). */
export function createTelegramProvider(config: ProviderPart<typeof telegramConfig>) {
  return config ? telegramBot(config) : null;
}
export { type TelegramBot, type TelegramUpdate, telegramBot, telegramUpdate } from './telegram-bot';

/** The bot the channel built at boot, or null when none is configured. */
export const telegramOf = (deps: Pick<Deps, 'channelClients'>) =>
  channelClient<TelegramBot | null>(deps, 'telegram');

/** The bot's token and API address, or null. */
export const telegramPart = (deps: Pick<Deps, 'config'>) =>
  channelPart(deps.config, 'telegram', telegramConfig);
