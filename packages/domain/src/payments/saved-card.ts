/** A card a payment processor keeps for later charges: never the card number, only what a receipt shows. */
export interface SavedCard {
  /** The processor's customer (`cus_…`). */
  customerRef: string;
  /** What a later charge names: the processor's token or PaymentMethod id. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
