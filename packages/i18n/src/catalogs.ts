import { cart as cartEn } from './locales/en/cart.ts';
import { catalogue as catalogueEn } from './locales/en/catalogue.ts';
import { common as commonEn } from './locales/en/common.ts';
import { server as serverEn } from './locales/en/server.ts';
import { checkout as checkoutEn } from './locales/en/checkout.ts';
import { upsell as upsellEn } from './locales/en/upsell.ts';
import { account as accountEn } from './locales/en/account.ts';
import { myAccount as myAccountEn } from './locales/en/my-account.ts';
import { invoice as invoiceEn } from './locales/en/invoice.ts';
import { marketing as marketingEn } from './locales/en/marketing.ts';
import { promotions as promotionsEn } from './locales/en/promotions.ts';
import { points as pointsEn } from './locales/en/points.ts';
import { reviews as reviewsEn } from './locales/en/reviews.ts';
import { productContent as productContentEn } from './locales/en/product-content.ts';
import { consent as consentEn } from './locales/en/consent.ts';
import { menu as menuEn } from './locales/en/menu.ts';
import { admin as adminEn } from './locales/en/admin.ts';
import { cart as cartLt } from './locales/lt/cart.ts';
import { catalogue as catalogueLt } from './locales/lt/catalogue.ts';
import { common as commonLt } from './locales/lt/common.ts';
import { server as serverLt } from './locales/lt/server.ts';
import { checkout as checkoutLt } from './locales/lt/checkout.ts';
import { upsell as upsellLt } from './locales/lt/upsell.ts';
import { account as accountLt } from './locales/lt/account.ts';
import { myAccount as myAccountLt } from './locales/lt/my-account.ts';
import { invoice as invoiceLt } from './locales/lt/invoice.ts';
import { marketing as marketingLt } from './locales/lt/marketing.ts';
import { promotions as promotionsLt } from './locales/lt/promotions.ts';
import { points as pointsLt } from './locales/lt/points.ts';
import { reviews as reviewsLt } from './locales/lt/reviews.ts';
import { productContent as productContentLt } from './locales/lt/product-content.ts';
import { consent as consentLt } from './locales/lt/consent.ts';
import { menu as menuLt } from './locales/lt/menu.ts';
import { admin as adminLt } from './locales/lt/admin.ts';

/**
 * All catalogs by language and namespace. Namespaces keep the browser bundle
 * small: widgets load `common`/`catalogue` (and `cart` lazily with the cart chunk), the server uses `server`.
 */
export const catalogs = {
  en: {
    server: serverEn,
    common: commonEn,
    catalogue: catalogueEn,
    cart: cartEn,
    checkout: checkoutEn,
    upsell: upsellEn,
    account: accountEn,
    myAccount: myAccountEn,
    invoice: invoiceEn,
    marketing: marketingEn,
    promotions: promotionsEn,
    points: pointsEn,
    reviews: reviewsEn,
    productContent: productContentEn,
    consent: consentEn,
    menu: menuEn,
    // Back office (issue 21)
    admin: adminEn,
  },
  lt: {
    server: serverLt,
    common: commonLt,
    catalogue: catalogueLt,
    cart: cartLt,
    checkout: checkoutLt,
    upsell: upsellLt,
    account: accountLt,
    myAccount: myAccountLt,
    invoice: invoiceLt,
    marketing: marketingLt,
    promotions: promotionsLt,
    points: pointsLt,
    reviews: reviewsLt,
    productContent: productContentLt,
    consent: consentLt,
    menu: menuLt,
    // Back office (issue 21)
    admin: adminLt,
  },
} as const;

export type Namespace = keyof (typeof catalogs)['en'];
