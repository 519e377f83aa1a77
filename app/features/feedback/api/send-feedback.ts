import { api } from '@app/lib/api-client';
import type { SendFeedbackInput } from '@shared/schemas/feedback';
import { useMutation } from '@tanstack/react-query';

export const sendFeedback = (input: SendFeedbackInput) =>
  api<{ id: string }>('/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
