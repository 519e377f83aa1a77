import { isTemporaryStatus, requestDestination } from '@server/channel-kit/http-destination';
import type { Deps } from '@server/deps';
import { DeliveryFailure } from '@server/lib/errors';
import { escapeHtml } from '@server/lib/escape-html';
import type { MatrixConfig } from '@shared/channels/matrix/schema';
import { MSG } from '@shared/messages';

/** One message for the room: a title, a line of text, and the link that opens Cakeday. */
export type MatrixMessage = { title: string; body: string; url: string };

/** How much of an error's JSON we read: its errcode and retry_after_ms, never shown to anyone. */
const REPLY_BYTES = 2048;

/**
 * PUT /_matrix/client/v3/rooms/{roomId}/send/m.room.message/{txnId}: the room ID and the
 * transaction ID each one path segment, whatever they hold.
 */
const matrixSendUrl = (config: Pick<MatrixConfig, 'homeserver' | 'roomId'>, txnId: string) =>
  `${config.homeserver}/_matrix/client/v3/rooms/${encodeURIComponent(config.roomId)}/send/m.room.message/${encodeURIComponent(txnId)}`;

/** An m.text message: plain text for every client, and the same as HTML with the title in bold. */
const matrixContent = ({ title, body, url }: MatrixMessage) => ({
  msgtype: 'm.text',
  body: `${title}\n${body}\n${url}`,
  format: 'org.matrix.custom.html',
  formatted_body: `<strong>${escapeHtml(title)}</strong><br>${escapeHtml(body)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
});

/** The standard error body's fields we act on: https://spec.matrix.org/v1.16/client-server-api/#standard-error-response */
function matrixError(reply: string | undefined): { errcode: string | null; retryAfterMs: number | null } {
  try {
    const parsed = JSON.parse(reply ?? '') as { errcode?: unknown; retry_after_ms?: unknown };
    return {
      errcode: typeof parsed.errcode === 'string' ? parsed.errcode.slice(0, 40) : null,
      retryAfterMs:
        typeof parsed.retry_after_ms === 'number' && parsed.retry_after_ms > 0 ? parsed.retry_after_ms : null,
    };
  } catch {
    return { errcode: null, retryAfterMs: null };
  }
}

/** Our sentence and code for an answer that says 'never': the token, the room membership, the room. */
const PERMANENT = {
  401: { text: MSG.matrixTokenRefused, code: 'matrix_token_refused' },
  403: { text: MSG.matrixNotInRoom, code: 'matrix_not_in_room' },
  404: { text: MSG.matrixNoRoom, code: 'matrix_no_room' },
} as const;

/**
 * Posts one message to the room as the token's account. The transaction ID makes it idempotent:
 * the homeserver answers a repeated one with the first event, so a retry never posts twice.
 * Temporary, retried within the day: no answer, 408, 425, 429 (its retry_after_ms or Retry-After
 * waited out) and 5xx. Permanent: 401 (the token), 403 (not in the room), 404, any other answer.
 * Throws our sentences; the homeserver's own words are never shown.
 */
export async function sendMatrixMessage(
  deps: Pick<Deps, 'outbound'>,
  config: MatrixConfig,
  txnId: string,
  message: MatrixMessage,
) {
  const { status, retryAfter, reply } = await requestDestination(
    deps,
    {
      method: 'PUT',
      url: matrixSendUrl(config, txnId),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
      body: JSON.stringify(matrixContent(message)),
      replyBytes: REPLY_BYTES,
    },
    MSG.matrixUnreachable,
  );
  if (status >= 200 && status < 300) return;
  const { errcode, retryAfterMs } = matrixError(reply);
  const detail = `status ${status}${errcode ? ` ${errcode}` : ''}`;
  if (isTemporaryStatus(status)) {
    const wait = retryAfterMs !== null ? String(Math.ceil(retryAfterMs / 1000)) : retryAfter;
    throw new DeliveryFailure(status === 429 ? MSG.matrixBusy : MSG.matrixRefused, false, detail, wait);
  }
  const known = PERMANENT[status as keyof typeof PERMANENT];
  throw known
    ? new DeliveryFailure(known.text, true, detail, null, known.code)
    : new DeliveryFailure(MSG.matrixRefused, true, detail);
}
