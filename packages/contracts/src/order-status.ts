import { z } from 'zod/mini';

/** Order statuses (account §3). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'shipped',
  'waiting_for_payment',
  'refunded',
  'failed',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
