import {
  currentPushEndpoint,
  disablePushOnThisDevice,
  enablePushOnThisDevice,
  getPushState,
  isMobileUserAgent,
} from '@app/features/push/api/push-subscription';
import type { PushControls } from '@app/features/reminders/utils/push';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

const pushStateKey = ['push', 'device-state'] as const;

/** Push on this device, wired for the reminders feature (features do not import each other). */
export function usePushControls(): PushControls {
  const queryClient = useQueryClient();
  // Permission can change in the browser's own settings: look again whenever the tab regains focus.
  const state = useQuery({ queryKey: pushStateKey, queryFn: getPushState, staleTime: 0, retry: false });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: pushStateKey }), [queryClient]);
  const enable = useCallback(async () => {
    try {
      await enablePushOnThisDevice();
    } finally {
      await refresh();
    }
  }, [refresh]);
  const disable = useCallback(async () => {
    try {
      await disablePushOnThisDevice();
    } finally {
      await refresh();
    }
  }, [refresh]);
  const isMobile = useMemo(isMobileUserAgent, []);
  return {
    state: state.data ?? (state.isError ? 'unsupported' : undefined),
    enable,
    disable,
    isMobile,
    endpoint: currentPushEndpoint,
  };
}
