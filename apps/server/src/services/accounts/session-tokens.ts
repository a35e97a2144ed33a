import { createHash, randomBytes } from 'node:crypto';

/**
 * Session tokens. A guest session is `t_…`; a signed-in one is `u_…`, and
 * only those are looked up in `user_sessions` (by SHA-256), so guests never
 * cost a query. Both are 32 characters after the prefix.
 */
export function newGuestToken(): string {
  return `t_${randomBytes(24).toString('base64url')}`;
}

export function newUserToken(): string {
  return `u_${randomBytes(24).toString('base64url')}`;
}

export function isUserToken(token: string): boolean {
  return token.startsWith('u_');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
