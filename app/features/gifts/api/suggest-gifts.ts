import { api } from '@app/lib/api-client';
import { GIFT_UI_COUNT, type GiftAnswer } from '@shared/schemas/ai';
import { useQuery } from '@tanstack/react-query';

export const suggestGifts = (birthdayId: string) =>
  api<GiftAnswer>('/ai/gifts', { method: 'POST', body: { birthdayId, count: GIFT_UI_COUNT } });

/**
 * Ideas are kept per birthday and its interests while the tab lives: reopening the wizard shows them
 * again, changed interests ask anew, and so does Try Again.
 */
export const useGiftSuggestions = (birthdayId: string, interests: readonly string[]) =>
  useQuery({
    queryKey: ['gifts', birthdayId, ...interests],
    queryFn: () => suggestGifts(birthdayId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
