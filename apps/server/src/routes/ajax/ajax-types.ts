import type { FastifyRequest } from 'fastify';
import type { CartRequestContext } from '../../services/cart/cart.service.ts';

/** What admin-ajax actions answer, like wp_send_json_success / _error; or a file to download (the invoice export). */
/** `status` is the HTTP status of a refusal (default 200, as WordPress's wp_send_json_error without one). */
export type AjaxAnswer =
  | { success: boolean; data: unknown; status?: number; fields?: Record<string, string> }
  | { file: { body: Buffer; contentType: string; filename: string } };
export type AjaxHandler = (request: FastifyRequest, ctx: CartRequestContext, fields: Record<string, unknown>) => Promise<AjaxAnswer>;
