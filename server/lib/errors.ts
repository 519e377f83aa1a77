import { type CodeWithMessage, ERRORS, type ErrorCode } from '@shared/errors';
import { MSG } from '@shared/messages';

type Extra = {
  /** The input field the error is about; the form shows the message there. */
  field?: string | undefined;
  /** Why, for the server log only (a provider's status, never its body or a code). */
  detail?: string | undefined;
};

/**
 * The one error type services throw; the error handler turns it into `{ error: { code, message } }`
 * with the code's status from shared/errors.ts: `new AppError('duplicate', { field: 'name' })` says
 * the code's own sentence, `new AppError('not_found', MSG.shareNotFound)` a sentence of its own.
 */
export class AppError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly detail: string | undefined;

  constructor(code: CodeWithMessage, extra?: Extra);
  constructor(code: ErrorCode, message: string, extra?: Extra);
  constructor(
    readonly code: ErrorCode,
    messageOrExtra?: string | Extra,
    extra: Extra = {},
  ) {
    const spec: { status: number; message?: string } = ERRORS[code];
    const message = typeof messageOrExtra === 'string' ? messageOrExtra : spec.message;
    const { field, detail } = typeof messageOrExtra === 'object' ? messageOrExtra : extra;
    super(message);
    this.status = spec.status;
    this.field = field;
    this.detail = detail;
  }
}

/**
 * A delivery that did not arrive, in our own words, as every reminder channel's sender throws it.
 * Permanent: the destination itself is wrong (a 4xx other than 408/429, a refused sign-in, a host
 * that refuses or does not exist) and trying again will not help; it counts towards pausing the
 * channel. A temporary one (no answer, 5xx, busy) may carry the wait the service asked for
 * (Retry-After: delay-seconds or an HTTP date), which the retry waits out. `code` keeps a
 * provider's own error code (and its HTTP status) for the routes that send a test.
 */
export class DeliveryFailure extends AppError {
  constructor(
    message: string,
    readonly permanent: boolean,
    detail?: string,
    readonly retryAfter: string | null = null,
    code: ErrorCode = 'delivery_failed',
  ) {
    super(code, message, { detail });
  }
}

/** A delivery not tried because its destination is paused: the failures before the pause say why. */
export class DeliveryPaused extends AppError {
  constructor() {
    super('delivery_failed', MSG.deliveryPaused);
  }
}
