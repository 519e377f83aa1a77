import { DATE_KIND_IDS } from '@shared/date-kinds';
import { CALENDAR_IDS } from '@shared/kept-calendars/types';
import { MSG } from '@shared/messages';
import { z } from 'zod';
import { categorySchema } from './birthday';

/** A share is a copy of whole categories; past this size it is a backup, not a share. */
export const SHARE_MAX_BIRTHDAYS = 5000;
/** Shares one sender may create per rolling hour, across every instance. */
export const SHARES_PER_HOUR = 20;
export const SHARE_RATE_WINDOW_MS = 60 * 60_000;

/** User IDs are upper-case letters and digits; people read them aloud and type them with spaces. */
const recipientIdSchema = z
  .string({ error: MSG.recipientRequired })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, MSG.recipientRequired).max(32, MSG.unknownRecipient));

export const createShareInput = z.object(
  {
    recipientId: recipientIdSchema,
    categories: z
      .array(categorySchema, { error: MSG.selectCategory })
      .min(1, MSG.selectCategory)
      .max(100, MSG.tooManyCategories)
      .transform((list) => [...new Set(list)]),
  },
  { error: MSG.failedShareBirthdays },
);
export type CreateShareInput = z.input<typeof createShareInput>;
export type CreateShareData = z.output<typeof createShareInput>;

export const createShareResult = z.object({ id: z.string(), count: z.number() });
export type CreateShareResult = z.infer<typeof createShareResult>;

const SHARE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** One birthday as a share carries it: a copy taken when the share was sent (spec §3 Share). */
const sharedBirthday = z.object({
  name: z.string(),
  /** 'YYYY-MM-DD', or '--MM-DD' when the year is unknown, in the birthday's calendar. */
  date: z.string(),
  /** Absent in shares sent before birthdays had calendars: Gregorian. */
  calendar: z.enum(CALENDAR_IDS).optional(),
  leap: z.boolean().optional(),
  /** Absent in shares sent before other kinds of day: a birthday. */
  kind: z.enum(DATE_KIND_IDS).optional(),
  label: z.string().optional(),
  notes: z.string(),
  category: z.string(),
  /** ms timestamp of the sender's birthday. */
  createdAt: z.number(),
});
export type SharedBirthday = z.infer<typeof sharedBirthday>;

const sender = {
  senderId: z.string(),
  /**
   * The sender's phone as its last four digits ('•••• 0123'), or without a phone their email address
   * as its first letter and domain ('a•••@example.com'): enough to recognise a relative, not to harvest
   * numbers or addresses. Null for a sender with neither (passkeys only).
   */
  senderContact: z.string().nullable(),
};

/** A row of the recipient's 'Pending Birthday Shares'. */
export const pendingShare = z.object({
  id: z.string(),
  ...sender,
  createdAt: z.number(),
  count: z.number(),
  categories: z.array(z.string()),
});
export type PendingShare = z.infer<typeof pendingShare>;

/** One share addressed to the signed-in user, with its birthdays. */
export const share = z.object({
  id: z.string(),
  ...sender,
  status: z.enum(SHARE_STATUSES),
  createdAt: z.number(),
  acceptedAt: z.number().nullable(),
  rejectedAt: z.number().nullable(),
  birthdays: z.record(z.string(), sharedBirthday),
});
export type Share = z.infer<typeof share>;

export const acceptShareResult = z.object({
  imported: z.number(),
  /** Birthdays left out because one with the same name (any case) and date was already there. */
  skipped: z.number(),
});
export type AcceptShareResult = z.infer<typeof acceptShareResult>;

export const rejectShareResult = z.object({ status: z.literal('rejected') });
