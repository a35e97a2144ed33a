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
