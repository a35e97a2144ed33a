/** The checkout's "Use my points" control (storefront §1: 1 point = €1 off). */
export const points = {
  title: 'Your points',
  available: 'You have {{count}} points: {{amount}} off this order.',
  use: 'Use my points',
  using: '{{count}} points used: −{{amount}}',
  remove: 'Don’t use points',
  working: 'One moment…',
  failed: 'Something went wrong. Please try again later.',
} as const;
