/** E-mail marketing (storefront §4, §7, §8): list sign-ups, consent texts, unsubscribing. */
export const marketing = {
  added: 'E-mail is successfully added to mail list',
  unsubscribed: 'You have been unsubscribed.',
  consent: {
    exitPopup: 'Yes, send me offers and news by e-mail. I can unsubscribe at any time.',
    backInStock: 'Also sign me up for the newsletter: offers and news by e-mail',
    listForm: 'Sign me up for the newsletter: offers and news by e-mail. I can unsubscribe at any time.',
  },
  unsubscribePage: {
    title: 'Unsubscribe',
    intro: 'Stop marketing e-mails to {{email}}?',
    confirm: 'Unsubscribe',
    done: 'You have been unsubscribed. You will get no more marketing e-mails from us at {{email}}.',
    invalid: 'This unsubscribe link is not valid. Please use the link from our latest e-mail.',
  },
  mailFooter: {
    why: 'You get this e-mail because you signed up for our newsletter.',
    unsubscribe: 'Unsubscribe',
  },
  errors: {
    listRequired: 'List ID is required',
    unknownList: 'There is no such mail list.',
    noEmail: 'No email provided',
    emailFormat: 'Entered value does not match email format',
    consentRequired: 'Please agree to receive our e-mails to subscribe.',
    unknownEvent: 'Unknown event type.',
    invalidLink: 'This unsubscribe link is not valid.',
    listExists: 'A list with this id already exists.',
    tooManyLookups: 'Too many requests. Please try again later.',
    listHasSubscribers: 'This list still has subscribers ({{count}}). A list is deleted only when nobody is subscribed to it.',
    listInUse: "This list is the shop's newsletter list (the checkout and sign-up forms use it) and cannot be deleted.",
  },
  abandonedCheckout: {
    subject: 'Your Soul Shop cart is waiting for you',
    intro: 'You started a checkout at Soul Shop but did not finish it. Your cart is kept for you:',
    total: 'Total: {{total}}',
    action: 'Return to my cart',
    once: 'This is the only reminder we send about this cart.',
  },
} as const;
