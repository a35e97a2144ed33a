/**
 * The visitor's nonces (woocommerce-store-api §5). Starts from the page
 * settings; every Store API answer carries a fresh `Nonce` with its
 * `Nonce-Timestamp`, and the newest one (by timestamp) is kept for later
 * writes, like the block client's store-api-nonce.js.
 */
export interface Nonces {
  /** Store API `Nonce` header. */
  store: string;
  /** WordPress REST `X-WP-Nonce` header. */
  rest: string;
  /** admin-ajax `ajax_nonce` field. */
  ajax: string;
  /** Unix seconds of the store nonce. */
  timestamp: number;
}

type HeaderSource = Headers | Record<string, unknown> | null | undefined;

function header(source: HeaderSource, name: string): string | null {
  if (!source) return null;
  if (source instanceof Headers) return source.get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(source)) {
    if (key.toLowerCase() === wanted && (typeof value === 'string' || typeof value === 'number')) return String(value);
  }
  return null;
}

export class NonceStore {
  private current: Nonces;

  constructor(initial: Nonces) {
    this.current = { ...initial };
  }

  get(): Readonly<Nonces> {
    return this.current;
  }

  /**
   * Takes `Nonce` (or `X-WC-Store-API-Nonce`) and `Nonce-Timestamp` from a
   * response (or a batch entry's headers object). An older timestamp is
   * ignored; an answer without a timestamp counts as new.
   */
  fromHeaders(source: HeaderSource): void {
    const nonce = header(source, 'Nonce') ?? header(source, 'X-WC-Store-API-Nonce');
    if (!nonce) return;
    const stamp = Number.parseInt(header(source, 'Nonce-Timestamp') ?? '', 10);
    if (Number.isFinite(stamp)) {
      if (stamp < this.current.timestamp) return;
      this.current = { ...this.current, store: nonce, timestamp: stamp };
    } else {
      this.current = { ...this.current, store: nonce };
    }
  }

  /** Fresh nonces from the ajax action replace everything. */
  replace(next: Partial<Nonces>): void {
    this.current = {
      store: next.store || this.current.store,
      rest: next.rest || this.current.rest,
      ajax: next.ajax || this.current.ajax,
      timestamp: next.timestamp ?? this.current.timestamp,
    };
  }
}
