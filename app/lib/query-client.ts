import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** `onUnauthorized` runs on any 401: the session ended (signed out elsewhere, expired, revoked). */
export function createQueryClient({
  onUnauthorized,
}: {
  onUnauthorized?: (client: QueryClient) => void;
} = {}) {
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) onUnauthorized?.(client);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
  return client;
}
