import { feedback } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { desc, eq } from 'drizzle-orm';

/** The operator's view (`npm run feedback`): newest first, optionally one status only. */
export async function listFeedback({ db }: Pick<Deps, 'db'>, { status }: { status?: string | undefined }) {
  return db
    .select({
      id: feedback.id,
      type: feedback.type,
      feedback: feedback.feedback,
      contact: feedback.contact,
      status: feedback.status,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(status ? eq(feedback.status, status as typeof feedback.$inferSelect.status) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
}
