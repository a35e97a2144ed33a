import { z } from 'zod';

/** Store API / WP REST error body: `{ code, message, data: { status, ... } }`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().int() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes this server emits, with their HTTP status. */
export const ERROR_STATUS = {
  rest_invalid_param: 400,
  rest_missing_callback_param: 400,
  rest_invalid_json: 400,
  rest_no_route: 404,
  woocommerce_rest_product_invalid_id: 404,
  woocommerce_rest_product_invalid_slug: 404,
  woocommerce_rest_unknown_server_error: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
