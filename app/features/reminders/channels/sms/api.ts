import { api } from '@app/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** A test text to the phone the user signed in with (it counts toward the SMS caps). */
export const useSendSmsTest = () =>
  useMutation({ mutationFn: () => api<{ ok: true }>('/channel-status/sms/test', { method: 'POST' }) });
