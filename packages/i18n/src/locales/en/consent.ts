/** The cookie-consent banner (server-rendered) and preferences dialog (vanilla-cookieconsent), storefront §2, §4, §9. */
export const consent = {
  banner: {
    label: 'Cookie consent',
    title: 'Cookies on Soul Shop',
    text: 'We use necessary cookies to run the shop: your cart, sign-in and the offers you open. With your permission we also use marketing cookies (referral links, e-mail marketing) and analytics cookies. You can change your choice at any time under Cookie settings at the bottom of every page.',
    revised: 'Our cookies have changed since you last chose, so we ask again.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    manage: 'Manage preferences',
    failed: 'Cookie settings could not be opened. Please reload the page and try again.',
  },
  footerLink: 'Cookie settings',
  preferences: {
    title: 'Cookie preferences',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    save: 'Save preferences',
    close: 'Close',
    serviceCounter: 'Service|Services',
    introTitle: 'How we use cookies',
    intro:
      'Necessary cookies are always on. The others are set only if you switch them on, and you can switch them off here again at any time. Your choice is kept in the cc_cookie cookie for 182 days.',
    necessaryTitle: 'Strictly necessary',
    necessary: 'They keep your session, cart and sign-in, and the coupons and offers you opened. The shop does not work without them.',
    analyticsTitle: 'Analytics',
    analytics:
      'They would help us see how the shop is used, without telling us who you are: a visitor cookie lasts 2 years and a visit cookie 24 hours. No analytics tool runs today, so none are set.',
    marketingTitle: 'Marketing',
    marketing:
      'They credit the friend whose referral link brought you and send the products you look at to our e-mail marketing. Marketing cookies last up to 1 year.',
    services: {
      affiliate: 'Referral links (who referred you, 1 year)',
      email_marketing: 'E-mail marketing (viewed products, started checkout)',
    },
    moreTitle: 'More information',
    more: 'Questions about cookies or your data: hello@soulshop.example.',
    table: { name: 'Cookie', purpose: 'Purpose', duration: 'Duration' },
    cookies: {
      soul_session: { purpose: 'Your session: sign-in, cart, offer timers', duration: '7 days' },
      cc_cookie: { purpose: 'Your cookie choice', duration: '182 days' },
      soul_coupon: { purpose: 'A coupon from a link', duration: '1 day' },
      soul_landing_promo: { purpose: 'The promotion you opened', duration: '1 day' },
      soul_affiliate: { purpose: 'Who referred you', duration: '1 year' },
      soul_started_checkout: { purpose: 'Started checkout was sent once', duration: '1 hour' },
    },
  },
};
