import { REFUSAL_TEXT } from '@server/channel-kit/http-destination';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { OutboundRefused } from '@server/providers/outbound';
import type { SavedHookDestination } from '@shared/schemas/hook-destination';
import { sql } from 'drizzle-orm';
import { getDestination } from './get-destination';
import { type HookChannel, switchChannel } from './hook-channel';

/** Kept across saves whatever the channel: when the last test went (its rate limit). */
const ALWAYS_KEPT = ['testedAt'];

/**
 * Saves where a channel's reminders go, once we may call it (a public host over https, or one in
 * OUTBOUND_ALLOW). Saving confirms it, clears its failures and any pause, and switches the channel
 * on. What the channel shows once (a webhook's secret) is made on the first save and answered that once.
 */
export async function saveDestination(
  { db, clock, outbound, realtime }: Pick<Deps, 'db' | 'clock' | 'outbound' | 'realtime'>,
  { userId, hook, input }: { userId: string; hook: HookChannel; input: { url: string } },
): Promise<SavedHookDestination> {
  try {
    await outbound.checkUrl(input.url);
  } catch (err) {
    if (err instanceof OutboundRefused)
      throw new AppError('hook_url', REFUSAL_TEXT[err.reason], { field: 'url' });
    throw err;
  }
  const channel = hook.id;
  const { config, keep } = hook.toConfig(input);
  const now = clock.now();
  // One statement: the kept values (a webhook's secret) are the stored ones even when two saves race.
  const kept = sql.join(
    [...keep, ...ALWAYS_KEPT].map((key) => sql`${key}::text, ${reminderDestinations.config}->${key}::text`),
    sql`, `,
  );
  const [saved] = await db
    .insert(reminderDestinations)
    .values({ userId, channel, config, confirmedAt: now, failures: 0, pausedAt: null, updatedAt: now })
    .onConflictDoUpdate({
      target: [reminderDestinations.userId, reminderDestinations.channel],
      set: {
        config: sql`excluded.config || jsonb_strip_nulls(jsonb_build_object(${kept}))`,
        confirmedAt: now,
        failures: 0,
        pausedAt: null,
        updatedAt: now,
      },
    })
    .returning({ config: reminderDestinations.config });
  await switchChannel({ db, realtime }, userId, channel, true);
  const made = hook.shownOnce?.(config) ?? null;
  const secret = made !== null && hook.shownOnce?.(saved?.config) === made ? made : null;
  const destination = await getDestination({ db }, { userId, hook });
  return { destination: destination!, secret };
}
