import type { FeedbackStatus, FeedbackType } from '@shared/schemas/feedback';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * What users tell the operator (spec §3 Feedback); read with `npm run feedback`. Deleting an account
 * keeps the note but forgets who wrote it: user_id becomes null and contact 'anonymous'.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<FeedbackType>().notNull(),
    feedback: text('feedback').notNull(),
    /** The writer's phone, or 'anonymous'. */
    contact: text('contact').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    // The per-user rate limit counts a user's notes of the last hour.
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
  ],
);
