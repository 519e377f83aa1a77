import { FEEDBACK_MAX_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { z } from 'zod';

/** 'feature_request' is the header's 'Help Us Improve' note; the others are the Settings form's categories. */
const FEEDBACK_TYPES = ['feature_request', 'suggestion', 'bug', 'ux', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The Settings form's categories, in the spec's order and words (§9). */
export const FEEDBACK_CATEGORIES: ReadonlyArray<{ value: FeedbackType; label: string }> = [
  { value: 'suggestion', label: 'Feature Suggestion' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'ux', label: 'User Experience' },
  { value: 'other', label: 'Other' },
];

/** Notes one user may send per rolling hour, across every instance. */
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_RATE_WINDOW_MS = 60 * 60_000;
const FEEDBACK_STATUSES = ['new'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const feedbackText = z
  .string({ error: MSG.feedbackEmpty })
  .trim()
  .min(1, MSG.feedbackEmpty)
  .max(FEEDBACK_MAX_LENGTH, MSG.feedbackTooLong);

export const sendFeedbackInput = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: MSG.failedSubmitFeedback }),
  feedback: feedbackText,
});
export type SendFeedbackInput = z.input<typeof sendFeedbackInput>;
export type SendFeedbackData = z.output<typeof sendFeedbackInput>;

export const sendFeedbackResult = z.object({ id: z.string() });
