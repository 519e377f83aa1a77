import { useQuery } from '@tanstack/react-query';
import { GIFT_UI_COUNT, type GiftAnswer } from '../../../../shared/schemas/ai';
import { api } from '../../../lib/api-client';

export const suggestGifts = (birthdayId: string) =>
  api<GiftAnswer>('/ai/gifts', { method: 'POST', body: { birthdayId, count: GIFT_UI_COUNT } });

/** Ideas are kept per birthday while the tab lives: reopening the wizard shows them again; Try Again asks anew. */
export const useGiftSuggestions = (birthdayId: string) =>
  useQuery({
    queryKey: ['gifts', birthdayId],
    queryFn: () => suggestGifts(birthdayId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
