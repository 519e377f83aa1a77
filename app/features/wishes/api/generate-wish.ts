import { useMutation } from '@tanstack/react-query';
import type { WishAnswer } from '../../../../shared/schemas/ai';
import { api } from '../../../lib/api-client';

/** `previous` is the wish on screen: Regenerate gets a different one. */
export const generateWish = (input: { birthdayId: string; previous?: string | undefined }) =>
  api<WishAnswer>('/ai/wish', { method: 'POST', body: input });

export const useGenerateWish = () => useMutation({ mutationFn: generateWish });
