import { api } from '@app/lib/api-client';
import type { WishAnswer } from '@shared/schemas/ai';
import { useMutation } from '@tanstack/react-query';

/** `previous` is the wish on screen: Regenerate gets a different one. */
export const generateWish = (input: { birthdayId: string; previous?: string | undefined }) =>
  api<WishAnswer>('/ai/wish', { method: 'POST', body: input });

export const useGenerateWish = () => useMutation({ mutationFn: generateWish });
