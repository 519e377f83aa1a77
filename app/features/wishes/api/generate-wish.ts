import { useMutation } from '@tanstack/react-query';
import type { WishAnswer } from '../../../../shared/schemas/ai';
import { api } from '../../../lib/api-client';

export const generateWish = (birthdayId: string) =>
  api<WishAnswer>('/ai/wish', { method: 'POST', body: { birthdayId } });

export const useGenerateWish = () => useMutation({ mutationFn: generateWish });
