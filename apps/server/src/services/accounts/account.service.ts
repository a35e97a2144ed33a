import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { StoredUser, UserRepository } from '@soul/domain/accounts/user-port';
import type { Language } from '@soul/contracts';
import type { Role } from '@soul/domain/accounts/permissions';
import { emptyCartDocument, type CartDocument } from '@soul/domain/cart-document/document';
import { mergeSignInCarts } from '@soul/domain/cart-document/merge';
import { MIN_PASSWORD_LENGTH } from '@soul/domain/orders/checkout-validation';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newUserToken, tokenHash } from './session-tokens.ts';

/**
 * Sign-in limits (DESIGN: counters in the database): failed logins per
 * account and per client address, in 15 minutes. Only failures count, so an
 * office where many people sign in from one address is never locked out.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountProblem =
  | 'invalid_login'
  | 'too_many_attempts'
  | 'email_taken'
  | 'email_invalid'
  | 'password_too_short'
  | 'required'
  | 'reset_invalid';

/** Reset links last an hour; each account may ask 3 times an hour, each IP 20 times. */
export const RESET_VALID_SECONDS = 60 * 60;
const RESET_WINDOW_SECONDS = 60 * 60;
const MAX_RESETS_PER_ACCOUNT = 3;
const MAX_RESETS_PER_IP = 20;

export type SignInResult =
  | { ok: true; token: string; user: { id: number; role: Role; email: string } }
  | { ok: false; problem: AccountProblem; field?: 'email' | 'password' | 'first_name' | 'last_name' };

/** A password hash to compare against when the e-mail is unknown, so both cases take as long (made on first use, not at start). */
let dummyHash: Promise<string> | null = null;
const DUMMY_HASH = () => (dummyHash ??= hashPassword('not a real password'));

/**
 * Register, sign in and sign out. Every sign-in starts a new session token
 * (no fixation) and hands the guest cart over, merged with the cart the
 * customer left signed in earlier.
 */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly limits: RateLimitRepository,
    /** Renders and queues the reset mail for an account (language, name, link). */
    private readonly sendResetMail: (
      to: string,
      account: { language: string; firstName: string },
      token: string,
      siteUrl: string,
    ) => Promise<void>,
  ) {}

  /**
   * "Lost your password?": makes a one-hour link and mails it in the language
   * of the page it was asked on (whoever asks on /lt/ reads Lithuanian, whatever
   * the account last used). The answer never says whether the e-mail has an
   * account; past the limits nothing is sent.
   */
  async requestPasswordReset(email: string, context: { ip: string; siteUrl: string; language: Language }): Promise<void> {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) return;
    const ipHits = await this.limits.hit(`reset-ip:${context.ip}`, RESET_WINDOW_SECONDS);
    const accountHits = await this.limits.hit(`reset-account:${address}`, RESET_WINDOW_SECONDS);
    if (ipHits > MAX_RESETS_PER_IP || accountHits > MAX_RESETS_PER_ACCOUNT) return;
    const token = randomBytes(32).toString('base64url');
    const account = await this.users.createPasswordReset(address, tokenHash(token), RESET_VALID_SECONDS);
    if (account) await this.sendResetMail(address, { ...account, language: context.language }, token, context.siteUrl);
  }

  async isResetLinkValid(token: string): Promise<boolean> {
    return token.length > 20 && (await this.users.isResetUsable(tokenHash(token)));
  }

  /** Sets a new password through a reset link, ends the account's other sessions and signs the visitor in. */
  async resetPassword(token: string, password: string, context: { guestToken: string | null }): Promise<SignInResult> {
    if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: 'password_too_short', field: 'password' };
    const user = await this.users.resetPassword(tokenHash(token), await hashPassword(password));
    if (!user) return { ok: false, problem: 'reset_invalid' };
    await this.limits.clear(`login-account:${user.email}`);
    return this.startSession(user, context.guestToken);
  }

  async register(
    input: { email: string; password: string; firstName: string; lastName: string },
    context: { guestToken: string | null; language: Language },
  ): Promise<SignInResult> {
    const email = input.email.trim().toLowerCase();
    if (!email) return { ok: false, problem: 'required', field: 'email' };
    if (!EMAIL.test(email) || email.length > 200) return { ok: false, problem: 'email_invalid', field: 'email' };
    if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, problem: 'password_too_short', field: 'password' };
    const id = await this.users.create({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName.trim().slice(0, 100),
      lastName: input.lastName.trim().slice(0, 100),
      language: context.language,
    });
    if (id === null) return { ok: false, problem: 'email_taken', field: 'email' };
    return this.startSession({ id, role: 'customer', email }, context.guestToken);
  }

  async login(input: { email: string; password: string }, context: { guestToken: string | null; ip: string }): Promise<SignInResult> {
    const email = input.email.trim().toLowerCase();
    if (!email || !input.password) return { ok: false, problem: 'required', field: email ? 'password' : 'email' };
    const ipKey = `login-ip:${context.ip}`;
    const accountKey = `login-account:${email}`;
    // Each attempt takes its slot before the password is checked (atomically, in the database), so a
    // burst of parallel guesses gets no more checks than the limit; a right password gives its slot back.
    if (!(await this.limits.reserve(ipKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_IP))) return { ok: false, problem: 'too_many_attempts' };
    if (!(await this.limits.reserve(accountKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ACCOUNT))) {
      await this.limits.release(ipKey);
      return { ok: false, problem: 'too_many_attempts' };
    }
    const credentials = await this.users.findCredentials(email);
    const valid = await verifyPassword(credentials?.passwordHash ?? (await DUMMY_HASH()), input.password);
    if (!credentials || !valid) return { ok: false, problem: 'invalid_login' };
    await this.limits.release(ipKey);
    await this.limits.clear(accountKey);
    return this.startSession({ id: credentials.id, role: credentials.role, email }, context.guestToken);
  }

  /** The user a signed-in session token belongs to (the session plugin asks once per request); null for an unknown or ended session. */
  sessionUser(sessionToken: string): ReturnType<UserRepository['findBySessionHash']> {
    return this.users.findBySessionHash(tokenHash(sessionToken));
  }

  /** The signed-in user's own record (names, address for prefilling forms). */
  user(id: number): Promise<StoredUser | null> {
    return this.users.findById(id);
  }

  async logout(token: string | null): Promise<void> {
    if (token) await this.users.endSession(tokenHash(token));
  }

  private async startSession(user: { id: number; role: Role; email: string }, guestToken: string | null): Promise<SignInResult> {
    const token = newUserToken();
    await this.users.startSession<CartDocument>(user.id, tokenHash(token), {
      guestToken,
      newToken: token,
      merge: mergeSignInCarts,
      empty: emptyCartDocument(),
    });
    return { ok: true, token, user };
  }
}
