/**
 * The carriers the shop ships with (issue 21, back office): a parcel marked
 * shipped names one of them and its tracking number, and the customer's
 * "your order has shipped" mail links to the carrier's tracking page.
 */
export const CARRIERS = [
  { id: 'lp_express', name: 'LP Express', trackingUrl: 'https://www.lpexpress.lt/siuntu-sekimas?parcelNumber={number}' },
  { id: 'omniva', name: 'Omniva', trackingUrl: 'https://www.omniva.lt/privatus/siuntos_sekimas?barcode={number}' },
  { id: 'dpd', name: 'DPD', trackingUrl: 'https://www.dpd.com/lt/lt/siuntu-sekimas/?parcelNumber={number}' },
  { id: 'venipak', name: 'Venipak', trackingUrl: 'https://venipak.com/lt/tracking/?code={number}' },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];

export function carrierById(id: string): Carrier | null {
  return CARRIERS.find((c) => c.id === id) ?? null;
}

/** The carrier's tracking page for this parcel (the number URL-encoded: it came from a form). */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return carrier.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.trim()));
}
