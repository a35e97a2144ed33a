/**
 * A shopper talking to a shop over real HTTP (a child process, not
 * inject()): keeps the session cookie and the newest Store API nonce.
 */
export class HttpShopper {
  cookie = '';
  nonce = '';

  constructor(public base: string) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.nonce && method !== 'GET' ? { nonce: this.nonce } : {}),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('soul_session='));
    if (session) this.cookie = session;
    const nonce = response.headers.get('nonce');
    if (nonce) this.nonce = nonce;
    return response;
  }

  /** Starts a session (and gets a nonce): the first GET /cart. */
  async start(): Promise<this> {
    await this.request('GET', '/wp-json/wc/store/v1/cart');
    return this;
  }
}
