import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, sql } from 'drizzle-orm';
import { destinationOf, type HookChannel } from './hook-channel';

/** One test per channel and user this often: twenty clicks at once send one. */
const TEST_INTERVAL_MS = 10_000;

/**
 * Sends a test message to the saved destination now. The statement that claims the test also
 * checks the last one was long enough ago, so parallel requests cannot all pass. A failed test
 * says why in our words and does not count towards pausing the channel.
 */
export async function sendTest(
  deps: Deps,
  { userId, hook, locale }: { userId: string; hook: HookChannel; locale: Locale },
) {
  const channel = hook.id;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - TEST_INTERVAL_MS).toISOString();
  const [claimed] = await deps.db
    .update(reminderDestinations)
    .set({
      config: sql`${reminderDestinations.config} || jsonb_build_object('testedAt', ${now.toISOString()}::text)`,
    })
    .where(
      and(
        destinationOf(userId, channel),
        sql`coalesce((${reminderDestinations.config}->>'testedAt')::timestamptz, '-infinity') <= ${since}::timestamptz`,
      ),
    )
    .returning({ config: reminderDestinations.config });
  if (!claimed) {
    const [exists] = await deps.db
      .select({ channel: reminderDestinations.channel })
      .from(reminderDestinations)
      .where(destinationOf(userId, channel));
    throw exists ? new AppError('too_many_requests', MSG.testSentTooSoon) : new AppError('hook_missing');
  }
  await hook.sendTest(deps, claimed.config, locale);
}
