/** A priority hold claimed through its mail link: the page to send the holder to. */
export interface ClaimedHold {
  productId: number;
  /** The product page's slug (a variation's parent's) in the sign-up's language. */
  slug: string;
  lang: string;
  /** False when the hold has ended (expired or used): the link still shows the product. */
  live: boolean;
}

/** Priority holds for back-in-stock sign-ups (stock_holds); packages/db implements it. */
export interface StockHoldRepository {
  /** Ties a live hold to the cart of whoever opened its link; null for an unknown token. */
  claim(token: string, sessionToken: string, now: Date): Promise<ClaimedHold | null>;
  /** Units of each product held live at `now` for carts other than `sessionToken`'s (products without holds are absent). */
  heldForOthers(productIds: readonly number[], sessionToken: string | null, now: Date): Promise<Map<number, number>>;
}
