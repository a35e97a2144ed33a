/**
 * The shop's two newsletter lists (storefront §9: chosen by country, Germany
 * or any other). With Klaviyo on, the ids must be the Klaviyo lists' ids:
 * seed them (or create the lists) with those ids.
 */
export const NEWSLETTER_LISTS = { default: 'SoulNL', germany: 'SoulDE' } as const;

/** The list a newsletter sign-up from this country goes to. */
export function newsletterListFor(country: string | null | undefined): string {
  return country?.toUpperCase() === 'DE' ? NEWSLETTER_LISTS.germany : NEWSLETTER_LISTS.default;
}
