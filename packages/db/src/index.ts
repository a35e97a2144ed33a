export * from './connection.ts';
export * from './embedded.ts';
export * from './migrate.ts';
export * from './catalogue-changes.ts';
export * from './repositories/catalogue.repository.ts';
export * from './repositories/taxonomy.repository.ts';
export * from './repositories/product-content.repository.ts';
export {
  seedDemoData,
  isCatalogueEmpty,
  generateProductImages,
  copyDemoVideos,
  copyDemoDownloads,
  IMAGE_WIDTHS,
  THUMBNAIL_WIDTH,
  DEMO,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_CUSTOMER_GROUP,
} from './seed/index.ts';
export * from './repositories/secrets.repository.ts';
export * from './repositories/cart.repository.ts';
export * from './repositories/stock-notification.repository.ts';
export * from './repositories/stock-hold.repository.ts';
export * from './repositories/coupon.repository.ts';
export * from './repositories/order.repository.ts';
export * from './repositories/sent-mail.repository.ts';
export * from './jobs/add-job.ts';
export * from './jobs/job-origin.ts';
export * from './jobs/task-names.ts';
export * from './jobs/worker-logger.ts';
export * from './repositories/user.repository.ts';
export * from './repositories/marketing.repository.ts';
export * from './repositories/rate-limit.repository.ts';
export * from './repositories/payment.repository.ts';
export * from './repositories/invoice.repository.ts';
export * from './repositories/profile.repository.ts';
export * from './repositories/contact.repository.ts';
export * from './repositories/chat.repository.ts';
export * from './repositories/test-gateway.repository.ts';
export * from './repositories/subscription.repository.ts';
export * from './repositories/promotion.repository.ts';
export * from './repositories/timer.repository.ts';
export * from './repositories/review.repository.ts';
export * from './repositories/points/points.repository.ts';
export * from './repositories/referral.repository.ts';
export * from './repositories/download.repository.ts';
export * from './repositories/product-download.repository.ts';
export * from './repositories/consent.repository.ts';
export * from './repositories/menu.repository.ts';
export * from './repositories/vendor.repository.ts';
export * from './repositories/company-user.repository.ts';
export * from './repositories/audit-log.ts';
export * from './repositories/account-event.repository.ts';
export * from './repositories/report.repository.ts';
export * from './repositories/statistics.repository.ts';
export * from './repositories/dashboard.repository.ts';
export * from './repositories/user-upload.repository.ts';
// Back office: orders (issue 21)
export * from './repositories/admin-order.repository.ts';
export * from './repositories/admin-customer.repository.ts';
