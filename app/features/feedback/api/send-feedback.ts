import { useMutation } from '@tanstack/react-query';
import type { SendFeedbackInput } from '../../../../shared/schemas/feedback';
import { api } from '../../../lib/api-client';

export const sendFeedback = (input: SendFeedbackInput) =>
  api<{ id: string }>('/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
