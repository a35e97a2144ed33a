/** How a person gave or withdrew consent: the consent record's "how" (GDPR art. 7(1)). */
export const CONSENT_METHODS = [
  'checkout_checkbox',
  'exit_popup',
  'back_in_stock_form',
  'list_form',
  'unsubscribe_action',
  'unsubscribe_link',
  'one_click_unsubscribe',
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** What the person saw when they agreed: the catalog key and the text in their language. */
export interface ConsentText {
  key: string;
  text: string;
}

/** One consent given or withdrawn for a list. */
export interface ConsentRecord {
  kind: 'granted' | 'withdrawn';
  method: ConsentMethod;
  listId: string | null;
  shown: ConsentText | null;
  language: string;
  requestId: string | null;
}

/** A profile as the shop knows it (storefront §7: e-mail, names, phone; properties language, country, source). */
export interface MarketingProfileInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  language?: string | null;
  country?: string | null;
  source?: string | null;
}
