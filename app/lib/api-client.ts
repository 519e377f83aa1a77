import { MSG } from '../../shared/messages';

/** An API error carrying the server's spec text, shown to the user as it is. */
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
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Could not reach Cakeday. Check your connection and try again.', 'network', 0);
  }
  if (res.status === 204) return undefined as T;
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // Loaded on the first error only: zod stays out of the first chunk every page downloads.
    const { apiErrorBody } = await import('../../shared/schemas/errors');
    const parsed = apiErrorBody.safeParse(json);
    const error = parsed.success ? parsed.data.error : { code: 'unknown', message: MSG.genericError };
    throw new ApiError(error.message, error.code, res.status, error.field);
  }
  return json as T;
}

/**
 * The message to show for a failed action: the server's own sentence for what it refused (4xx),
 * else the spec's text for this action ('Failed to delete birthday'), network and 5xx alike.
 */
export const errorMessage = (err: unknown, fallback: string = MSG.genericError) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback;
