import {
  affiliateAnswerSchema,
  companyDetailsSchema,
  type CompanyDetails,
  digitalPurchasesSchema,
  referralShareAnswerSchema,
  type AffiliateAnswer,
  type DigitalPurchase,
  type ReferralShare,
} from '@soul/contracts';
import { accountDocumentSchema, type AccountDocument } from '@soul/contracts';
import {
  auditEntrySchema,
  bulkOrderAnswerSchema,
  companyUserSchema,
  companyUsersAnswerSchema,
  type AuditEntry,
  type BulkOrderAnswer,
  type BulkOrderBody,
  type CompanyUser,
} from '@soul/contracts';
import {
  accountOrderSchema,
  accountPaymentDetailSchema,
  accountPaymentSchema,
  accountSubscriptionSchema,
  contactAnswerSchema,
  invoiceSettingsSchema,
  profileSchema,
  subscriptionPaymentMethodSchema,
  subscriptionPreviewSchema,
  subscriptionProductPriceSchema,
  type AccountOrder,
  type AccountPayment,
  type AccountPaymentDetail,
  type AccountSubscription,
  type AddOrderItemBody,
  type ContactBody,
  type InvoiceSettings,
  type Profile,
  type ProfileUpdate,
  type RefundPaymentBody,
  type SubscriptionPaymentMethod,
  type SubscriptionPreview,
  type SubscriptionProductPrice,
  type UpdateOrderBody,
  pointsAnswerSchema,
  type PointsAnswer,
} from '@soul/contracts';
import {
  customerGroupListSchema,
  myVendorSchema,
  vendorSchema,
  type CustomerGroupWire,
  type MyVendor,
  type Vendor,
  type VendorApplication,
} from '@soul/contracts';
import { accountEventSchema, accountReportSchema, type AccountEvent, type AccountEventsBody, type AccountReport } from '@soul/contracts';
import { accountStatisticsSchema, type AccountStatistics, type StatisticsPeriod } from '@soul/contracts';
// Media: the user's own uploads (issue 20, account §7)
import { ACCOUNT_MEDIA_PAGE_SIZE, userMediaSchema, type UserMedia } from '@soul/contracts';
import { chatThreadSchema, type ChatBody, type ChatThread } from '@soul/contracts';
import { z } from 'zod/mini';
import { ApiRequestError, fetchOk, type HttpOptions } from '../../api/http.ts';
import { isStaleNonceError, NonceRefresher, withNonceRetry } from '../../api/nonce-retry.ts';
import type { NonceStore } from '../../api/nonce-store.ts';
import { isRecord } from '../../shared/is-record.ts';
import { InvalidAnswerError } from './errors.ts';
import { parseOrderIds } from './order-ids.ts';

/**
 * The account area's API client (account §7): soul/v1 reads and writes with
 * the REST nonce, and the admin-ajax actions of the invoice export. Built on
 * api/http.ts (storefront §8's response handler); adds:
 *  - `X-WP-Nonce` on writes; a 403 `rest_cookie_invalid_nonce` (or an ajax
 *    'Nonce is invalid.') fetches fresh nonces and retries once (account §8),
 *    through api/nonce-retry.ts's withNonceRetry, the core the cart client shares;
 *  - every answer checked with the contracts' schema: anything else is
 *    'Query result data format is not correct' (InvalidAnswerError);
 *  - the page's language as `lang`, so server messages come translated.
 */

export interface AccountClientText {
  /** 'Query failed. Please check your connection…' */
  network: () => string;
  /** 'Query result data format is not correct' */
  invalidAnswer: () => string;
}

export interface AccountClientOptions {
  soulRoot: string;
  ajaxUrl: string;
  language: 'en' | 'lt';
  nonces: NonceStore;
  text: AccountClientText;
  fetchImpl?: typeof fetch;
}

/** The subscription writes of account §7 and the shop's own (skip, pause, resume, undo, renew now, lines). */
export type SubscriptionWrite =
  | 'update-subscription-renewal'
  | 'cancel-subscription'
  | 'reactivate-subscription'
  | 'skip-subscription'
  | 'pause-subscription'
  | 'resume-subscription'
  | 'undo-subscription-change'
  | 'renew-subscription-now'
  | 'add-subscription-product'
  | 'update-subscription-line'
  | 'change-subscription-payment-method'
  | 'add-payment-method';

/** A write's body: ids, numbers and texts, and the `payment_data` key/value list of add-payment-method. */
export type SubscriptionWriteBody = Record<string, number | string | readonly { key: string; value: string }[]>;

/** One page of a paged list with the X-WP-Total / X-WP-TotalPages headers. */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

interface RestRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  params?: URLSearchParams;
  json?: unknown;
  form?: FormData;
  /** Send `X-WP-Nonce` (every write, and the cancel "read"). */
  nonce?: boolean;
  signal?: AbortSignal | undefined;
}

function headerInt(headers: Headers, name: string, fallback: number): number {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export class AccountClient {
  private readonly refresher: NonceRefresher;

  constructor(private readonly options: AccountClientOptions) {
    // The refresh itself never retries: its own stale nonce would only loop.
    this.refresher = new NonceRefresher(options.nonces, async () =>
      this.ajaxData(await this.ajax('soulel_get_nonce_clientside', {}, false)),
    );
  }

  private get http(): HttpOptions {
    const fetchImpl = this.options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    return { t: () => this.options.text.network(), fetchImpl };
  }

  /** A soul/v1 URL with `lang` first, then the call's own parameters. */
  url(path: string, params?: URLSearchParams): string {
    const query = new URLSearchParams({ lang: this.options.language });
    params?.forEach((value, name) => query.append(name, value));
    return `${this.options.soulRoot}${path}?${query.toString()}`;
  }

  // ── transport ────────────────────────────────────────────────────────────

  private restInit(request: RestRequest): RequestInit {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | null = null;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      // The browser sets the multipart boundary itself.
      body = request.form;
    }
    if (request.nonce) headers['X-WP-Nonce'] = this.options.nonces.get().rest;
    return { method: request.method ?? 'GET', headers, body, signal: request.signal ?? null };
  }

  private rest(path: string, request: RestRequest = {}): Promise<Response> {
    const url = this.url(path, request.params);
    // restInit reads the nonce again: the retry carries the fresh one.
    return withNonceRetry(
      () => fetchOk(url, this.http, this.restInit(request)),
      (attempt) => request.nonce === true && !attempt.ok && isStaleNonceError(attempt.error),
      this.refresher,
    );
  }

  /** The JSON body checked against a schema; anything else is the 'not correct' error. */
  private async parse<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.output<S>> {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      throw new InvalidAnswerError(this.options.text.invalidAnswer());
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new InvalidAnswerError(this.options.text.invalidAnswer());
    return parsed.data;
  }

  private async list<S extends z.ZodMiniType>(
    path: string,
    params: URLSearchParams,
    item: S,
    signal?: AbortSignal,
  ): Promise<ListPage<z.output<S>>> {
    const response = await this.rest(path, { params, signal });
    const items = await this.parse(response, z.array(item));
    return {
      items,
      total: headerInt(response.headers, 'X-WP-Total', items.length),
      totalPages: headerInt(response.headers, 'X-WP-TotalPages', 1),
    };
  }

  // ── admin-ajax ───────────────────────────────────────────────────────────

  private ajaxUrl(): string {
    const separator = this.options.ajaxUrl.includes('?') ? '&' : '?';
    return `${this.options.ajaxUrl}${separator}lang=${this.options.language}`;
  }

  private ajaxInit(action: string, fields: Record<string, string>): RequestInit {
    const form = new URLSearchParams({ action, ajax_nonce: this.options.nonces.get().ajax, ...fields });
    return {
      method: 'POST',
      headers: { Accept: 'application/json, application/pdf', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: form.toString(),
    };
  }

  /** A form post; a stale ajax nonce (403 'Nonce is invalid.') is refreshed and the post retried once. */
  private ajax(action: string, fields: Record<string, string>, retryOnStaleNonce = true): Promise<Response> {
    return withNonceRetry(
      () => fetchOk(this.ajaxUrl(), this.http, this.ajaxInit(action, fields)),
      (attempt) => retryOnStaleNonce && !attempt.ok && isStaleNonceError(attempt.error),
      this.refresher,
    );
  }

  /** `{ success: true, data }` → data; `{ success: false, data: 'message' }` → that message as the error. */
  private async ajaxData(response: Response): Promise<unknown> {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      throw new InvalidAnswerError(this.options.text.invalidAnswer());
    }
    if (!isRecord(body)) throw new InvalidAnswerError(this.options.text.invalidAnswer());
    if (body.success !== true) {
      const data = body.data;
      const message =
        typeof data === 'string' && data !== ''
          ? data
          : isRecord(data) && typeof data.message === 'string'
            ? data.message
            : this.options.text.invalidAnswer();
      throw new ApiRequestError(message, response.status);
    }
    return body.data;
  }

  // ── orders (account §2, §4) ──────────────────────────────────────────────

  listOrders(params: URLSearchParams, signal?: AbortSignal): Promise<ListPage<AccountOrder>> {
    return this.list('/orders', params, accountOrderSchema, signal);
  }

  async getOrder(id: number, signal?: AbortSignal): Promise<AccountOrder> {
    return this.parse(await this.rest(`/orders/${id}`, { signal }), accountOrderSchema);
  }

  /** GET /cancel-order/{id}: "sent as a read" (account §7) but it changes the order, so it carries the nonce. */
  async cancelOrder(id: number): Promise<AccountOrder> {
    return this.parse(await this.rest(`/cancel-order/${id}`, { nonce: true }), accountOrderSchema);
  }

  async updateOrder(body: UpdateOrderBody): Promise<AccountOrder> {
    return this.parse(await this.rest('/update-order', { method: 'POST', json: body, nonce: true }), accountOrderSchema);
  }

  async addOrderItem(body: AddOrderItemBody): Promise<AccountOrder> {
    return this.parse(await this.rest('/add-order-item', { method: 'POST', json: body, nonce: true }), accountOrderSchema);
  }

  // ── subscriptions (account §2, §7; issue 16) ─────────────────────────────

  listSubscriptions(params: URLSearchParams, signal?: AbortSignal): Promise<ListPage<AccountSubscription>> {
    return this.list('/subscriptions', params, accountSubscriptionSchema, signal);
  }

  async getSubscription(id: number, signal?: AbortSignal): Promise<AccountSubscription> {
    return this.parse(await this.rest(`/subscriptions/${id}`, { signal }), accountSubscriptionSchema);
  }

  /** What a skip or a pause of `months` would make of the coming renewals. */
  async previewSubscription(id: number, action: 'skip' | 'pause', months: number, signal?: AbortSignal): Promise<SubscriptionPreview> {
    const params = new URLSearchParams({ action, months: String(months) });
    return this.parse(await this.rest(`/subscriptions/${id}/preview`, { params, signal }), subscriptionPreviewSchema);
  }

  async subscriptionPaymentMethods(id: number, signal?: AbortSignal): Promise<SubscriptionPaymentMethod[]> {
    return this.parse(await this.rest(`/subscription-payment-methods/${id}`, { signal }), z.array(subscriptionPaymentMethodSchema));
  }

  /** A product's price in this subscription (its plan discount taken off), shown before it is added. */
  async subscriptionProductPrice(id: number, productId: number, signal?: AbortSignal): Promise<SubscriptionProductPrice> {
    const params = new URLSearchParams({ product_id: String(productId) });
    return this.parse(await this.rest(`/subscriptions/${id}/product-price`, { params, signal }), subscriptionProductPriceSchema);
  }

  /** One of the subscription writes (POST /{action} with its body); each answers the whole subscription. */
  async changeSubscription(action: SubscriptionWrite, body: SubscriptionWriteBody): Promise<AccountSubscription> {
    return this.parse(await this.rest(`/${action}`, { method: 'POST', json: body, nonce: true }), accountSubscriptionSchema);
  }

  // ── documents ────────────────────────────────────────────────────────────

  listDocuments(params: URLSearchParams, signal?: AbortSignal): Promise<ListPage<AccountDocument>> {
    return this.list('/documents', params, accountDocumentSchema, signal);
  }

  // ── payments ─────────────────────────────────────────────────────────────

  listPayments(params: URLSearchParams, signal?: AbortSignal): Promise<ListPage<AccountPayment>> {
    return this.list('/payments', params, accountPaymentSchema, signal);
  }

  async getPayment(id: number, signal?: AbortSignal): Promise<AccountPaymentDetail> {
    return this.parse(await this.rest(`/payments/${id}`, { signal }), accountPaymentDetailSchema);
  }

  /** A real refund through the gateway that charged (administrators). */
  async refundPayment(body: RefundPaymentBody): Promise<AccountPaymentDetail> {
    return this.parse(await this.rest('/refund-payment', { method: 'POST', json: body, nonce: true }), accountPaymentDetailSchema);
  }

  // ── points ───────────────────────────────────────────────────────────────

  /** The signed-in customer's balance, a page of history and how points are earned. */
  async getPoints(page: number, perPage: number, signal?: AbortSignal): Promise<PointsAnswer> {
    const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
    return this.parse(await this.rest('/points', { params, signal }), pointsAnswerSchema);
  }

  // ── invoices ─────────────────────────────────────────────────────────────

  async getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettings> {
    return this.parse(await this.rest('/invoice-settings', { signal }), invoiceSettingsSchema);
  }

  async saveInvoiceSettings(settings: InvoiceSettings): Promise<InvoiceSettings> {
    return this.parse(await this.rest('/invoice-settings', { method: 'POST', json: settings, nonce: true }), invoiceSettingsSchema);
  }

  /** wpo_wcpdf_export_get_order_ids: the ids of the orders in the range (both days included). */
  async exportOrderIds(range: { dateFrom: string; dateTo: string; status: string }): Promise<number[]> {
    const response = await this.ajax('wpo_wcpdf_export_get_order_ids', {
      date_from: range.dateFrom,
      date_to: range.dateTo,
      status: range.status,
    });
    const ids = parseOrderIds(await this.ajaxData(response));
    if (!ids) throw new InvalidAnswerError(this.options.text.invalidAnswer());
    return ids;
  }

  /** wpo_wcpdf_export_bulk: one PDF with every invoice. A JSON answer is a refusal. */
  async exportInvoices(orderIds: readonly number[]): Promise<Blob> {
    const response = await this.ajax('wpo_wcpdf_export_bulk', { order_ids: orderIds.join(',') });
    const type = response.headers.get('Content-Type') ?? '';
    if (type.includes('json')) {
      await this.ajaxData(response);
      throw new InvalidAnswerError(this.options.text.invalidAnswer());
    }
    return response.blob();
  }

  // ── profile and contact ──────────────────────────────────────────────────

  async getProfile(signal?: AbortSignal): Promise<Profile> {
    return this.parse(await this.rest('/profile', { signal }), profileSchema);
  }

  async updateProfile(update: ProfileUpdate): Promise<Profile> {
    return this.parse(await this.rest('/profile', { method: 'POST', json: update, nonce: true }), profileSchema);
  }

  /** POST /profile with only the settings' fields: the server keeps the rest of the profile. */
  async updatePreferences(preferences: Pick<Profile, 'language' | 'notifications'>): Promise<Profile> {
    return this.parse(await this.rest('/profile', { method: 'POST', json: preferences, nonce: true }), profileSchema);
  }

  /** GET /company: the company a director leads. */
  async getCompany(signal?: AbortSignal): Promise<CompanyDetails> {
    return this.parse(await this.rest('/company', { signal }), companyDetailsSchema);
  }

  async renameCompany(name: string): Promise<CompanyDetails> {
    return this.parse(await this.rest('/company', { method: 'POST', json: { name }, nonce: true }), companyDetailsSchema);
  }

  async uploadPhoto(photo: File): Promise<Profile> {
    const form = new FormData();
    form.append('photo', photo);
    return this.parse(await this.rest('/profile/photo', { method: 'POST', form, nonce: true }), profileSchema);
  }

  async deletePhoto(): Promise<Profile> {
    return this.parse(await this.rest('/profile/photo', { method: 'DELETE', nonce: true }), profileSchema);
  }

  // ── referrals ────────────────────────────────────────────────────────────

  /** GET /affiliate: the customer's code, link and referral history. */
  async getAffiliate(signal?: AbortSignal): Promise<AffiliateAnswer> {
    return this.parse(await this.rest('/affiliate', { signal }), affiliateAnswerSchema);
  }

  /** GET /digital-downloads: the account's digital purchases, each with a fresh signed link while it may be used. */
  async getDigitalPurchases(signal?: AbortSignal): Promise<DigitalPurchase[]> {
    return this.parse(await this.rest('/digital-downloads', { signal }), digitalPurchasesSchema);
  }

  /** POST /affiliate/share → the shop's confirmation text. */
  async shareReferral(body: ReferralShare): Promise<string> {
    return (await this.parse(await this.rest('/affiliate/share', { method: 'POST', json: body, nonce: true }), referralShareAnswerSchema))
      .message;
  }

  /** POST /contact → the shop's confirmation text. */
  async sendContact(body: ContactBody): Promise<string> {
    return (await this.parse(await this.rest('/contact', { method: 'POST', json: body, nonce: true }), contactAnswerSchema)).message;
  }

  // ── vendors (issue 20; account §7) ───────────────────────────────────────

  /** GET /vendor-application: the signed-in user's own vendor standing. */
  async getMyVendor(signal?: AbortSignal): Promise<MyVendor> {
    return this.parse(await this.rest('/vendor-application', { signal }), myVendorSchema);
  }

  /** POST /vendor-application: a customer applies with their company. */
  async applyAsVendor(body: VendorApplication): Promise<MyVendor> {
    return this.parse(await this.rest('/vendor-application', { method: 'POST', json: body, nonce: true }), myVendorSchema);
  }

  /** GET /vendors (administrators): a page of vendors, filtered by status and search. */
  listVendors(params: URLSearchParams, signal?: AbortSignal): Promise<ListPage<Vendor>> {
    return this.list('/vendors', params, vendorSchema, signal);
  }

  /** GET /admin/customer-groups: the groups a vendor can be approved into. */
  async listCustomerGroups(signal?: AbortSignal): Promise<CustomerGroupWire[]> {
    return this.parse(await this.rest('/admin/customer-groups', { signal }), customerGroupListSchema);
  }

  /** b2bwhsapproveuser `{chosen_group, user}`; a refusal's text is the server's (the screen shows account §8's 'Something went wrong'). */
  async approveVendor(userId: number, groupId: number): Promise<Vendor> {
    const data = await this.ajaxData(await this.ajax('b2bwhsapproveuser', { chosen_group: String(groupId), user: String(userId) }));
    return this.checked(data, vendorSchema);
  }

  /** b2bwhsrejectuser: a refusal raises the server's string (account §8). */
  async rejectVendor(userId: number): Promise<Vendor> {
    const data = await this.ajaxData(await this.ajax('b2bwhsrejectuser', { user: String(userId) }));
    return this.checked(data, vendorSchema);
  }

  /** POST /lockvendor, /unlockvendor, /deletevendor with `{userId}`. */
  async vendorWrite(action: 'lockvendor' | 'unlockvendor' | 'deletevendor', userId: number): Promise<Vendor> {
    return this.parse(await this.rest(`/${action}`, { method: 'POST', json: { userId }, nonce: true }), vendorSchema);
  }

  /** POST /events (account §7): one page of an account's event log, filtered by type. */
  async listEvents(body: AccountEventsBody, signal?: AbortSignal): Promise<ListPage<AccountEvent>> {
    const response = await this.rest('/events', { method: 'POST', json: body, nonce: true, signal });
    const items = await this.parse(response, z.array(accountEventSchema));
    return {
      items,
      total: headerInt(response.headers, 'X-WP-Total', items.length),
      totalPages: headerInt(response.headers, 'X-WP-TotalPages', 1),
    };
  }

  /** GET /reports?from&to: spending by month, product and (directors) staff member. */
  async getReport(range: { from: string; to: string }, signal?: AbortSignal): Promise<AccountReport> {
    return this.parse(await this.rest('/reports', { params: new URLSearchParams(range), signal }), accountReportSchema);
  }

  /** The same report as a CSV file: a plain link, downloaded by the browser with the session cookie. */
  reportCsvUrl(range: { from: string; to: string }): string {
    return this.url('/reports', new URLSearchParams({ ...range, format: 'csv' }));
  }

  /** GET /statistics?days: orders and spending over the last 7 to 365 days, by day, week or month. */
  async getStatistics(days: StatisticsPeriod, signal?: AbortSignal): Promise<AccountStatistics> {
    return this.parse(
      await this.rest('/statistics', { params: new URLSearchParams({ days: String(days) }), signal }),
      accountStatisticsSchema,
    );
  }

  private checked<S extends z.ZodMiniType>(data: unknown, schema: S): z.output<S> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new InvalidAnswerError(this.options.text.invalidAnswer());
    return parsed.data;
  }

  // ── company users (issue 20) ─────────────────────────────────────────────

  /** GET /multiusers: the director's staff with their flags. */
  async listCompanyUsers(signal?: AbortSignal): Promise<CompanyUser[]> {
    return this.parse(await this.rest('/multiusers', { signal }), companyUsersAnswerSchema);
  }

  /** admin-ajax b2bwhs_create_multiaccount / b2bwhs_update_multiaccount (camelCased form keys) → the saved member. */
  async saveCompanyUser(fields: Record<string, string>): Promise<CompanyUser> {
    const action = fields.id ? 'b2bwhs_update_multiaccount' : 'b2bwhs_create_multiaccount';
    const data = await this.ajaxData(await this.ajax(action, fields));
    const parsed = z.safeParse(z.object({ user: companyUserSchema }), data);
    if (!parsed.success) throw new InvalidAnswerError(this.options.text.invalidAnswer());
    return parsed.data.user;
  }

  /** admin-ajax b2bwhs_delete_multiaccount. */
  async deleteCompanyUser(id: number): Promise<void> {
    await this.ajaxData(await this.ajax('b2bwhs_delete_multiaccount', { id: String(id) }));
  }

  /** GET /company-audit: the company's change history, 20 a page. */
  companyAudit(page: number, signal?: AbortSignal): Promise<ListPage<AuditEntry>> {
    return this.list('/company-audit', new URLSearchParams({ page: String(page) }), auditEntrySchema, signal);
  }

  /** POST /bulkorder: SKU lines added to the cart in one batch, each line's outcome. */
  async bulkOrder(body: BulkOrderBody): Promise<BulkOrderAnswer> {
    return this.parse(await this.rest('/bulkorder', { method: 'POST', json: body, nonce: true }), bulkOrderAnswerSchema);
  }

  // ── media (issue 20, account §7) ─────────────────────────────────────────

  /** GET /media: the user's own uploads (profile photo, review photos and videos), newest first, 20 a page. */
  async getMedia(page: number, signal?: AbortSignal): Promise<ListPage<UserMedia>> {
    const params = new URLSearchParams({ page: String(page), per_page: String(ACCOUNT_MEDIA_PAGE_SIZE) });
    return this.list('/media', params, userMediaSchema, signal);
  }

  // ── order chat (issue 20, account §7) ───────────────────────────────────

  /** GET /chat?id=: the order's thread oldest first; reading it marks the shop's answers read. */
  async getChat(orderId: number, signal?: AbortSignal): Promise<ChatThread> {
    return this.parse(await this.rest('/chat', { params: new URLSearchParams({ id: String(orderId) }), signal }), chatThreadSchema);
  }

  /** POST /chat → the thread with the new message. */
  async sendChat(body: ChatBody): Promise<ChatThread> {
    return this.parse(await this.rest('/chat', { method: 'POST', json: body, nonce: true }), chatThreadSchema);
  }
}
