import type { Vendor } from '@soul/contracts';

/** A vendor as the data provider lists it: keyed by its user id as `id` (data-provider.ts ID_FIELDS). */
export type VendorRecord = Vendor & { id: number };
