import type {
  INVOICE_EXPORT_MAX_DAYS as CONTRACT_EXPORT_MAX_DAYS,
  INVOICE_EXPORT_MAX_ORDERS as CONTRACT_EXPORT_MAX_ORDERS,
  ORDER_FILTER_STATUSES as CONTRACT_FILTER_STATUSES,
  ORDER_LIST_DAYS as CONTRACT_LIST_DAYS,
  ORDER_SORTS as CONTRACT_SORTS,
  ORDER_STATUSES as CONTRACT_ORDER_STATUSES,
  PAYMENT_EVENT_KINDS as CONTRACT_EVENT_KINDS,
  PAYMENT_FILTERS as CONTRACT_PAYMENT_FILTERS,
  PAYMENT_STATUSES as CONTRACT_PAYMENT_STATUSES,
  PROFILE_PHOTO_MAX_BYTES as CONTRACT_PHOTO_MAX_BYTES,
} from '@soul/contracts';

/**
 * The contracts' account constants, repeated here because a value import
 * from @soul/contracts brings its classic-zod schemas into the browser
 * bundle (see api/schemas.ts). The type checks below fail to compile when
 * a list here differs from the contract's; schemas.test.ts compares values.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'shipped', 'waiting_for_payment', 'refunded', 'failed'] as const;
export const ORDER_FILTER_STATUSES = ['processing', 'cancelled', 'on-hold', 'shipped', 'pending', 'completed', 'waiting_for_payment'] as const;
export const ORDER_LIST_DAYS = [7, 30, 90, 180, 365] as const;
export const ORDER_SORTS = ['id', 'date', 'total', 'payment_method', 'status'] as const;
export const PAYMENT_STATUSES = ['successful', 'cancelled', 'failed', 'pending'] as const;
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'refunded'] as const;
export const PAYMENT_EVENT_KINDS = ['created', 'succeeded', 'failed', 'cancelled', 'refund_requested', 'refunded', 'refund_failed'] as const;
export const INVOICE_EXPORT_MAX_DAYS = 366;
export const INVOICE_EXPORT_MAX_ORDERS = 200;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Items<T extends readonly unknown[]> = T[number];

export const CONSTANTS_MATCH_CONTRACTS: [
  Same<Items<typeof ORDER_STATUSES>, Items<typeof CONTRACT_ORDER_STATUSES>>,
  Same<Items<typeof ORDER_FILTER_STATUSES>, Items<typeof CONTRACT_FILTER_STATUSES>>,
  Same<Items<typeof ORDER_LIST_DAYS>, Items<typeof CONTRACT_LIST_DAYS>>,
  Same<Items<typeof ORDER_SORTS>, Items<typeof CONTRACT_SORTS>>,
  Same<Items<typeof PAYMENT_STATUSES>, Items<typeof CONTRACT_PAYMENT_STATUSES>>,
  Same<Items<typeof PAYMENT_FILTERS>, Items<typeof CONTRACT_PAYMENT_FILTERS>>,
  Same<Items<typeof PAYMENT_EVENT_KINDS>, Items<typeof CONTRACT_EVENT_KINDS>>,
  Same<typeof INVOICE_EXPORT_MAX_DAYS, typeof CONTRACT_EXPORT_MAX_DAYS>,
  Same<typeof INVOICE_EXPORT_MAX_ORDERS, typeof CONTRACT_EXPORT_MAX_ORDERS>,
  Same<typeof PROFILE_PHOTO_MAX_BYTES, typeof CONTRACT_PHOTO_MAX_BYTES>,
] = [true, true, true, true, true, true, true, true, true, true];
