import { defineServerChannel } from '@server/channel-kit/server-channel';
import { telegramConfig } from './config';
import { telegramModule } from './module';
import { telegramChannel } from './sender';
import { createTelegramProvider } from './transport';

/** Telegram through the operator's bot, in the chat the user linked with /start. */
export const channel = defineServerChannel({
  sender: telegramChannel,
  modules: [telegramModule],
  config: telegramConfig,
  client: createTelegramProvider,
});
