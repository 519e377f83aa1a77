import { api } from '@app/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** A test notification to this device's push subscription. */
export const useSendPushTest = () =>
  useMutation({
    mutationFn: (endpoint: string) =>
      api<{ ok: true }>('/channel-status/push/test', { method: 'POST', body: { endpoint } }),
  });
