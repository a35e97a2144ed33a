import type { AdminActor } from '@soul/domain/audit/admin-audit';
import type { ConsentMethod, ConsentRecord } from '@soul/domain/marketing/consent';
import { CLIENT_EVENT_KINDS, type MarketingEventKind } from '@soul/domain/marketing/events';
import type { MarketingListSummary, MarketingRepository } from '@soul/domain/marketing/marketing-port';
import { NEWSLETTER_LISTS } from '@soul/domain/marketing/lists';
import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import { problem, type Cart, type Language, type Problem } from '@soul/contracts';
import { z } from 'zod';
import type { Translate } from '../../i18n.ts';
import { marketingMailHeaders, unsubscribeUrl } from './marketing-mail.ts';
import type { UnsubscribeSubject, UnsubscribeTokens } from './unsubscribe-token.ts';

const EMAIL_MAX = 200;
/**
 * "Is this e-mail on the list?" answers about other people: a page needs a
 * few, a harvester thousands. Per client address and 10 minutes.
 */
const LOOKUPS_PER_WINDOW = 30;
const LOOKUP_WINDOW_SECONDS = 600;

/** Who is asking: their language (and its texts, for the consent record) and the request's id. */
export interface MarketingAsker {
  language: Language;
  t: Translate;
  requestId: string;
}

/** A visitor's session and e-mail, when an event is recorded for them. */
export interface MarketingVisit {
  sessionToken: string;
  email: string | null;
  language: string;
}

/** Where a sign-up came from (the `source` property) decides how consent was asked and with what text. */
const CONSENT_BY_SOURCE: Record<string, { method: ConsentMethod; key: string }> = {
  exit_popup: { method: 'exit_popup', key: 'marketing:consent.exitPopup' },
  back_in_stock: { method: 'back_in_stock_form', key: 'marketing:consent.backInStock' },
};
const LIST_FORM_CONSENT = { method: 'list_form' as const, key: 'marketing:consent.listForm' };

export type Outcome = { ok: true } | { ok: false; problem: Problem };

/**
 * E-mail marketing (storefront §4, §7): list sign-ups with consent records,
 * unsubscribing (the action, the mail's link and its one-click header) and
 * the events. Everything is kept locally; with Klaviyo on, the repository
 * queues each change's mirror job in the same transaction.
 */
export class MarketingService {
  constructor(
    private readonly deps: {
      marketing: MarketingRepository;
      unsubscribeTokens: UnsubscribeTokens;
      limits: Pick<RateLimitRepository, 'reserve'>;
      /** When a started checkout's reminder is due (the shop's clock plus ABANDONED_CHECKOUT_MAIL_MINUTES); null: no reminders. */
      reminderAt?: () => Date | null;
    },
  ) {}

  /** `soulel_klaviyo_add_to_list_clientside`: the list must exist, the e-mail look like one, and consent be given. */
  async addToList(
    input: {
      listId: string;
      email: string;
      consent: boolean;
      properties: Record<string, unknown>;
      profile?: { firstName?: string; lastName?: string; phone?: string; country?: string };
    },
    asker: MarketingAsker,
  ): Promise<Outcome> {
    const checked = await this.checkListAndEmail(input.listId, input.email);
    if (checked) return { ok: false, problem: checked };
    if (!input.consent) return { ok: false, problem: problem('marketingConsentRequired') };
    const source = typeof input.properties.source === 'string' ? input.properties.source.slice(0, 100) : 'list_form';
    const how = CONSENT_BY_SOURCE[source] ?? LIST_FORM_CONSENT;
    await this.deps.marketing.subscribe(
      input.listId,
      { ...input.profile, email: input.email.trim(), language: asker.language, source },
      this.granted(how.method, input.listId, how.key, asker),
      input.properties,
    );
    return { ok: true };
  }

  /** `soulel_klaviyo_get_list_clientside`: whether the e-mail is on the list now. */
  async isOnList(
    input: { listId: string; email: string },
    clientAddress: string,
  ): Promise<{ ok: true; subscribed: boolean } | { ok: false; problem: Problem }> {
    const checked = await this.checkListAndEmail(input.listId, input.email);
    if (checked) return { ok: false, problem: checked };
    if (!(await this.deps.limits.reserve(`marketing-lookup:${clientAddress}`, LOOKUP_WINDOW_SECONDS, LOOKUPS_PER_WINDOW)))
      return { ok: false, problem: problem('marketingTooManyLookups') };
    return { ok: true, subscribed: await this.deps.marketing.isSubscribed(input.listId, input.email.trim()) };
  }

  /** The unsubscribe action (storefront §7). The same answer whether or not the e-mail was known: it tells nobody who is subscribed. */
  async unsubscribe(input: { listId: string | null; email: string }, asker: MarketingAsker): Promise<Outcome> {
    if (!input.email.trim()) return { ok: false, problem: problem('marketingNoEmail') };
    await this.deps.marketing.unsubscribe(
      input.listId || null,
      input.email.trim(),
      this.withdrawn('unsubscribe_action', input.listId || null, asker),
    );
    return { ok: true };
  }

  /** The e-mail a signed unsubscribe link is for, or null when the link is not ours. */
  readUnsubscribeLink(token: string): UnsubscribeSubject | null {
    return this.deps.unsubscribeTokens.read(token);
  }

  /** The mail's unsubscribe link followed (`link`) or its one-click header used (`one_click`); withdrawal recorded. */
  async unsubscribeByLink(
    token: string,
    how: 'link' | 'one_click',
    asker: MarketingAsker,
  ): Promise<{ ok: true; email: string } | { ok: false; problem: Problem }> {
    const subject = this.readUnsubscribeLink(token);
    if (!subject) return { ok: false, problem: problem('marketingUnsubscribeInvalid') };
    const method = how === 'link' ? 'unsubscribe_link' : 'one_click_unsubscribe';
    await this.deps.marketing.unsubscribe(subject.listId, subject.email, this.withdrawn(method, subject.listId, asker));
    return { ok: true, email: subject.email };
  }

  /** Headers and footer link of a marketing mail to this recipient (every one carries them). */
  mailUnsubscribe(siteUrl: string, subject: UnsubscribeSubject, language: Language): { headers: Record<string, string>; url: string } {
    return {
      headers: marketingMailHeaders(this.deps.unsubscribeTokens, siteUrl, subject, language),
      url: unsubscribeUrl(this.deps.unsubscribeTokens, siteUrl, subject, language),
    };
  }

  /** An event the browser reports (`klaviyo-track`): only those the server cannot see itself. */
  async trackClientEvent(visit: MarketingVisit, eventType: string, properties: Record<string, unknown>): Promise<Outcome> {
    const kind = (CLIENT_EVENT_KINDS as readonly string[]).includes(eventType) ? (eventType as MarketingEventKind) : null;
    if (!kind) return { ok: false, problem: problem('marketingUnknownEvent') };
    await this.deps.marketing.record({
      kind,
      sessionToken: visit.sessionToken,
      email: visit.email,
      payload: { ...properties, current_language: visit.language },
    });
    return { ok: true };
  }

  /**
   * "Added to Cart", recorded by the server at add-item (and batch's adds)
   * for a signed-in customer who has marketing consent: the e-mail is the
   * account's, never one a request names; guests stay anonymous and are not
   * recorded here. False when nothing was recorded.
   */
  async addedToCart(visit: MarketingVisit, cart: Cart, added: { key: string; quantity: number }): Promise<boolean> {
    const line = cart.items.find((item) => item.key === added.key);
    if (!visit.email || !line) return false;
    return this.deps.marketing.recordForSubscriber({
      kind: 'added_to_cart',
      sessionToken: visit.sessionToken,
      email: visit.email,
      payload: {
        added_item: { id: line.id, name: line.name, sku: line.sku, quantity: added.quantity, price: line.prices.price },
        quantity: cart.items_count,
        cart_totals: cart.totals,
        cart_contents: cart.items.map((item) => ({ id: item.id, quantity: item.quantity, name: item.name })),
        current_language: visit.language,
        source: 'server',
      },
    });
  }

  /** Back-in-stock sign-up (storefront §7 'Back In Stock Notify'), and with the box ticked the newsletter with its consent. */
  async backInStockNotify(
    visit: MarketingVisit,
    signUp: { email: string; productId: number; productName: string; page: string; newsletterListId: string | null },
    asker: MarketingAsker,
  ): Promise<void> {
    if (signUp.newsletterListId) {
      const how = CONSENT_BY_SOURCE.back_in_stock ?? LIST_FORM_CONSENT;
      await this.deps.marketing.subscribe(
        signUp.newsletterListId,
        { email: signUp.email, language: asker.language, source: 'back_in_stock' },
        this.granted(how.method, signUp.newsletterListId, how.key, asker),
        { source: 'back_in_stock' },
      );
    }
    await this.deps.marketing.record({
      kind: 'back_in_stock_notify',
      sessionToken: visit.sessionToken,
      email: signUp.email,
      payload: { productId: signUp.productId, productName: signUp.productName, page: signUp.page },
    });
  }

  /** "Started checkout" with what the spec's marketing call carries: quantity, cart, totals, contents, the cart link, language. */
  startedCheckout(visit: MarketingVisit & { siteUrl: string }, cart: Cart): Promise<void> {
    const items = cart.items.map((item) => ({ id: item.id, quantity: item.quantity }));
    // With consent (checked by the repository in the same transaction), the abandoned-checkout reminder is queued for later.
    const remindAt = cart.items.length > 0 ? (this.deps.reminderAt?.() ?? null) : null;
    return this.deps.marketing.recordStartedCheckout(
      {
        kind: 'started_checkout',
        sessionToken: visit.sessionToken,
        email: visit.email,
        payload: {
          quantity: cart.items_count,
          cart: items,
          cart_totals: cart.totals,
          cart_contents: cart.items.map((item) => ({ id: item.id, quantity: item.quantity, name: item.name })),
          // Storefront §7's cart link: the home page rebuilding this cart.
          cart_link: `${visit.siteUrl.replace(/\/$/, '')}/?rebuild_cart=${Buffer.from(JSON.stringify(items)).toString('base64')}`,
          current_language: visit.language,
        },
      },
      remindAt,
    );
  }

  async createList(
    list: {
      id: string;
      name: string;
    },
    actor: AdminActor,
  ): Promise<{ ok: true; list: { id: string; name: string; subscribers: number } } | { ok: false; problem: Problem }> {
    if (!(await this.deps.marketing.createList(list, actor))) return { ok: false, problem: problem('marketingListExists') };
    return { ok: true, list: { ...list, subscribers: 0 } };
  }

  lists(): Promise<{ id: string; name: string; subscribers: number }[]> {
    return this.deps.marketing.lists();
  }

  async list(listId: string): Promise<{ ok: true; list: MarketingListSummary } | { ok: false; problem: Problem }> {
    const found = await this.deps.marketing.list(listId);
    return found ? { ok: true, list: found } : { ok: false, problem: problem('marketingUnknownList') };
  }

  /** Renames a list; the id stays (with Klaviyo on it is Klaviyo's list id, and Klaviyo's own name is managed there). */
  async renameList(
    listId: string,
    name: string,
    actor: AdminActor,
  ): Promise<{ ok: true; list: MarketingListSummary } | { ok: false; problem: Problem }> {
    const renamed = await this.deps.marketing.renameList(listId, name, actor);
    return renamed ? { ok: true, list: renamed } : { ok: false, problem: problem('marketingUnknownList') };
  }

  /**
   * Deletes a list, but never one people are subscribed to: they asked for
   * its mail, and deleting it would drop that quietly (and leave them on the
   * platform's copy). An administrator unsubscribes them or keeps the list.
   * The shop's own newsletter lists are never deleted: the forms use them.
   * Consent records keep the list's id, so the history stays.
   */
  async deleteList(listId: string, actor: AdminActor): Promise<{ ok: true; list: MarketingListSummary } | { ok: false; problem: Problem }> {
    if ((Object.values(NEWSLETTER_LISTS) as string[]).includes(listId)) {
      return (await this.deps.marketing.listExists(listId))
        ? { ok: false, problem: problem('marketingListInUse') }
        : { ok: false, problem: problem('marketingUnknownList') };
    }
    const deleted = await this.deps.marketing.deleteList(listId, actor);
    if (deleted === 'not_found') return { ok: false, problem: problem('marketingUnknownList') };
    if (deleted === 'has_subscribers') {
      const subscribers = (await this.deps.marketing.list(listId))?.subscribers ?? 0;
      return { ok: false, problem: problem('marketingListHasSubscribers', { count: subscribers }) };
    }
    return { ok: true, list: deleted.deleted };
  }

  private async checkListAndEmail(listId: string, email: string): Promise<Problem | null> {
    if (!listId.trim()) return problem('marketingListRequired');
    const address = email.trim();
    if (!address) return problem('marketingNoEmail');
    if (address.length > EMAIL_MAX || !z.email().safeParse(address).success) return problem('marketingEmailFormat');
    if (!(await this.deps.marketing.listExists(listId))) return problem('marketingUnknownList');
    return null;
  }

  private granted(method: ConsentMethod, listId: string, key: string, asker: MarketingAsker): ConsentRecord {
    return { kind: 'granted', method, listId, shown: { key, text: asker.t(key) }, language: asker.language, requestId: asker.requestId };
  }

  private withdrawn(method: ConsentMethod, listId: string | null, asker: MarketingAsker): ConsentRecord {
    return { kind: 'withdrawn', method, listId, shown: null, language: asker.language, requestId: asker.requestId };
  }
}
