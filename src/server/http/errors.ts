import type { FieldError } from '../../shared/schemas/envelope.js';

/** A refusal the user should read: becomes `{ exception: message }` with the given HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldError[],
    /** Reply fields sent along with the refusal (e.g. the fresh cart after a concurrent edit). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new AppError(400, message, fields);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, fields?: FieldError[], extra?: Record<string, unknown>) =>
  new AppError(409, message, fields, extra);

/** The server cannot do it now (busy, the database away or not yet migrated); it may work in a moment. */
export const unavailable = (message: string) => new AppError(503, message);

/** The caller has no valid session: the reply carries redirecionar + html (the 'stay logged in' modal). */
export class SessionRequiredError extends Error {}
