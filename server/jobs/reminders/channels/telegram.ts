import { notificationLog } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { sql } from 'drizzle-orm';
import type { ReminderMessage } from '../reminder-message';
import { deliveryRow, type ReminderChannel, switchedOn } from './channel';
import { chatIdOf, readTelegramDestination, sendToUserChat } from './telegram-destination';

/** Plain text (no parse_mode), so a name with * _ < or & reads exactly as the user typed it. */
const telegramText = (message: ReminderMessage) => `${message.title}\n${message.body}\n${message.url}`;

/**
 * A message to the chat the user linked. Telegram keeps no record we could ask, so a claim taken
 * over after a crash between claim and send is sent again (at most one resend per takeover) and the
 * row says so. A chat Telegram says is gone is unlinked (sendToUserChat).
 */
export const telegramChannel: ReminderChannel = {
  id: 'telegram',
  enabled: sql`${switchedOn('telegram')} AND EXISTS (SELECT 1 FROM reminder_destinations d WHERE d.user_id = u.id AND d.channel = 'telegram' AND d.confirmed_at IS NOT NULL AND d.paused_at IS NULL)`,
  async send(deps, reminder, claim, message) {
    const destination = await readTelegramDestination(deps, reminder.userId);
    const chatId = chatIdOf(destination?.config ?? null);
    if (chatId === null) throw new AppError('telegram_not_connected');
    if (claim.attempts > 1)
      await deps.db
        .update(notificationLog)
        .set({ retake: 'resent_unconfirmed' })
        .where(deliveryRow(reminder, claim.id));
    await sendToUserChat(deps, reminder.userId, chatId, telegramText(message));
  },
};
