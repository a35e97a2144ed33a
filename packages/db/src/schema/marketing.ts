import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Mailing lists (storefront §7). The id is what clients send as `list_id`;
 * with Klaviyo on, it is the Klaviyo list's id as well, so one id names the
 * list in both places.
 */
export const marketingLists = pgTable('marketing_lists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person the shop may write to: one row per e-mail (lower case), as a marketing platform keeps its profiles. */
export const marketingProfiles = pgTable(
  'marketing_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    language: text('language'),
    country: text('country'),
    /** Where the profile first came from (checkout, exit popup, back-in-stock form…). */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketing_profiles_email').on(t.email)],
);

/** Who is on which list now; the history of why is in marketing_consents. */
export const marketingListMembers = pgTable(
  'marketing_list_members',
  {
    listId: text('list_id')
      .notNull()
      .references(() => marketingLists.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => marketingProfiles.id, { onDelete: 'cascade' }),
    /** 'subscribed' | 'unsubscribed'. */
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.profileId] })],
);

/**
 * Consent given or withdrawn (GDPR art. 7(1): the shop must be able to show
 * it): what (the list), when, how (checkout checkbox, exit popup,
 * back-in-stock form, unsubscribe link…) and the exact text the person saw.
 * Rows are only ever added.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => marketingProfiles.id, { onDelete: 'cascade' }),
    listId: text('list_id'),
    /** 'granted' | 'withdrawn'. */
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    /** The catalog key of the text shown and the text itself, in the language it was shown in. */
    textKey: text('text_key'),
    text: text('text'),
    language: text('language'),
    /** The request that recorded it (X-Request-Id), to find it in the logs. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_consents_profile').on(t.profileId, t.createdAt)],
);
