import { feedback, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { MSG } from '@shared/messages';
import { FEEDBACK_PER_HOUR, FEEDBACK_RATE_WINDOW_MS, type SendFeedbackData } from '@shared/schemas/feedback';
import { and, count, eq, gt, sql } from 'drizzle-orm';

/** Stores a note for the operator with status 'new', signed with the writer's phone. */
export async function sendFeedback(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, input }: { userId: string; input: SendFeedbackData },
) {
  const now = clock.now();
  const id = newId();
  await db.transaction(async (tx) => {
    // One user's notes take turns (on any instance), so twenty at once cannot all pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${userId}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(feedback)
      .where(
        and(
          eq(feedback.userId, userId),
          gt(feedback.createdAt, new Date(now.getTime() - FEEDBACK_RATE_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= FEEDBACK_PER_HOUR)
      throw new AppError('too_many_requests', MSG.tooManyFeedback(FEEDBACK_PER_HOUR));
    const [writer] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    await tx.insert(feedback).values({
      id,
      userId,
      type: input.type,
      feedback: input.feedback,
      contact: writer?.phone ?? 'anonymous',
      status: 'new',
      createdAt: now,
    });
  });
  return { id };
}
