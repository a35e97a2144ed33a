import type { Language } from '@soul/contracts';
import type { PgRateLimitRepository, PgUserRepository } from '@soul/db';
import type { Role } from '@soul/domain/accounts/permissions';
import { emptyCartDocument, type CartDocument } from '@soul/domain/cart-document/document';
import { mergeSignInCarts } from '@soul/domain/cart-document/merge';
import { MIN_PASSWORD_LENGTH } from '@soul/domain/orders/checkout-validation';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newUserToken, tokenHash } from './session-tokens.ts';

/** Sign-in limits (DESIGN: counters in the database): failures per account, attempts per IP, in 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_ATTEMPTS_PER_IP = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountProblem = 'invalid_login' | 'too_many_attempts' | 'email_taken' | 'email_invalid' | 'password_too_short' | 'required';

export type SignInResult =
  | { ok: true; token: string; user: { id: number; role: Role; email: string } }
  | { ok: false; problem: AccountProblem; field?: 'email' | 'password' | 'first_name' | 'last_name' };

/** A password hash to compare against when the e-mail is unknown, so both cases take as long. */
const DUMMY_HASH = hashPassword('not a real password');

/**
 * Register, sign in and sign out. Every sign-in starts a new session token
 * (no fixation) and hands the guest cart over, merged with the cart the
 * customer left signed in earlier.
 */
export class AccountService {
  constructor(
    private readonly users: PgUserRepository,
    private readonly limits: PgRateLimitRepository,
  ) {}

  async register(
    input: { email: string; password: string; firstName: string; lastName: string },
    context: { guestToken: string | null; language: Language },
  ): Promise<SignInResult> {
    const email = input.email.trim().toLowerCase();
    if (!email) return { ok: false, problem: 'required', field: 'email' };
    if (!EMAIL.test(email) || email.length > 200) return { ok: false, problem: 'email_invalid', field: 'email' };
    if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: 'password_too_short', field: 'password' };
    const id = await this.users.create({
      email, passwordHash: await hashPassword(input.password), firstName: input.firstName.trim().slice(0, 100), lastName: input.lastName.trim().slice(0, 100), language: context.language,
    });
    if (id === null) return { ok: false, problem: 'email_taken', field: 'email' };
    return this.startSession({ id, role: 'customer', email }, context.guestToken);
  }

  async login(input: { email: string; password: string }, context: { guestToken: string | null; ip: string }): Promise<SignInResult> {
    const email = input.email.trim().toLowerCase();
    if (!email || !input.password) return { ok: false, problem: 'required', field: email ? 'password' : 'email' };
    const ipHits = await this.limits.hit(`login-ip:${context.ip}`, LOGIN_WINDOW_SECONDS);
    const accountKey = `login-account:${email}`;
    if (ipHits > MAX_ATTEMPTS_PER_IP || (await this.limits.peek(accountKey, LOGIN_WINDOW_SECONDS)) >= MAX_FAILURES_PER_ACCOUNT) {
      return { ok: false, problem: 'too_many_attempts' };
    }
    const credentials = await this.users.findCredentials(email);
    const valid = await verifyPassword(credentials?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!credentials || !valid) {
      await this.limits.hit(accountKey, LOGIN_WINDOW_SECONDS);
      return { ok: false, problem: 'invalid_login' };
    }
    await this.limits.clear(accountKey);
    return this.startSession({ id: credentials.id, role: credentials.role, email }, context.guestToken);
  }

  async logout(token: string | null): Promise<void> {
    if (token) await this.users.endSession(tokenHash(token));
  }

  private async startSession(user: { id: number; role: Role; email: string }, guestToken: string | null): Promise<SignInResult> {
    const token = newUserToken();
    await this.users.startSession<CartDocument>(user.id, tokenHash(token), { guestToken, newToken: token, merge: mergeSignInCarts, empty: emptyCartDocument() });
    return { ok: true, token, user };
  }
}
