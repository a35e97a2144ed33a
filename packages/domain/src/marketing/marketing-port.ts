import type { AdminActor } from '../audit/admin-audit.ts';
import type { ConsentRecord, MarketingProfileInput } from './consent.ts';

/** An event to record (storefront §7); `email` links it to a profile when known. */
export interface MarketingEventInput {
  kind: string;
  sessionToken: string | null;
  email: string | null;
  payload: unknown;
}

/** Marketing events kept locally (storefront §7): what a marketing service would be told; packages/db implements it. */
export interface MarketingEventRepository {
  record(event: MarketingEventInput): Promise<void>;
  count(kind: string, sessionToken: string): Promise<number>;
}

/** Lists, profiles, memberships and consents (storefront §7); each write also queues its mirror job when a platform is on. */
export interface MarketingRepository extends MarketingEventRepository {
  listExists(listId: string): Promise<boolean>;
  /**
   * Records the event only when its e-mail's profile is subscribed to a list
   * (has marketing consent), in one transaction with its mirror job; false
   * when it was not recorded.
   */
  recordForSubscriber(event: MarketingEventInput & { email: string }): Promise<boolean>;
  /**
   * Records a started checkout and, with `remindAt` and an e-mail subscribed
   * to a list, queues its reminder mail for then in the same transaction
   * (one pending per e-mail: a newer checkout replaces it).
   */
  recordStartedCheckout(event: MarketingEventInput, remindAt: Date | null): Promise<void>;
  /** What the reminder of a started checkout needs to decide and say; null when the event is gone. */
  abandonedCheckout(eventId: number, now: Date): Promise<AbandonedCheckout | null>;
  /** Subscribes (creating or updating the profile) and records the consent, in one transaction. */
  subscribe(listId: string, profile: MarketingProfileInput, consent: ConsentRecord, properties: Record<string, unknown>): Promise<void>;
  /** Whether the e-mail is subscribed to the list now. */
  isSubscribed(listId: string, email: string): Promise<boolean>;
  /** Unsubscribes from one list (or every list with `listId` null) and records the withdrawal; false when the e-mail has no profile. */
  unsubscribe(listId: string | null, email: string, consent: ConsentRecord): Promise<boolean>;
  lists(): Promise<{ id: string; name: string; subscribers: number }[]>;
  /** Creates a list; false when the id is taken. */
  createList(list: { id: string; name: string }, actor: AdminActor): Promise<boolean>;
  /** One list with its subscriber count; null when unknown. */
  list(listId: string): Promise<MarketingListSummary | null>;
  /** Renames a list (the id is the platform's and stays); null when unknown. */
  renameList(listId: string, name: string, actor: AdminActor): Promise<MarketingListSummary | null>;
  /**
   * Deletes a list nobody is subscribed to (its unsubscribed memberships go
   * with it; consent records keep the list's id as history), under the list
   * row's lock so no sign-up slips in meanwhile.
   */
  deleteList(listId: string, actor: AdminActor): Promise<{ deleted: MarketingListSummary } | 'not_found' | 'has_subscribers'>;
}

export interface MarketingListSummary {
  id: string;
  name: string;
  subscribers: number;
}

/** A started checkout as its reminder job sees it when it runs. */
export interface AbandonedCheckout {
  email: string;
  /** The profile's language, else the page's when the checkout started. */
  language: string | null;
  /** The event's payload: the cart link, totals and contents (MarketingService.startedCheckout). */
  payload: unknown;
  /** On a list now: consent may have been withdrawn since. */
  subscribed: boolean;
  /** An order was placed by this e-mail (or its account) since the checkout started. */
  orderedSince: boolean;
  /** A reminder went to this e-mail in the 24 hours before now. */
  remindedRecently: boolean;
}

/** The sent_mail kind of the reminder: the 24-hour limit per e-mail counts these. */
export const ABANDONED_CHECKOUT_MAIL_KIND = 'abandoned_checkout';
