import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import type { marketingLists } from '../schema/marketing.ts';

/** The demo newsletter lists (storefront §9: one for Germany, one for everyone else). */
export const DEMO_MARKETING_LISTS: readonly (typeof marketingLists.$inferInsert)[] = [
  { id: NEWSLETTER_LISTS.default, name: 'Newsletter' },
  { id: NEWSLETTER_LISTS.germany, name: 'Newsletter (Germany)' },
];
