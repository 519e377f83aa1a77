import { type CodeWithMessage, ERRORS, type ErrorCode } from '@shared/errors';

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
