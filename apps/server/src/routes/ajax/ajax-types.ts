import type { FastifyRequest } from 'fastify';
import type { CartRequestContext } from '../../services/cart/cart.service.ts';

/** What every admin-ajax action answers, like wp_send_json_success / _error. */
export type AjaxAnswer = { success: boolean; data: unknown };
export type AjaxHandler = (request: FastifyRequest, ctx: CartRequestContext, fields: Record<string, unknown>) => Promise<AjaxAnswer>;
