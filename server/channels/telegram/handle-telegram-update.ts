import { accountLanguage } from '@server/channel-kit/account-language';
import { botOf, switchTelegramOn, telegramRow } from '@server/channels/telegram/telegram-destination';
import type { TelegramUpdate } from '@server/channels/telegram/transport';
import { rowsOf } from '@server/db/client';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { sha256 } from '@server/lib/ids';
import { speak } from '@server/lib/speak';
import { matchLocale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, isNull, sql } from 'drizzle-orm';

// '/start <token>' from a t.me link; '/start@CakedayBot' is how a command reads when bots are named.
const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/;
const STOP = /^\/stop(?:@\w+)?\s*$/;
// The user's ID, '_', then 32 random bytes in base64url (start-telegram-link.ts).
const TOKEN = /^([A-Za-z0-9]{1,20})_[A-Za-z0-9_-]{43}$/;

/**
 * One update from the bot's chats: '/start <token>' links the chat to the token's user, '/stop'
 * unlinks it. Only private chats count (a group is not one person's reminders); each answer is a
 * plain sentence of ours, in the language of the account it linked or unlinked (the one its
 * reminders come in), else in the one the sender's Telegram is set to. Returns what it did, for the log.
 */
export async function handleTelegramUpdate(deps: Deps, update: TelegramUpdate) {
  const message = update.message;
  if (message?.chat.type !== 'private' || typeof message.text !== 'string') return 'ignored';
  const chatId = message.chat.id;
  const text = message.text.trim();
  const senderLanguage = matchLocale(message.from?.language_code ? [message.from.language_code] : []);
  const reply = async (words: string, account?: string | null) => {
    const language = (account ? await accountLanguage(deps, account) : null) ?? senderLanguage;
    await botOf(deps).sendMessage(chatId, speak(language, words));
  };

  const start = START.exec(text);
  if (start) {
    if (!start[1]) {
      await reply(MSG.telegramStartHelp);
      return 'help';
    }
    const linked = await linkChat(deps, start[1], chatId);
    await reply(linked ? MSG.telegramLinked : MSG.telegramLinkInvalid, linked);
    return linked ? 'linked' : 'invalid';
  }
  if (STOP.test(text)) {
    const [unlinked] = await unlinkChat(deps, chatId);
    await reply(MSG.telegramStopped, unlinked);
    return 'stopped';
  }
  return 'ignored';
}

/** Links the chat when the token is this user's unexpired, unused one: the user's id, else null. */
async function linkChat(deps: Deps, token: string, chatId: number): Promise<string | null> {
  const userId = TOKEN.exec(token)?.[1];
  if (!userId) return null;
  const now = deps.clock.now();
  const linked = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reminderDestinations)
      .set({ config: { chatId }, confirmedAt: now, failures: 0, pausedAt: null, updatedAt: now })
      .where(
        and(
          telegramRow(userId),
          isNull(reminderDestinations.confirmedAt),
          sql`${reminderDestinations.config}->>'linkHash' = ${sha256(token)}`,
          sql`(${reminderDestinations.config}->>'linkExpiresAt')::timestamptz > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ userId: reminderDestinations.userId });
    if (!row) return null;
    // The user expects a channel they just set up to work.
    await switchTelegramOn(tx, userId);
    await deps.realtime.publish({ userId, topic: 'reminders' }, tx);
    return userId;
  });
  return linked;
}

/**
 * '/stop': the chat carries no user, so every destination linked to it goes (two accounts may share
 * one chat). A cross-user statement by chat id, listed in server/test/citus-check.ts. Returns the
 * users it unlinked.
 */
async function unlinkChat(deps: Deps, chatId: number) {
  const gone = await rowsOf<{ user_id: string }>(
    deps.db.execute(
      sql`delete from reminder_destinations where channel = 'telegram' and config->>'chatId' = ${String(chatId)} returning user_id`,
    ),
  );
  for (const { user_id } of gone) await deps.realtime.publish({ userId: user_id, topic: 'reminders' });
  return gone.map(({ user_id }) => user_id);
}
