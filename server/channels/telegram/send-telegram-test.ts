import { botOf, sendToUserChat, telegramRow } from '@server/channels/telegram/telegram-destination';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { speak } from '@server/lib/speak';
import { TELEGRAM_TEST_INTERVAL_S } from '@shared/channels/telegram/schema';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, isNotNull, sql } from 'drizzle-orm';

/**
 * 'Send a test' to the linked chat. One statement both checks and stamps the last test, so twenty
 * clicks at once (on any number of instances) send one message per TELEGRAM_TEST_INTERVAL_S. It is
 * written in the request's language (the app sends its reader's).
 */
export async function sendTelegramTest(deps: Deps, { userId, locale }: { userId: string; locale: Locale }) {
  botOf(deps);
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - TELEGRAM_TEST_INTERVAL_S * 1000).toISOString();
  const lastTest = sql`(${reminderDestinations.config}->>'testedAt')::timestamptz`;
  const [stamped] = await deps.db
    .update(reminderDestinations)
    .set({
      config: sql`jsonb_set(${reminderDestinations.config}, '{testedAt}', to_jsonb(${now.toISOString()}::text))`,
    })
    .where(
      and(
        telegramRow(userId),
        isNotNull(reminderDestinations.confirmedAt),
        sql`(${lastTest} is null or ${lastTest} <= ${cutoff}::timestamptz)`,
      ),
    )
    .returning({ chatId: sql<string>`${reminderDestinations.config}->>'chatId'` });
  if (!stamped) {
    const [linked] = await deps.db
      .select({ at: reminderDestinations.confirmedAt })
      .from(reminderDestinations)
      .where(and(telegramRow(userId), isNotNull(reminderDestinations.confirmedAt)));
    throw linked
      ? new AppError('too_many_requests', MSG.testSentTooSoon)
      : new AppError('telegram_not_connected');
  }
  await sendToUserChat(deps, userId, Number(stamped.chatId), speak(locale, MSG.telegramTest));
}
