import { api } from '@app/lib/api-client';
import type { CreateShareData, CreateShareResult } from '@shared/schemas/share';
import { useMutation } from '@tanstack/react-query';

export const createShare = (input: CreateShareData) =>
  api<CreateShareResult>('/shares', { method: 'POST', body: input });

/** Sends birthdays to another user; nothing of the sender's own data changes, so nothing to refetch. */
export const useCreateShare = () => useMutation({ mutationFn: createShare });
