/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly field?: string,
    /** Why, for the server log only (a provider's status, never its body or a code). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new AppError('unauthorized', message, 401);
export const notFound = (message: string) => new AppError('not_found', message, 404);
export const tooMany = (message: string) => new AppError('too_many_requests', message, 429);
