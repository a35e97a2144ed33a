/**
 * An expected failure with a Store API / WP REST error code. Routes throw it;
 * the errors plugin turns it into `{ code, message, data: { status, ... } }`.
 * The message is already translated into the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { code: string; message: string; data: Record<string, unknown> } {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data } };
  }
}
