/** The product page's accordion, its videos and the video player (storefront §2); loaded with their lazy chunks. */
export const productContent = {
  label: 'Product information',
  ingredients: 'Ingredients',
  howToUse: 'How to use',
  deliveryReturns: 'Delivery and returns',
  shippingWeight: 'Shipping weight',
  packageSize: 'Package size',
  videos: 'Videos',
  playVideo: 'Play video: {{title}}',
  duration: '{{seconds}} s',
  player: {
    /** The review video's title in the player when its review has none. */
    reviewVideo: 'Review video',
    keysTitle: 'Keyboard',
    keys: 'Space or K play and pause · ← → 5 seconds back or on · ↑ ↓ volume · M mute · C captions · F full screen',
    captionsOn: 'Captions on',
    captionsOff: 'Captions off',
    noVideo: 'Your browser cannot play this video.',
    download: 'Download the video',
    languages: { en: 'English', lt: 'Lithuanian' },
  },
} as const;
