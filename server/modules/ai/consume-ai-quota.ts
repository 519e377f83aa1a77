import { rowsOf } from '@server/db/client';
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
  const now = clock.now().toISOString();
  const cutoff = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  const [row] = await rowsOf<{ count: number }>(
    db.execute(sql`
    insert into ai_rate_limits (user_id, window_start, count) values (${userId}, ${now}::timestamptz, 1)
    on conflict (user_id) do update set
      count = case when ai_rate_limits.window_start > ${cutoff}::timestamptz then ai_rate_limits.count + 1 else 1 end,
      window_start = case when ai_rate_limits.window_start > ${cutoff}::timestamptz
        then ai_rate_limits.window_start else ${now}::timestamptz end
    returning count`),
  );
  const count = Number(row?.count ?? 0);
  if (count > AI_REQUESTS_PER_MINUTE)
    throw new AppError('too_many_requests', MSG.tooManyAiRequests(AI_REQUESTS_PER_MINUTE));
}
