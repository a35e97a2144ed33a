import { consentCookieValue, newConsentRecord } from '@soul/contracts';
import type { Cart } from '@soul/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A shopper talking to the Store API through inject(): keeps the session
 * cookie and the newest Nonce from every answer, like the block client.
 */
export class StoreClient {
  cookie = '';
  /** The visitor's cookie-consent record (`cc_cookie=…`), sent with every request once `decideConsent` set it. */
  consentCookie = '';
  nonce = '';
  cartToken = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly prefix = '/wp-json/wc/store/v1',
  ) {}

  /** Starts a session: the first GET /cart hands out the cookie and a nonce. */
  async start(): Promise<this> {
    await this.request('GET', '/cart');
    return this;
  }

  async request(
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.site(method, path.startsWith('/wp-') ? path : `${this.prefix}${path}`, body, headers);
  }

  /** A request to any path of the site (pages, forms), with the session cookie and nonce. */
  async site(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      headers: {
        ...(this.cookie || this.consentCookie ? { cookie: [this.cookie, this.consentCookie].filter(Boolean).join('; ') } : {}),
        ...(this.nonce && method !== 'GET' ? { nonce: this.nonce } : {}),
        ...headers,
      },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    const response = await this.app.inject(options);
    this.remember(response);
    return response;
  }

  async cart(): Promise<Cart> {
    return (await this.request('GET', '/cart')).json() as Cart;
  }

  async add(id: number, quantity = 1, data?: object): Promise<LightMyRequestResponse> {
    return this.request('POST', '/cart/add-item', { id, quantity, ...(data ? { cart_item_data: JSON.stringify(data) } : {}) });
  }

  /** The visitor decides in the cookie banner: a current record (revision 1) accepting these categories. */
  decideConsent(categories: ('analytics' | 'marketing')[]): this {
    this.consentCookie = `cc_cookie=${consentCookieValue(newConsentRecord({ categories }))}`;
    return this;
  }

  private remember(response: LightMyRequestResponse): void {
    const setCookie = response.headers['set-cookie'];
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const cookie of cookies) {
      const pair = cookie.split(';')[0];
      if (pair?.startsWith('soul_session=')) this.cookie = pair;
    }
    if (typeof response.headers.nonce === 'string') this.nonce = response.headers.nonce;
    if (typeof response.headers['cart-token'] === 'string') this.cartToken = response.headers['cart-token'];
  }
}

/** Cents as numbers, for arithmetic on the Store API's money strings. */
export const cents = (value: string | null | undefined): number => Number(value ?? 0);
