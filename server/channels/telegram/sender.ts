import { destinationChannel } from '@server/channel-kit/destination';
import type { Notification } from '@server/jobs/reminders/notification';
import { AppError } from '@server/lib/errors';
import { telegramConfig } from '@shared/channels/telegram/schema';
import { chatIdOf, sendToUserChat } from './telegram-destination';

/** Plain text (no parse_mode), so a name with * _ < or & reads exactly as the user typed it. */
const telegramText = (message: Notification) => `${message.title}\n${message.body}\n${message.url}`;

/**
 * A message to the chat the user linked. Telegram keeps no record we could ask, so a claim taken
 * over after a crash between claim and send is sent again (at most one resend per takeover) and the
 * row says so. A chat Telegram says is gone is unlinked (sendToUserChat).
 */
export const telegramChannel = destinationChannel(
  'telegram',
  telegramConfig.parse,
  'telegram_not_connected',
  async (deps, config, to, _claim, notification) => {
    const chatId = chatIdOf(config);
    if (chatId === null) throw new AppError('telegram_not_connected');
    await sendToUserChat(deps, to.userId, chatId, telegramText(notification));
  },
);
