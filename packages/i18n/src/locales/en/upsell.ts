/** The one-click upsell widget on the order-received page (storefront §2, §4, §8). */
export const upsell = {
  title: 'Add to your order with one click',
  intro: 'Charged to the card you just used, {{percent}}% off, only for a limited time.',
  countdown: 'Offer ends in',
  expired: 'Offer Expired',
  loading: 'Loading offers…',
  empty: 'There are no offers right now.',
  discount: '−{{percent}}%',
  add: 'Add to order',
  addNamed: 'Add {{name}} to your order',
  adding: 'Adding…',
  added: 'Product was added to your order',
  goToOrder: 'Go to order details',
  continueAdding: 'Continue adding',
  failed: 'Something went wrong. Nothing was added to your order. Please try again.',
  queryFailed: 'Query failed. Please check your connection or reload the page and try again.',
} as const;
