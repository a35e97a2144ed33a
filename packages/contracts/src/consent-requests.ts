import { z } from 'zod/mini';
import { intLike } from './product-query.ts';
import { CONSENT_CATEGORIES, CONSENT_SERVICES } from './consent.ts';

/** Consent shapes only the server parses (the web never imports this module). */

const serviceNames = [...new Set(Object.values(CONSENT_SERVICES).flat())] as [string, ...string[]];

/**
 * The visitor's `cc_cookie` as the server stores it (POST soul/v1/consents):
 * the record vanilla-cookieconsent wrote, checked field by field. The
 * server never takes a decision from the request body, only from the
 * cookie the browser really holds.
 */
export const storedConsentRecordSchema = z.object({
  categories: z.array(z.enum(CONSENT_CATEGORIES)).check(z.maxLength(CONSENT_CATEGORIES.length)),
  services: z.partialRecord(z.enum(CONSENT_CATEGORIES), z.array(z.enum(serviceNames)).check(z.maxLength(serviceNames.length))),
  revision: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  consentId: z.uuid(),
  consentTimestamp: z.iso.datetime(),
  lastConsentTimestamp: z.iso.datetime(),
  expirationTime: z.optional(z.number()),
  languageCode: z.optional(z.string().check(z.maxLength(10))),
});
export type StoredConsentRecord = z.infer<typeof storedConsentRecordSchema>;

const page = z._default(z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 or more'), z.maximum(100_000))), 1);

/** GET soul/v1/admin/consents: the admin list convention, filtered by the visitor's consentId. */
export const adminConsentQuerySchema = z.object({
  page,
  per_page: z._default(
    z.pipe(intLike, z.number().check(z.int(), z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    20,
  ),
  orderby: z._default(z.enum(['date', 'id']), 'date'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  consent_id: z.optional(z.uuid()),
  lang: z.optional(z.string().check(z.maxLength(10))),
});
export type AdminConsentQuery = z.infer<typeof adminConsentQuerySchema>;
