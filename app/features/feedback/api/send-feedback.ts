import { useMutation } from '@tanstack/react-query';
import { MSG } from '../../../../shared/messages';
import type { SendFeedbackInput } from '../../../../shared/schemas/feedback';
import { ApiError, api } from '../../../lib/api-client';

export const sendFeedback = (input: SendFeedbackInput) =>
  api<{ id: string }>('/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });

/** Our server's own words for what the user can fix (blank, too long, too often); the spec's text otherwise. */
export const feedbackErrorMessage = (err: unknown) =>
  err instanceof ApiError && (err.status === 400 || err.status === 429)
    ? err.message
    : MSG.failedSubmitFeedback;
