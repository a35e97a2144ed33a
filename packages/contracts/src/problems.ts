/**
 * Every expected failure the shop answers, in one table: the problem's name
 * (what services and domain rules return), its wire code (WooCommerce's or
 * WordPress's where the Store API or WP REST has one, `soul_*` for ours),
 * its HTTP status and its message (an i18n key, `namespace:path` or the
 * server namespace's `path`). Services never speak HTTP: they return a
 * `Problem`; the HTTP edge looks it up here and translates the message in
 * the reader's language.
 */
export const PROBLEMS = {
  // WordPress REST
  invalidParam: { code: 'rest_invalid_param', status: 400, message: 'errors.invalidParam' },
  invalidJson: { code: 'rest_invalid_json', status: 400, message: 'errors.invalidJson' },
  invalidRequest: { code: 'rest_invalid_request', status: 400, message: 'errors.badRequestTitle' },
  noRoute: { code: 'rest_no_route', status: 404, message: 'errors.noRoute' },
  notLoggedIn: { code: 'rest_not_logged_in', status: 401, message: 'errors.notLoggedIn' },
  forbidden: { code: 'rest_forbidden', status: 403, message: 'errors.forbidden' },
  cookieNonceInvalid: { code: 'rest_cookie_invalid_nonce', status: 403, message: 'errors.cookieCheckFailed' },
  batchNotAllowed: { code: 'rest_batch_not_allowed', status: 400, message: 'cart.batchNotAllowed' },
  serverError: { code: 'woocommerce_rest_unknown_server_error', status: 500, message: 'errors.serverError' },

  // Store API: nonces and batch
  missingNonce: { code: 'woocommerce_rest_missing_nonce', status: 401, message: 'errors.missingNonce' },
  invalidNonce: { code: 'woocommerce_rest_invalid_nonce', status: 403, message: 'errors.invalidNonce' },
  batchInvalidPath: { code: 'woocommerce_rest_invalid_path', status: 400, message: 'cart.batchInvalidPath' },
  batchTooMany: { code: 'rest_invalid_param', status: 400, message: 'cart.batchTooMany' },
  batchMethodNotAllowed: { code: 'rest_invalid_param', status: 400, message: 'cart.batchGetNotAllowed' },

  // Store API: products
  productInvalidId: { code: 'woocommerce_rest_product_invalid_id', status: 404, message: 'errors.invalidProductId' },
  productInvalidSlug: { code: 'woocommerce_rest_product_invalid_slug', status: 404, message: 'errors.invalidProductSlug' },
  relatedProductNotFound: { code: 'woocommerce_rest_product_not_found', status: 404, message: 'errors.relatedProductNotFound' },
  categoryInvalidId: { code: 'woocommerce_rest_category_invalid_id', status: 404, message: 'errors.invalidCategoryId' },
  brandInvalidId: { code: 'woocommerce_rest_brand_invalid_id', status: 404, message: 'errors.invalidBrandId' },
  brandInvalidSlug: { code: 'woocommerce_rest_brand_invalid_slug', status: 404, message: 'errors.invalidBrandSlug' },
  attributeInvalidId: { code: 'woocommerce_rest_attribute_invalid_id', status: 404, message: 'errors.invalidAttributeId' },
  attributeTaxonomyInvalid: { code: 'woocommerce_rest_taxonomy_invalid', status: 404, message: 'errors.attributeMissing' },

  // Store API: cart
  cartItemExists: { code: 'woocommerce_rest_cart_item_exists', status: 400, message: 'cart.itemExists' },
  cartMissingProductId: { code: 'woocommerce_rest_cart_missing_product_id', status: 400, message: 'cart.noProductId' },
  cartInvalidQuantity: { code: 'woocommerce_rest_product_invalid_quantity', status: 400, message: 'cart.invalidQuantity' },
  cartInvalidData: { code: 'rest_invalid_param', status: 400, message: 'cart.invalidCartData' },
  cartInvalidProduct: { code: 'woocommerce_rest_cart_invalid_product', status: 400, message: 'cart.productNotFound' },
  cartMissingVariation: { code: 'woocommerce_rest_missing_variation_data', status: 400, message: 'cart.missingVariation' },
  cartInvalidVariationData: { code: 'woocommerce_rest_invalid_variation_data', status: 400, message: 'cart.invalidVariationData' },
  cartNoMatchingVariation: { code: 'woocommerce_rest_variation_id_from_variation_data', status: 400, message: 'cart.noMatchingVariation' },
  cartNotPurchasable: { code: 'woocommerce_rest_product_not_purchasable', status: 400, message: 'cart.notPurchasable' },
  cartOutOfStock: { code: 'woocommerce_rest_product_out_of_stock', status: 400, message: 'cart.outOfStock' },
  cartPartiallyOutOfStock: { code: 'woocommerce_rest_product_partially_out_of_stock', status: 400, message: 'cart.partiallyOutOfStock' },
  cartStockHeld: { code: 'woocommerce_rest_product_out_of_stock', status: 400, message: 'cart.stockHeld' },
  stockHoldNotFound: { code: 'soul_stock_hold_not_found', status: 404, message: 'stockNotification.holdNotFound' },
  cartQuantityLimits: { code: 'invalid_quantity', status: 400, message: 'cart.invalidQuantity' },
  cartInvalidFrequency: { code: 'soul_invalid_subscription_frequency', status: 400, message: 'cart.invalidFrequency' },
  cartInvalidKey: { code: 'woocommerce_rest_cart_invalid_key', status: 409, message: 'cart.invalidKey' },
  cartItemDoesNotExist: { code: 'woocommerce_rest_cart_invalid_key', status: 409, message: 'cart.itemDoesNotExist' },
  cartItemNotRemovable: { code: 'soul_cart_item_not_removable', status: 400, message: 'cart.notRemovable' },
  couponMissingCode: { code: 'woocommerce_rest_cart_coupon_error', status: 400, message: 'cart.noCouponCode' },
  couponInvalidCode: { code: 'woocommerce_rest_cart_coupon_error', status: 400, message: 'cart.invalidCouponCode' },
  couponRefused: { code: 'woocommerce_rest_cart_coupon_error', status: 400, message: 'cart.invalidCouponCode' },
  couponNotInCart: { code: 'woocommerce_rest_cart_coupon_invalid_code', status: 409, message: 'cart.couponNotInCart' },
  couponDoesNotExistInCart: { code: 'woocommerce_rest_cart_coupon_invalid_code', status: 404, message: 'cart.couponDoesNotExistInCart' },
  shippingMissingRateId: { code: 'woocommerce_rest_cart_missing_rate_id', status: 400, message: 'cart.missingRateId' },
  shippingInvalidRate: { code: 'woocommerce_rest_cart_invalid_rate', status: 400, message: 'cart.invalidRate' },

  // Store API: checkout
  checkoutNoPermission: { code: 'woocommerce_rest_checkout_no_permission', status: 403, message: 'checkout:errors.noPermission' },
  checkoutCartEmpty: { code: 'woocommerce_rest_cart_empty', status: 400, message: 'checkout:errors.emptyCart' },
  checkoutProductUnavailable: { code: 'woocommerce_rest_cart_invalid_product', status: 409, message: 'checkout:errors.unavailable' },
  checkoutCouponInvalid: { code: 'woocommerce_rest_cart_coupon_errors', status: 409, message: 'checkout:errors.couponInvalid' },
  checkoutMissingShipping: { code: 'woocommerce_rest_checkout_missing_shipping', status: 400, message: 'checkout:errors.cartChanged' },
  checkoutCartChanged: { code: 'woocommerce_rest_cart_changed', status: 409, message: 'checkout:errors.cartChanged' },
  checkoutOutOfStock: { code: 'woocommerce_rest_product_out_of_stock', status: 409, message: 'checkout:errors.outOfStock' },
  checkoutNotEnoughStock: { code: 'woocommerce_rest_product_out_of_stock', status: 409, message: 'checkout:errors.notEnoughStock' },
  checkoutStockHeld: { code: 'woocommerce_rest_product_out_of_stock', status: 409, message: 'checkout:errors.stockHeld' },
  paymentDeclined: { code: 'woocommerce_rest_checkout_process_payment_error', status: 402, message: 'checkout:errors.cardDeclined' },
  checkoutMissingEmail: { code: 'woocommerce_rest_missing_email_address', status: 400, message: 'checkout:errors.missingEmail' },
  checkoutInvalidEmail: { code: 'woocommerce_rest_invalid_email_address', status: 400, message: 'checkout:errors.invalidEmail' },
  checkoutInvalidAddress: { code: 'woocommerce_rest_invalid_address', status: 400, message: 'checkout:errors.invalidAddress' },
  checkoutCountryNotAllowed: {
    code: 'woocommerce_rest_invalid_address_country',
    status: 400,
    message: 'checkout:errors.countryNotAllowed',
  },
  checkoutMissingPaymentMethod: {
    code: 'woocommerce_rest_checkout_missing_payment_method',
    status: 400,
    message: 'checkout:errors.missingPaymentMethod',
  },
  checkoutPaymentMethodDisabled: {
    code: 'woocommerce_rest_checkout_payment_method_disabled',
    status: 400,
    message: 'checkout:errors.paymentMethodDisabled',
  },

  // Store API: POST /cart/extensions (WooCommerce's ExtendSchema update callbacks)
  cartExtensionsMissingNamespace: {
    code: 'woocommerce_rest_cart_extensions_error',
    status: 400,
    message: 'checkout:extensions.missingNamespace',
  },
  cartExtensionsUnknownNamespace: {
    code: 'woocommerce_rest_cart_extensions_error',
    status: 400,
    message: 'checkout:extensions.unknownNamespace',
  },

  // Store API: orders (GET /order/{id}, POST /checkout/{id}; WooCommerce's OrderAuthorizationTrait)
  storeOrderNotFound: { code: 'woocommerce_rest_invalid_order', status: 404, message: 'checkout:errors.orderNotFound' },
  storeOrderInvalidKey: { code: 'woocommerce_rest_invalid_order', status: 401, message: 'checkout:errors.invalidOrder' },
  storeOrderInvalidEmail: { code: 'woocommerce_rest_invalid_billing_email', status: 401, message: 'checkout:errors.invalidBillingEmail' },
  storeOrderOtherCustomer: { code: 'woocommerce_rest_invalid_user', status: 403, message: 'checkout:errors.invalidUser' },

  // Pay for order (order-pay)
  orderPayNotPayable: { code: 'soul_order_not_payable', status: 409, message: 'checkout:orderPay.notPayable' },
  orderPayInFlight: { code: 'soul_payment_in_flight', status: 409, message: 'checkout:orderPay.inFlight' },
  orderPayCouponUsed: { code: 'woocommerce_rest_cart_coupon_errors', status: 409, message: 'checkout:orderPay.couponUsed' },
  orderPayOutOfStock: { code: 'woocommerce_rest_product_out_of_stock', status: 409, message: 'checkout:orderPay.outOfStock' },
  orderPayNotEnoughStock: { code: 'woocommerce_rest_product_out_of_stock', status: 409, message: 'checkout:orderPay.notEnoughStock' },

  // soul/v1: account, orders, payments, invoices
  orderNotFound: { code: 'soul_order_not_found', status: 404, message: 'errors.orderNotFound' },
  orderNotCancellable: { code: 'soul_order_not_cancellable', status: 409, message: 'errors.orderNotCancellable' },
  orderNotEditable: { code: 'soul_order_not_editable', status: 409, message: 'errors.orderNotEditable' },
  orderMovedOn: { code: 'soul_order_not_editable', status: 409, message: 'errors.orderMovedOn' },
  orderBusy: { code: 'soul_order_busy', status: 409, message: 'errors.orderBusy' },
  orderEditLines: { code: 'rest_invalid_param', status: 400, message: 'errors.invalidParam' },
  orderEditStock: { code: 'soul_insufficient_stock', status: 409, message: 'errors.orderEditStock' },
  orderEditStockHeld: { code: 'soul_insufficient_stock', status: 409, message: 'errors.orderEditStockHeld' },
  orderEditDeclined: { code: 'soul_payment_declined', status: 402, message: 'errors.orderEditDeclined' },
  orderEditRefundFailed: { code: 'soul_refund_failed', status: 502, message: 'errors.orderEditRefundFailed' },
  productUnavailable: { code: 'soul_product_unavailable', status: 404, message: 'errors.productUnavailable' },
  cancelRefundFailed: { code: 'soul_refund_failed', status: 502, message: 'errors.refundFailed' },
  paymentInFlight: { code: 'soul_payment_in_flight', status: 409, message: 'errors.paymentInFlight' },
  paymentNotFound: { code: 'soul_payment_not_found', status: 404, message: 'errors.paymentNotFound' },
  paymentNotRefundable: { code: 'soul_payment_not_refundable', status: 409, message: 'errors.paymentNotRefundable' },
  refundTooLarge: { code: 'soul_refund_too_large', status: 409, message: 'errors.refundTooLarge' },
  refundFailed: { code: 'soul_refund_failed', status: 502, message: 'errors.paymentRefundFailed' },
  invoiceUnavailable: { code: 'soul_invoice_unavailable', status: 404, message: 'errors.invoiceUnavailable' },
  emailTaken: { code: 'soul_email_taken', status: 409, message: 'profile.emailTaken' },
  tooManyAttempts: { code: 'soul_too_many_attempts', status: 429, message: 'profile.tooManyAttempts' },
  wrongPassword: { code: 'soul_wrong_password', status: 403, message: 'profile.wrongPassword' },
  invalidImage: { code: 'soul_invalid_image', status: 400, message: 'profile.invalidImage' },
  fileTooLarge: { code: 'soul_file_too_large', status: 413, message: 'profile.fileTooLarge' },
  noPhoto: { code: 'soul_no_photo', status: 404, message: 'profile.noPhoto' },
  tooManyMessages: { code: 'soul_too_many_messages', status: 429, message: 'contact.tooMany' },
  tooManyReports: { code: 'soul_too_many_reports', status: 429, message: 'clientErrors.tooMany' },
  // soul/v1: cookie consent
  consentRecordInvalid: { code: 'soul_invalid_consent', status: 400, message: 'consent.invalid' },
  consentTooMany: { code: 'soul_too_many_requests', status: 429, message: 'consent.tooMany' },
  // soul/v1: subscriptions
  subscriptionNotFound: { code: 'soul_subscription_not_found', status: 404, message: 'subscriptions.notFound' },
  subscriptionChanged: { code: 'soul_subscription_changed', status: 409, message: 'subscriptions.changed' },
  subscriptionNotChangeable: { code: 'soul_subscription_not_changeable', status: 409, message: 'subscriptions.notChangeable' },
  subscriptionNotActive: { code: 'soul_subscription_not_active', status: 409, message: 'subscriptions.notActive' },
  subscriptionNotPaused: { code: 'soul_subscription_not_paused', status: 409, message: 'subscriptions.notPaused' },
  subscriptionNotCancelled: { code: 'soul_subscription_not_cancelled', status: 409, message: 'subscriptions.notCancelled' },
  subscriptionDateInPast: { code: 'rest_invalid_param', status: 400, message: 'subscriptions.dateInPast' },
  subscriptionDateTooFar: { code: 'rest_invalid_param', status: 400, message: 'subscriptions.dateTooFar' },
  subscriptionPauseTooLong: { code: 'rest_invalid_param', status: 400, message: 'subscriptions.pauseTooLong' },
  subscriptionLastLine: { code: 'soul_subscription_last_line', status: 409, message: 'subscriptions.lastLine' },
  subscriptionUnknownLine: { code: 'rest_invalid_param', status: 400, message: 'subscriptions.unknownLine' },
  subscriptionUndoExpired: { code: 'soul_subscription_undo_expired', status: 409, message: 'subscriptions.undoExpired' },
  subscriptionProductNotEligible: { code: 'soul_product_not_subscribable', status: 400, message: 'subscriptions.productNotEligible' },
  subscriptionCardNotFound: { code: 'soul_payment_token_not_found', status: 404, message: 'subscriptions.cardNotFound' },
  subscriptionCardDeclined: { code: 'soul_card_declined', status: 402, message: 'subscriptions.cardDeclined' },
  subscriptionRenewalDeclined: { code: 'soul_payment_declined', status: 402, message: 'subscriptions.renewalDeclined' },
  subscriptionRenewalOutOfStock: { code: 'soul_insufficient_stock', status: 409, message: 'subscriptions.renewalOutOfStock' },
  stockNoticeMissingProduct: { code: 'soul_missing_product_id', status: 400, message: 'stockNotification.productRequired' },
  stockNoticeNoEmail: { code: 'soul_no_email', status: 400, message: 'stockNotification.noEmail' },
  stockNoticeEmailFormat: { code: 'rest_invalid_param', status: 400, message: 'stockNotification.emailFormat' },
  stockNoticeProductNotFound: { code: 'soul_product_not_found', status: 404, message: 'stockNotification.productNotFound' },
  stockNoticeEmailUsed: { code: 'soul_email_already_used', status: 409, message: 'stockNotification.emailAlreadyUsed' },

  // Promotions (issue 17)
  promotionNotFound: { code: 'soul_promotion_not_found', status: 404, message: 'promotions.notFound' },
  promotionSlugTaken: { code: 'soul_promotion_slug_taken', status: 409, message: 'promotions.slugTaken' },
  promotionInvalid: { code: 'rest_invalid_param', status: 400, message: 'promotions.invalid' },
  promotionProductNotFound: { code: 'soul_promotion_product_not_found', status: 400, message: 'promotions.invalidProduct' },
  promotionEmailInvalid: { code: 'rest_invalid_param', status: 400, message: 'promotions.emailInvalid' },
  promotionEmailUsed: { code: 'soul_email_already_used', status: 409, message: 'promotions.emailUsed' },
  promotionExpired: { code: 'soul_promo_offer_expired', status: 409, message: 'promotions.discountExpired' },
  promotionExtensionRefused: { code: 'soul_promo_extension_refused', status: 409, message: 'promotions.extensionRefused' },
  checkoutPromoExpired: { code: 'soul_promo_offer_expired', status: 409, message: 'promotions.discountExpired' },
  // E-mail marketing (storefront §7)
  marketingListRequired: { code: 'soul_missing_list_id', status: 400, message: 'marketing:errors.listRequired' },
  marketingUnknownList: { code: 'soul_list_not_found', status: 404, message: 'marketing:errors.unknownList' },
  marketingNoEmail: { code: 'soul_no_email', status: 400, message: 'marketing:errors.noEmail' },
  marketingEmailFormat: { code: 'rest_invalid_param', status: 400, message: 'marketing:errors.emailFormat' },
  marketingConsentRequired: { code: 'soul_consent_required', status: 400, message: 'marketing:errors.consentRequired' },
  marketingUnknownEvent: { code: 'rest_invalid_param', status: 400, message: 'marketing:errors.unknownEvent' },
  marketingTooManyLookups: { code: 'soul_too_many_requests', status: 429, message: 'marketing:errors.tooManyLookups' },
  marketingListExists: { code: 'soul_list_exists', status: 409, message: 'marketing:errors.listExists' },
  marketingUnsubscribeInvalid: { code: 'soul_invalid_unsubscribe_link', status: 400, message: 'marketing:errors.invalidLink' },
  marketingListHasSubscribers: { code: 'soul_list_has_subscribers', status: 409, message: 'marketing:errors.listHasSubscribers' },
  marketingListInUse: { code: 'soul_list_in_use', status: 409, message: 'marketing:errors.listInUse' },
  // Product reviews (storefront §3, §5, §8): one invalid-form problem whose message names the field's rule
  reviewInvalid: { code: 'rest_invalid_param', status: 400, message: 'reviews.invalid' },
  reviewMissingProduct: { code: 'soul_missing_product_id', status: 400, message: 'reviews.noProductId' },
  reviewProductNotFound: { code: 'soul_product_not_found', status: 404, message: 'reviews.productNotFound' },
  reviewAlreadyWritten: { code: 'soul_duplicate_review', status: 409, message: 'reviews.duplicate' },
  reviewTooMany: { code: 'soul_too_many_requests', status: 429, message: 'reviews.tooMany' },
  reviewNotFound: { code: 'soul_review_not_found', status: 404, message: 'reviews.notFound' },
  reviewInvalidTransition: { code: 'soul_invalid_review_status', status: 409, message: 'reviews.invalidTransition' },
  reviewMediaRefused: { code: 'soul_invalid_file_type', status: 400, message: 'reviews.invalidFileType' },
  reviewMediaTooLarge: { code: 'soul_file_too_large', status: 413, message: 'reviews.fileTooLarge' },

  // Product page content (issue 19)
  productContentNotFound: { code: 'soul_product_content_not_found', status: 404, message: 'productContent.notFound' },
  productContentExists: { code: 'soul_product_content_exists', status: 409, message: 'productContent.exists' },
  // Menus (issue 19; storefront §5 "Menu. An identifier is required.")
  menuIdRequired: { code: 'soul_menu_id_required', status: 400, message: 'menus.idRequired' },
  menuNotFound: { code: 'soul_menu_not_found', status: 404, message: 'menus.notFound' },
  menuTaken: { code: 'soul_menu_exists', status: 409, message: 'menus.taken' },
  menuInvalid: { code: 'rest_invalid_param', status: 400, message: 'menus.invalid' },

  // Points (issue 18)
  pointsSignIn: { code: 'soul_points_sign_in', status: 401, message: 'points.signIn' },
  pointsNotEnough: { code: 'soul_points_not_enough', status: 400, message: 'points.notEnough' },
  checkoutPointsChanged: { code: 'soul_points_balance_changed', status: 409, message: 'points.balanceChanged' },
  pointsCustomerNotFound: { code: 'soul_customer_not_found', status: 404, message: 'points.customerNotFound' },
  pointsOverdraw: { code: 'soul_points_overdraw', status: 409, message: 'points.overdraw' },
  referralOwnLink: { code: 'soul_referral_own_link', status: 409, message: 'referrals.ownLink' },
  referralFirstOrderOnly: { code: 'soul_referral_first_order_only', status: 409, message: 'referrals.firstOrderOnly' },
  referralOwnEmail: { code: 'soul_referral_own_email', status: 400, message: 'referrals.ownEmail' },
  referralTooManyInvites: { code: 'soul_referral_too_many_invites', status: 429, message: 'referrals.tooManyInvites' },
  referralUserNotFound: { code: 'soul_referral_user_not_found', status: 404, message: 'referrals.userNotFound' },
  reviewVideoRefused: { code: 'soul_invalid_file_type', status: 400, message: 'reviews.invalidVideoType' },
  reviewVideoTooLarge: { code: 'soul_file_too_large', status: 413, message: 'reviews.videoTooLarge' },

  // Settings (issue 20): company details are the director's
  companyDirectorsOnly: { code: 'soul_company_directors_only', status: 403, message: 'profile.companyDirectorsOnly' },

  // Digital purchases (issue 20)
  downloadLinkInvalid: { code: 'soul_download_link_invalid', status: 403, message: 'downloads.linkInvalid' },
  downloadExpired: { code: 'soul_download_expired', status: 410, message: 'downloads.expired' },
  downloadUsedUp: { code: 'soul_download_limit_reached', status: 410, message: 'downloads.usedUp' },
  downloadRevoked: { code: 'soul_download_revoked', status: 410, message: 'downloads.revoked' },
  productDownloadNotFound: { code: 'soul_product_download_not_found', status: 404, message: 'downloads.fileNotFound' },
  productDownloadProductUnknown: { code: 'soul_product_not_found', status: 404, message: 'downloads.productUnknown' },
  productDownloadInUse: { code: 'soul_product_download_in_use', status: 409, message: 'downloads.inUse' },
  productDownloadFileRefused: { code: 'soul_invalid_file_type', status: 400, message: 'downloads.fileRefused' },
  productDownloadTooLarge: { code: 'soul_file_too_large', status: 413, message: 'downloads.fileTooLarge' },
  // Vendors and customer groups (issue 20; account §1, §2, §4, §8)
  vendorCannotBuy: { code: 'soul_vendor_not_approved', status: 403, message: 'vendors.cannotBuy' },
  vendorNotFound: { code: 'soul_vendor_not_found', status: 404, message: 'vendors.notFound' },
  vendorInvalidTransition: { code: 'soul_invalid_vendor_status', status: 409, message: 'vendors.invalidTransition' },
  vendorApplyRefused: { code: 'soul_vendor_apply_refused', status: 409, message: 'vendors.applyRefused' },
  vendorInvalid: { code: 'rest_invalid_param', status: 400, message: 'vendors.invalid' },
  customerGroupNotFound: { code: 'soul_customer_group_not_found', status: 404, message: 'vendors.groupNotFound' },
  customerGroupInvalid: { code: 'rest_invalid_param', status: 400, message: 'vendors.groupInvalid' },
  // Company users (issue 20; account §5 "Can not delete ID is missing")
  companyForbidden: { code: 'rest_forbidden', status: 403, message: 'company.forbidden' },
  companyNotFound: { code: 'soul_company_not_found', status: 404, message: 'company.companyNotFound' },
  companyUserNotFound: { code: 'soul_company_user_not_found', status: 404, message: 'company.userNotFound' },
  companyUserIdMissing: { code: 'soul_company_user_id_missing', status: 400, message: 'company.idMissing' },
  companyUserInvalid: { code: 'rest_invalid_param', status: 400, message: 'company.invalid' },
  companyUserEmailTaken: { code: 'soul_company_user_email_taken', status: 409, message: 'company.emailTaken' },
  // Statistics (issue 20; account §2 "statistics", §9 date filters)
  statisticsPeriod: { code: 'rest_invalid_param', status: 400, message: 'statistics.period' },
  // Media: the user's own uploads (issue 20, account §7), WordPress's codes for an attachment
  mediaNotFound: { code: 'rest_post_invalid_id', status: 404, message: 'media.notFound' },
  mediaPageInvalid: { code: 'rest_post_invalid_page_number', status: 400, message: 'media.pageInvalid' },
  // Order chat (issue 20, account §7)
  chatOrderIdMissing: { code: 'soul_chat_order_id_missing', status: 400, message: 'chat.idMissing' },
  chatMessageInvalid: { code: 'rest_invalid_param', status: 400, message: 'chat.empty' },
  chatTooMany: { code: 'soul_too_many_messages', status: 429, message: 'chat.tooMany' },
  chatNotFound: { code: 'soul_chat_not_found', status: 404, message: 'errors.orderNotFound' },
  mailInboundOff: { code: 'rest_no_route', status: 404, message: 'errors.noRoute' },
  mailInboundSignature: { code: 'soul_invalid_signature', status: 401, message: 'chat.badSignature' },
  mailInboundSender: { code: 'soul_mail_sender_refused', status: 403, message: 'chat.senderRefused' },

  // Back office: orders (issue 21)
  adminOrderTransitionRefused: { code: 'soul_order_transition_refused', status: 409, message: 'adminOrders.transitionRefused' },
  adminOrderNothingToShip: { code: 'soul_order_nothing_to_ship', status: 409, message: 'adminOrders.nothingToShip' },
  adminOrderCarrierRequired: { code: 'rest_invalid_param', status: 400, message: 'adminOrders.carrierRequired' },
  adminOrderUnknownCarrier: { code: 'rest_invalid_param', status: 400, message: 'adminOrders.unknownCarrier' },
  adminOrderRefundLines: { code: 'rest_invalid_param', status: 400, message: 'adminOrders.refundLines' },
  adminOrderNothingToRefund: { code: 'soul_payment_not_refundable', status: 409, message: 'adminOrders.nothingToRefund' },
  // Back office foundation (issue 21): audit log, customers and companies
  auditNotFound: { code: 'soul_audit_not_found', status: 404, message: 'backOffice.auditNotFound' },
  adminCustomerNotFound: { code: 'soul_customer_not_found', status: 404, message: 'backOffice.customerNotFound' },
  adminCompanyNotFound: { code: 'soul_company_not_found', status: 404, message: 'backOffice.companyNotFound' },
  roleChangeForbidden: { code: 'rest_forbidden', status: 403, message: 'backOffice.roleChangeForbidden' },
  adminCustomerInvalid: { code: 'rest_invalid_param', status: 400, message: 'backOffice.customerInvalid' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ProblemName = keyof typeof PROBLEMS;

/**
 * A text the HTTP edge translates into the reader's language: a message
 * nested in another (a coupon's refusal reason inside "coupon X is not
 * valid: …"), or a per-parameter message in the answer's `data.params`.
 */
export interface MessageRef {
  readonly $message: string;
  readonly params?: ProblemParams;
}

/** An amount of money (euro cents) the HTTP edge writes in the reader's language. */
export interface MoneyRef {
  readonly $money: number;
}

/** Values the message interpolates (`{{name}}`): plain values, or texts and amounts still to put in the reader's language. */
export type ProblemParams = Readonly<Record<string, string | number | MessageRef | MoneyRef>>;

export function money(cents: number): MoneyRef {
  return { $money: cents };
}

export function isMoneyRef(value: unknown): value is MoneyRef {
  return typeof value === 'object' && value !== null && typeof (value as { $money?: unknown }).$money === 'number';
}

export function message(key: string, params?: ProblemParams): MessageRef {
  return params ? { $message: key, params } : { $message: key };
}

export function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && typeof (value as { $message?: unknown }).$message === 'string';
}

/**
 * An expected failure as services return it: which problem, the values its
 * message needs, and extra fields for the answer's `data` (WordPress puts
 * per-parameter messages in `data.params`; the cart goes in `data.cart`).
 * `message` picks another text for the same problem when a rule needs it
 * (a decline's reason, a stock shortage with or without a count left).
 */
export interface Problem {
  readonly name: ProblemName;
  readonly params?: ProblemParams;
  readonly message?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export function problem(
  name: ProblemName,
  params?: ProblemParams,
  extra: { message?: string; data?: Record<string, unknown> } = {},
): Problem {
  return { name, ...(params ? { params } : {}), ...extra };
}
