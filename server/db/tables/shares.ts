import type { SharedBirthday, ShareStatus } from '@shared/schemas/share';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Birthdays one user sent to another's User ID, waiting for the recipient to accept or reject.
 * The snapshot is taken at send time, so later edits by the sender do not change what was offered.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShareStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    birthdays: jsonb('birthdays').$type<Record<string, SharedBirthday>>().notNull(),
  },
  (t) => [
    // The recipient's pending listing, newest first.
    index('shares_recipient_status_created_idx').on(t.recipientId, t.status, t.createdAt),
    // The per-sender rate limit counts a sender's shares of the last hour.
    index('shares_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);
