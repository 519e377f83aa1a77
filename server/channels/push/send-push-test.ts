import { pushOf } from '@server/channels/push/transport';
import { pushSubscriptions, reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { speak } from '@server/lib/speak';
import type { Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';
import { and, eq, sql } from 'drizzle-orm';

/** One push test per user this often: twenty clicks at once send one. */
const TEST_INTERVAL_MS = 10_000;

/**
 * Sends a test notification to this device's subscription only. The push row's stamp of the last
 * test is set by the one statement that checks it, so parallel requests cannot all pass; a failed
 * test says why in our words and does not count towards pausing push. It is written in the
 * request's language (the app sends its reader's).
 */
export async function sendPushTest(
  deps: Deps,
  { userId, endpoint, locale }: { userId: string; endpoint: string; locale: Locale },
) {
  const [target] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  if (!target) throw new AppError('not_found', MSG.pushTestNoDevice);

  const now = deps.clock.now();
  const d = reminderDestinations;
  const since = new Date(now.getTime() - TEST_INTERVAL_MS).toISOString();
  const stamp = { testedAt: now.toISOString() };
  const [claimed] = await deps.db
    .insert(d)
    .values({ userId, channel: 'push', config: stamp, confirmedAt: now })
    .onConflictDoUpdate({
      target: [d.userId, d.channel],
      set: { config: sql`${d.config} || ${JSON.stringify(stamp)}::jsonb` },
      setWhere: sql`coalesce((${d.config}->>'testedAt')::timestamptz, '-infinity') <= ${since}::timestamptz`,
    })
    .returning({ userId: d.userId });
  if (!claimed) throw new AppError('too_many_requests', MSG.testSentTooSoon);

  const result = await pushOf(deps).send(target, {
    title: speak(locale, MSG.pushTestTitle),
    body: speak(locale, MSG.pushTestBody),
    url: '/',
    tag: 'test',
  });
  if (result === 'gone') {
    await deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, target.id)));
    throw new AppError('not_found', MSG.pushTestNoDevice);
  }
}
