/**
 * The error every API call throws for a failed request (storefront §8's
 * response handler, api/http.ts). On its own so the first-load query client
 * can recognise it (no retry after a 4xx) without loading the HTTP helpers,
 * which come with the first API call.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
    /** Per-field messages of a WP `rest_invalid_param` answer (`data.params`), if any. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
