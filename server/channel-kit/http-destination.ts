import type { Deps } from '@server/deps';
import { DeliveryFailure } from '@server/lib/errors';
import { OutboundFailed, OutboundRefused, type Refusal } from '@server/providers/outbound';
import { MSG } from '@shared/messages';

/** Why an address cannot be used, in the words the Setting row shows (also at send time). */
export const REFUSAL_TEXT: Record<Refusal, string> = {
  not_url: MSG.hookNotUrl,
  credentials: MSG.hookCredentials,
  not_https: MSG.hookNotHttps,
  not_public: MSG.hookNotPublic,
  unknown_host: MSG.hookUnknownHost,
};

/**
 * POSTs to a user's address through the outbound guard. A 2xx is delivered. Temporary, retried
 * within the day: no connection (refused, reset, timed out, host unreachable), a name that does not
 * resolve now, 408, 425, 429 and 5xx: a home server restarting says nothing about tomorrow.
 * Permanent: an address that is not allowed, and any other answer (400, 401, 403, 404, 410 …).
 * Throws our sentences.
 */
export async function postToDestination(
  { outbound }: Pick<Deps, 'outbound'>,
  request: { url: string; headers: Record<string, string>; body: string },
  words: { refused: string; unreachable: string },
) {
  let status: number;
  let retryAfter: string | null;
  try {
    ({ status, retryAfter } = await outbound.post(request.url, request.headers, request.body));
  } catch (err) {
    if (err instanceof OutboundRefused) {
      // Checked when saved: a name that resolves to nothing now is a DNS failure, not a bad address.
      const permanent = err.reason !== 'unknown_host';
      throw new DeliveryFailure(REFUSAL_TEXT[err.reason], permanent, err.reason);
    }
    if (err instanceof OutboundFailed) {
      const permanent = err.kind === 'not_public';
      const text = permanent ? MSG.hookNotPublic : words.unreachable;
      throw new DeliveryFailure(text, permanent, `${err.kind} ${err.code ?? ''}`.trim());
    }
    throw err;
  }
  if (status >= 200 && status < 300) return;
  const temporary = status === 408 || status === 425 || status === 429 || status >= 500;
  throw new DeliveryFailure(words.refused, !temporary, `status ${status}`, temporary ? retryAfter : null);
}
