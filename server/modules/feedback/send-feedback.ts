import { holdPerUserCap } from '@server/db/per-user-cap';
import { feedback, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import { MSG } from '@shared/messages';
import { FEEDBACK_PER_HOUR, FEEDBACK_RATE_WINDOW_MS, type SendFeedbackData } from '@shared/schemas/feedback';
import { eq } from 'drizzle-orm';

/** Stores a note for the operator with status 'new', signed with the writer's phone (else email). */
export async function sendFeedback(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, input }: { userId: string; input: SendFeedbackData },
) {
  const now = clock.now();
  const id = newId();
  await db.transaction(async (tx) => {
    await holdPerUserCap(tx, {
      name: 'feedback',
      userId,
      table: feedback,
      owner: feedback.userId,
      createdAt: feedback.createdAt,
      now,
      windowMs: FEEDBACK_RATE_WINDOW_MS,
      limit: FEEDBACK_PER_HOUR,
      refusal: MSG.tooManyFeedback(FEEDBACK_PER_HOUR),
    });
    const [writer] = await tx
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await tx.insert(feedback).values({
      id,
      userId,
      type: input.type,
      feedback: input.feedback,
      contact: writer?.phone ?? writer?.email ?? 'anonymous',
      status: 'new',
      createdAt: now,
    });
  });
  return { id };
}
