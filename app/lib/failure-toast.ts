import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * A failed action as an error toast in the spec's words. When the server refused it (a 4xx with our
 * own sentence: too many, already done, not found), a second try fails the same way, so the toast
 * reads `refused` ('Failed to accept share') with the reason beneath; when it may work next time
 * (no connection, a server error), it reads `retry` ('Failed to accept share. Please try again.').
 */
export function toastFailure(err: unknown, { refused, retry }: { refused: string; retry: string }) {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
    toast.error(refused, { description: err.message });
  } else {
    toast.error(retry);
  }
}
