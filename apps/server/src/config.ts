import path from 'node:path';
import { parseRetryDays } from '@soul/domain/subscriptions/dunning';
import { DEFAULT_REVIEW_REWARDS, reviewRewardSettingsProblem, type ReviewRewardSettings } from '@soul/domain/points/review-reward';
import { z } from 'zod';
import { DEFAULT_CONSENT_REVISION } from '@soul/contracts/consent';

/** An empty variable (`DATABASE_URL=`) means "not set", as shells and CI files often write it. */
function emptyAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** Configuration from environment variables, checked once at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** External PostgreSQL; when unset the shop starts an embedded one under DATA_DIR. */
  DATABASE_URL: emptyAsUnset(z.string().optional()),
  DATA_DIR: z.string().default('./data'),
  /** Public base URL used in links (permalinks, canonical, mails); defaults to the request's host when allowed, else http://HOST:PORT. */
  PUBLIC_URL: emptyAsUnset(z.url().optional()),
  /**
   * Without PUBLIC_URL: the host names (host or host:port, comma-separated) a
   * request may name in its Host header and get links to. Any other Host gets
   * links to http://HOST:PORT: a forged Host never reaches a mail or a link.
   */
  ALLOWED_HOSTS: emptyAsUnset(z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset = local outbox + dev mailbox. */
  SMTP_URL: emptyAsUnset(z.string().optional()),
  MAIL_FROM: z.string().default('Soul Shop <shop@soulshop.example>'),
  /** Where new-order notices go. */
  SHOP_EMAIL: z.string().default('orders@soulshop.example'),
  /**
   * Order chat answers by mail (account §7): the address the mail provider's
   * inbound route posts to soul/v1/mail/inbound (a reply from SHOP_EMAIL to
   * `local+o<order>-<token>@domain` joins that order's thread), and the
   * secret it signs each post with (HMAC-SHA256 of the body). Both or none.
   */
  MAIL_INBOUND_ADDRESS: emptyAsUnset(z.email().optional()),
  MAIL_INBOUND_SECRET: emptyAsUnset(z.string().min(16).optional()),
  /** Stripe keys: the card method is offered through Stripe only when both are set. */
  STRIPE_SECRET_KEY: emptyAsUnset(z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: emptyAsUnset(z.string().optional()),
  /** Klaviyo's private API key: set, profiles, list subscriptions and events are mirrored there by background jobs. */
  KLAVIYO_PRIVATE_KEY: emptyAsUnset(z.string().optional()),
  /** Seconds the one-click upsell offer lasts after a paid card order (storefront §9: 3600). */
  UPSELL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Percent off products added by the one-click upsell. */
  UPSELL_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(90).default(15),
  /** Run the background job worker in this process (off for one-off tools). */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): unset or
   * "false" trusts none; otherwise the proxies' addresses or CIDRs,
   * comma-separated ("127.0.0.1,10.0.0.0/8"), or "true" for any.
   * The login limits count per client address, so never trust what anyone
   * can send: set it only to the proxy in front of the shop.
   */
  TRUST_PROXY: emptyAsUnset(z.string().trim().optional()),
  /** Memory for cached catalogue answers per instance, in MiB (listings, product pages, rendered islands). */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** A port of its own for Prometheus metrics; unset = only administrators read /metrics. */
  METRICS_PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * Minutes a card charge, refund, edit or cancellation may wait for its
   * gateway's answer before reconciliation asks the gateway itself (a crash
   * between recording and answering). Longer than any gateway call.
   */
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Days after a declined renewal on which the saved card is tried again ("1,3,7"); on hold after the last. */
  RENEWAL_RETRY_DAYS: z
    .string()
    .default('1,3,7')
    .transform((text, ctx) => {
      const days = parseRetryDays(text);
      if (!days) {
        ctx.addIssue({ code: 'custom', message: 'increasing whole days, comma-separated, at most 10 (e.g. 1,3,7)' });
        return z.NEVER;
      }
      return days;
    }),
  /** Days before a renewal its reminder is mailed (with links to skip, move or cancel it); 0 turns reminders off. */
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(0).max(14).default(3),
  /** Hours a returning unit is kept for the first back-in-stock sign-ups (their personal link); 0 turns holds off. */
  BACK_IN_STOCK_HOLD_HOURS: z.coerce.number().int().min(0).max(72).default(4),
  /** "on": a verified buyer's review (the e-mail or account bought the product) is approved at once; others wait for moderation. */
  REVIEWS_AUTO_APPROVE_VERIFIED: z.enum(['on', 'off']).default('off'),
  /** Reviews one client address may send per hour (the form is open to guests). */
  REVIEWS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  REFERRAL_REWARD_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** The cookie notice's revision (storefront §4): raise it when the cookies or their purposes change, and every visitor is asked again. */
  CONSENT_REVISION: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_CONSENT_REVISION),
  /** Sentry project DSN: the pages' browser SDK reports there; unset = to the shop's own soul/v1/client-errors. */
  SENTRY_DSN: emptyAsUnset(z.url().optional()),
  /** Minutes after a started checkout that the abandoned-checkout reminder is mailed (consent and no order since); 0 turns it off. */
  ABANDONED_CHECKOUT_MAIL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Points (1 point = €1 off) an approved review of a signed-in customer earns: text only, with a photo, with a video; 0–40, increasing. */
  POINTS_REVIEW_TEXT: z.coerce.number().int().min(0).max(40).default(DEFAULT_REVIEW_REWARDS.text),
  POINTS_REVIEW_PHOTO: z.coerce.number().int().min(0).max(40).default(DEFAULT_REVIEW_REWARDS.photo),
  POINTS_REVIEW_VIDEO: z.coerce.number().int().min(0).max(40).default(DEFAULT_REVIEW_REWARDS.video),
});

export type TrustProxy = boolean | string;

function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  /** Host header values (lowercase host or host:port) links may be built from when PUBLIC_URL is unset. */
  allowedHosts: ReadonlySet<string>;
  /** Where links point when neither PUBLIC_URL nor an allowed Host says otherwise. */
  fallbackUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  dbPoolSize: number;
  /** Where generated product images are written and served from (/media/). */
  mediaDir: string;
  /** Review photos and videos: not served as static files; `/review-media/{name}` serves an approved review's to anyone, others to administrators. */
  reviewMediaDir: string;
  /** Digital products' files (account §2 "Digital purchases"): served only through signed, counted links. */
  downloadsDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  /** Order chat answers by mail: where the shop's replies arrive and the webhook's signing secret; null = replies go to the customer directly. */
  mailInbound: { address: string; secret: string } | null;
  stripe: { secretKey: string; publishableKey: string } | null;
  /** Klaviyo mirroring (off without a key); `baseUrl` only for a stand-in server in tests. */
  klaviyo: { privateKey: string; baseUrl?: string } | null;
  upsellSeconds: number;
  upsellDiscountPercent: number;
  jobWorker: boolean;
  trustProxy: TrustProxy;
  catalogueCacheBytes: number;
  metrics: { port: number | undefined; host: string };
  paymentReconcileMinutes: number;
  /** Days after a declined renewal on which the card is tried again. */
  renewalRetryDays: number[];
  /** Days before a renewal its reminder is mailed; 0: none. */
  renewalReminderDays: number;
  /** Hours a returning unit is kept for the first back-in-stock sign-ups; 0: no holds. */
  backInStockHoldHours: number;
  /** A verified buyer's review is approved without moderation. */
  reviewsAutoApproveVerified: boolean;
  /** Reviews one client address may send per hour. */
  reviewsPerHour: number;
  /** The referrer's points per referred friend's paid first order (the spec gives 10 and 1000; 10 by default). */
  referralRewardPoints: number;
  /** The cookie notice's revision: a consent record of another revision asks again. */
  consentRevision: number;
  /** Where the browser reports errors through Sentry's SDK; undefined = the shop's own endpoint. */
  sentryDsn: string | undefined;
  /** Minutes after a started checkout its reminder is mailed; 0: never. */
  abandonedCheckoutMailMinutes: number;
  /** Points an approved review earns, by what it carries. */
  reviewRewards: ReviewRewardSettings;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** The host to put in links for a listening address: a wildcard address is no place to link to. */
function linkHost(host: string): string {
  if (WILDCARD_HOSTS.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The configured hosts, else the shop's own machine under the names a browser there would use. */
function allowedHostsOf(value: string | undefined, host: string, port: number): ReadonlySet<string> {
  if (value)
    return new Set(
      value
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    );
  const names = new Set(['localhost', '127.0.0.1', '[::1]', linkHost(host).toLowerCase()]);
  return new Set([...names].flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`])));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const reviewRewards = { text: c.POINTS_REVIEW_TEXT, photo: c.POINTS_REVIEW_PHOTO, video: c.POINTS_REVIEW_VIDEO };
  if (reviewRewardSettingsProblem(reviewRewards))
    throw new Error('Invalid configuration: POINTS_REVIEW_TEXT ≤ POINTS_REVIEW_PHOTO ≤ POINTS_REVIEW_VIDEO, each 0–40');
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: allowedHostsOf(c.ALLOWED_HOSTS, c.HOST, c.PORT),
    fallbackUrl: `http://${linkHost(c.HOST)}:${c.PORT}`,
    logLevel: c.LOG_LEVEL,
    dbPoolSize: c.DB_POOL_SIZE,
    mediaDir: path.join(dataDir, 'media'),
    reviewMediaDir: path.join(dataDir, 'review-media'),
    downloadsDir: path.join(dataDir, 'downloads'),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    shopEmail: c.SHOP_EMAIL,
    mailInbound:
      c.MAIL_INBOUND_ADDRESS && c.MAIL_INBOUND_SECRET ? { address: c.MAIL_INBOUND_ADDRESS, secret: c.MAIL_INBOUND_SECRET } : null,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY ? { secretKey: c.STRIPE_SECRET_KEY, publishableKey: c.STRIPE_PUBLISHABLE_KEY } : null,
    klaviyo: c.KLAVIYO_PRIVATE_KEY ? { privateKey: c.KLAVIYO_PRIVATE_KEY } : null,
    upsellSeconds: c.UPSELL_SECONDS,
    upsellDiscountPercent: c.UPSELL_DISCOUNT_PERCENT,
    jobWorker: c.JOB_WORKER === 'on',
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    catalogueCacheBytes: c.CATALOGUE_CACHE_MB * 1024 * 1024,
    metrics: { port: c.METRICS_PORT, host: c.METRICS_HOST },
    paymentReconcileMinutes: c.PAYMENT_RECONCILE_MINUTES,
    renewalRetryDays: c.RENEWAL_RETRY_DAYS,
    renewalReminderDays: c.RENEWAL_REMINDER_DAYS,
    backInStockHoldHours: c.BACK_IN_STOCK_HOLD_HOURS,
    reviewsAutoApproveVerified: c.REVIEWS_AUTO_APPROVE_VERIFIED === 'on',
    reviewsPerHour: c.REVIEWS_PER_HOUR,
    referralRewardPoints: c.REFERRAL_REWARD_POINTS,
    consentRevision: c.CONSENT_REVISION,
    sentryDsn: c.SENTRY_DSN,
    abandonedCheckoutMailMinutes: c.ABANDONED_CHECKOUT_MAIL_MINUTES,
    reviewRewards,
  };
}
