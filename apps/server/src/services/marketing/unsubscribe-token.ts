import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whom an unsubscribe link is for: an e-mail, and one list or (null) every list. */
export interface UnsubscribeSubject {
  email: string;
  listId: string | null;
}

/**
 * Signed unsubscribe links (RFC 8058 wants the one-click URL to identify the
 * recipient without a login): the subject in base64url and its HMAC. They
 * never expire, as a mail may be read months later; they can only ever
 * unsubscribe, so a leaked one does no other harm.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  create(subject: UnsubscribeSubject): string {
    const body = Buffer.from(JSON.stringify([subject.email.toLowerCase(), subject.listId])).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  read(token: string): UnsubscribeSubject | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || (parsed[1] !== null && typeof parsed[1] !== 'string')) return null;
      return { email: parsed[0], listId: parsed[1] };
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe\n${body}`).digest('base64url');
  }
}
