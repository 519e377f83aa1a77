import type { Deps } from '@server/deps';
import { DeliveryFailure } from '@server/lib/errors';
import { type Outbound, OutboundFailed, OutboundRefused, type Refusal } from '@server/providers/outbound';
import { MSG } from '@shared/messages';

/** Why an address cannot be used, in the words the Setting row shows (also at send time). */
export const REFUSAL_TEXT: Record<Refusal, string> = {
  not_url: MSG.hookNotUrl,
  credentials: MSG.hookCredentials,
  not_https: MSG.hookNotHttps,
  not_public: MSG.hookNotPublic,
  unknown_host: MSG.hookUnknownHost,
};

type OutboundRequest = Parameters<Outbound['send']>[0];
type OutboundReply = Awaited<ReturnType<Outbound['send']>>;

/** Answers a busy or restarting server gives: retried within the day, they say nothing about tomorrow. */
export const isTemporaryStatus = (status: number) =>
  status === 408 || status === 425 || status === 429 || status >= 500;

/**
 * Sends to a user's address through the outbound guard and resolves with its answer, whatever the
 * status. Throws our sentences when none came: temporary, retried within the day, for no connection
 * (refused, reset, timed out, host unreachable) and a name that does not resolve now; permanent for
 * an address that is not allowed.
 */
export async function requestDestination(
  { outbound }: Pick<Deps, 'outbound'>,
  request: OutboundRequest,
  unreachable: string,
): Promise<OutboundReply> {
  try {
    return await outbound.send(request);
  } catch (err) {
    if (err instanceof OutboundRefused) {
      // Checked when saved: a name that resolves to nothing now is a DNS failure, not a bad address.
      const permanent = err.reason !== 'unknown_host';
      throw new DeliveryFailure(REFUSAL_TEXT[err.reason], permanent, err.reason);
    }
    if (err instanceof OutboundFailed) {
      const permanent = err.kind === 'not_public';
      const text = permanent ? MSG.hookNotPublic : unreachable;
      throw new DeliveryFailure(text, permanent, `${err.kind} ${err.code ?? ''}`.trim());
    }
    throw err;
  }
}

/**
 * POSTs to a user's address through the outbound guard. A 2xx is delivered. Temporary, retried
 * within the day: no answer (requestDestination), 408, 425, 429 and 5xx. Permanent: an address that
 * is not allowed, and any other answer (400, 401, 403, 404, 410 …). Throws our sentences.
 */
export async function postToDestination(
  deps: Pick<Deps, 'outbound'>,
  request: { url: string; headers: Record<string, string>; body: string },
  words: { refused: string; unreachable: string },
) {
  const { status, retryAfter } = await requestDestination(deps, request, words.unreachable);
  if (status >= 200 && status < 300) return;
  const temporary = isTemporaryStatus(status);
  throw new DeliveryFailure(words.refused, !temporary, `status ${status}`, temporary ? retryAfter : null);
}
