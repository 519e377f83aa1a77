import { aiRateLimits } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { AI_REQUESTS_PER_MINUTE } from '@shared/schemas/ai';
import { sql } from 'drizzle-orm';

const WINDOW_MS = 60_000;

/**
 * Counts one AI request for the user, refusing past the per-minute limit. One upsert both reads and
 * counts, so twenty requests at once (on any number of instances) cannot all slip under the limit.
 */
export async function consumeAiQuota(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId }: { userId: string },
) {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  // The window is still open when the stored start is younger than a minute; else it restarts now.
  const windowOpen = sql`${aiRateLimits.windowStart} > ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(aiRateLimits)
    .values({ userId, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: aiRateLimits.userId,
      set: {
        count: sql`case when ${windowOpen} then ${aiRateLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${aiRateLimits.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ count: aiRateLimits.count });
  if ((row?.count ?? 0) > AI_REQUESTS_PER_MINUTE)
    throw new AppError('too_many_requests', MSG.tooManyAiRequests(AI_REQUESTS_PER_MINUTE));
}
