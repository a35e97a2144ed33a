import type { ContactRepository } from '@soul/domain/accounts/contact-port';
import type { UserRepository } from '@soul/domain/accounts/user-port';
import { CONTACT_MESSAGES_PER_HOUR, problem, type ContactBody, type Problem } from '@soul/contracts';
import { translator } from '../../i18n.ts';
import { contactMail } from '../mail/contact-mail.ts';
import type { RequestContext } from '../request-context.ts';

const HOUR_SECONDS = 60 * 60;

/**
 * The account area's "Contact" (account §2): a signed-in customer's message
 * is kept and mailed to the shop's mailbox (SHOP_EMAIL), replies going back
 * to the customer, in one transaction. A few messages an hour per account.
 * An order the message names must be one the sender may see (the caller
 * checks it with the order reader).
 */
export class ContactService {
  constructor(
    private readonly deps: {
      messages: Pick<ContactRepository, 'sentSince' | 'record'>;
      users: Pick<UserRepository, 'findById'>;
      shopEmail: string;
    },
  ) {}

  async send(ctx: RequestContext, body: ContactBody): Promise<{ ok: true } | { ok: false; problem: Problem }> {
    const userId = ctx.visitor.userId;
    if ((await this.deps.messages.sentSince(userId, HOUR_SECONDS)) >= CONTACT_MESSAGES_PER_HOUR) {
      return { ok: false, problem: problem('tooManyMessages', { count: CONTACT_MESSAGES_PER_HOUR }) };
    }
    const user = await this.deps.users.findById(userId);
    const from = { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? ''), email: user?.email ?? '' };
    const orderId = body.order_id ?? null;
    // The shop reads its mailbox in English.
    const mail = await contactMail(
      { shopEmail: this.deps.shopEmail, from, subject: body.subject, message: body.message, orderId, language: ctx.language },
      translator('en'),
    );
    await this.deps.messages.record({ userId, orderId, subject: body.subject, message: body.message, language: ctx.language }, mail);
    return { ok: true };
  }
}
