import { currentLocale } from '@app/i18n/locale-store';
import { specText } from '@app/i18n/spec-text';
import { CLIENT_ERRORS } from '@shared/errors';
import { MSG } from '@shared/messages';

/**
 * An API error carrying our sentence: the server's (its codes and their sentences are in
 * shared/errors.ts), or the app's own for an answer that never came or could not be read.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

const ownError = (code: keyof typeof CLIENT_ERRORS, status: number) =>
  new ApiError(specText(CLIENT_ERRORS[code]), code, status);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function api<T>(
  path: string,
  { method = 'GET', body }: { method?: Method; body?: unknown } = {},
) {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      // The server says its refusals and the sign-in code's text in the language chosen here.
      headers: {
        'accept-language': currentLocale(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw ownError('network', 0);
  }
  if (res.status === 204) return undefined as T;
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // Loaded on the first error only: zod stays out of the first chunk every page downloads.
    const { apiErrorBody } = await import('@shared/schemas/errors');
    const parsed = apiErrorBody.safeParse(json);
    if (!parsed.success) throw ownError('unknown', res.status);
    const { message, code, field } = parsed.data.error;
    throw new ApiError(specText(message), code, res.status, field);
  }
  return json as T;
}

/**
 * The message to show for a failed action: the server's own sentence for what it refused (4xx),
 * else the spec's text for this action ('Failed to delete birthday'), network and 5xx alike.
 */
export const errorMessage = (err: unknown, fallback: string = MSG.genericError) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback;
