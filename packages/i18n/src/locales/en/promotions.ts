/**
 * The promotion widgets (storefront §2, §4, §5, §8): timers, the promo
 * banner, the exit-intent popup and the quantity-offer landing widget.
 * Loaded with those widgets' lazy chunks, never on first load.
 */
export const promotions = {
  timer: {
    durationExpired: 'Countdown duration expired',
    expiredTitle: 'Expired',
    expiredText: 'Your countdown has just been expired!',
    serviceError: 'Timer service error. Please refresh the page and try again',
    counterError: 'Something is wrong with counter service. Please try again.',
    discountExpired: 'Sorry, but your discount has expired. Please try again later',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
  },
  banner: {
    label: 'Promotion',
    endsIn: 'Ends in',
    expired: 'Promo Expired - {{time}}',
    dismiss: 'Dismiss the promotion banner',
  },
  exitPopup: {
    missingData: 'Missing data for exitpopup',
    discount: '{{percent}}% off',
    endsIn: 'Offer ends in',
    email: 'E-mail',
    emailPlaceholder: 'you@example.com',
    /** The same words as marketing's consent.exitPopup: the consent record stores that text. */
    consent: 'Yes, send me offers and news by e-mail. I can unsubscribe at any time.',
    submit: 'Get my {{percent}}% code',
    submitting: 'Sending…',
    required: 'No email provided',
    tooLong: 'The e-mail can be at most 200 characters',
    format: 'Entered value does not match email format',
    invalid: 'Please enter a valid email address',
    alreadyUsed: 'This email has already been used',
    rootError: 'Something went wrong. Please try again later. Error: {{message}}',
    thanksTitle: 'Thank you!',
    thanksText: 'Your personal code is in your cart: {{percent}}% off until the countdown ends.',
    codeLabel: 'Your code',
    continue: 'Continue shopping',
    expiredTitle: 'Your offer has expired',
    expiredText: 'The countdown has run out, so this discount is no longer available.',
    extend: 'Give me 24 more hours',
    extending: 'Extending…',
    extendedNotice: 'Your offer is extended by 24 hours.',
  },
  offer: {
    optionsLabel: 'Choose your quantity',
    add: 'Add to cart',
    adding: 'Adding…',
    expiredBanner: 'Offer expired',
    chooseTitle: 'Choose an Offer',
    chooseText: 'Please choose a promo item from the list first',
    expiredButton: 'Your offer was expired',
    noProduct: 'No product found',
    noPromotionId: 'No promotion ID is set',
    missingPromotionId: 'Missing promotion id',
  },
} as const;
