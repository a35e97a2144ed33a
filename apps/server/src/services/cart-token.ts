import { createHmac, timingSafeEqual } from 'node:crypto';
import { LruCache } from './lru-cache.ts';

/**
 * WooCommerce's Cart-Token: an HS256 JWT whose `user_id` is the session it
 * stands for, valid 48 hours. A client that cannot keep cookies sends it back
 * to find its cart; it also stands in for the nonce (reference §5).
 */
const ISSUER = 'wc/store/v1';
const LIFETIME_SECONDS = 48 * 60 * 60;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Tokens are re-issued at most once a minute per session: the same answer for a minute saves an HMAC per request. */
const REISSUE_SECONDS = 60;

export class CartTokens {
  private readonly issued = new LruCache<{ token: string; iat: number }>(10_000);
  private readonly verified = new LruCache<{ session: string; exp: number }>(10_000);

  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  issue(sessionToken: string): string {
    const iat = Math.floor(this.now() / 1000);
    const recent = this.issued.get(sessionToken);
    if (recent && iat - recent.iat < REISSUE_SECONDS) return recent.token;
    const token = this.sign48h(sessionToken, iat);
    this.issued.set(sessionToken, { token, iat });
    return token;
  }

  private sign48h(sessionToken: string, iat: number): string {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ user_id: sessionToken, exp: iat + LIFETIME_SECONDS, iss: ISSUER, iat }));
    return `${header}.${payload}.${this.sign(`${header}.${payload}`)}`;
  }

  /** The session a valid, unexpired token stands for; null for anything else. */
  verify(token: string | undefined): string | null {
    if (!token) return null;
    const known = this.verified.get(token);
    if (known) return known.exp * 1000 >= this.now() ? known.session : null;
    const session = this.check(token);
    if (session) this.verified.set(token, session);
    return session?.session ?? null;
  }

  private check(token: string): { session: string; exp: number } | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = this.sign(`${header}.${payload}`);
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: unknown; exp?: unknown; iss?: unknown };
      if (claims.iss !== ISSUER || typeof claims.exp !== 'number' || claims.exp * 1000 < this.now()) return null;
      return typeof claims.user_id === 'string' && claims.user_id.length > 0 ? { session: claims.user_id, exp: claims.exp } : null;
    } catch {
      return null;
    }
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}
