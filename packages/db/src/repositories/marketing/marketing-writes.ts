import type { ConsentRecord, MarketingProfileInput } from '@soul/domain/marketing/consent';
import type { MarketingEventInput } from '@soul/domain/marketing/marketing-port';
import { sql } from 'drizzle-orm';
import type { Database } from '../../connection.ts';
import { queueJob } from '../../jobs/add-job.ts';
import { KLAVIYO_SYNC_JOB } from '../../jobs/task-names.ts';

/** A connection or transaction to write on. */
export type MarketingTx = Pick<Database, 'execute'>;

/** The profile as stored and as mirrored. */
export interface StoredMarketingProfile {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string | null;
  country: string | null;
  source: string | null;
}

/**
 * Creates the profile or fills in what is new (a value given replaces the
 * stored one; one left out keeps it; the first source stays).
 */
export async function upsertProfile(tx: MarketingTx, profile: MarketingProfileInput): Promise<StoredMarketingProfile> {
  const rows = (
    await tx.execute(sql`INSERT INTO marketing_profiles (email, first_name, last_name, phone, language, country, source)
      VALUES (${profile.email.toLowerCase()}, ${profile.firstName || null}, ${profile.lastName || null}, ${profile.phone || null},
        ${profile.language || null}, ${profile.country || null}, ${profile.source || null})
      ON CONFLICT (email) DO UPDATE SET
        first_name = COALESCE(EXCLUDED.first_name, marketing_profiles.first_name),
        last_name = COALESCE(EXCLUDED.last_name, marketing_profiles.last_name),
        phone = COALESCE(EXCLUDED.phone, marketing_profiles.phone),
        language = COALESCE(EXCLUDED.language, marketing_profiles.language),
        country = COALESCE(EXCLUDED.country, marketing_profiles.country),
        source = COALESCE(marketing_profiles.source, EXCLUDED.source),
        updated_at = now()
      RETURNING id, email, first_name AS "firstName", last_name AS "lastName", phone, language, country, source`)
  ).rows as unknown as StoredMarketingProfile[];
  const stored = rows[0];
  if (!stored) throw new Error('marketing profile upsert returned nothing');
  return stored;
}

async function recordConsent(tx: MarketingTx, profileId: number, consent: ConsentRecord, listId: string | null): Promise<void> {
  await tx.execute(sql`INSERT INTO marketing_consents (profile_id, list_id, kind, method, text_key, text, language, request_id)
    VALUES (${profileId}, ${listId}, ${consent.kind}, ${consent.method}, ${consent.shown?.key ?? null}, ${consent.shown?.text ?? null},
      ${consent.language}, ${consent.requestId})`);
}

/** Puts the profile on the list with its consent record, and (mirror on) queues the subscription for the platform, all in `tx`. */
export async function subscribeIn(
  tx: MarketingTx,
  command: { listId: string; profile: MarketingProfileInput; consent: ConsentRecord; properties: Record<string, unknown> },
  mirror: boolean,
): Promise<void> {
  const profile = await upsertProfile(tx, command.profile);
  await tx.execute(sql`INSERT INTO marketing_list_members (list_id, profile_id, status) VALUES (${command.listId}, ${profile.id}, 'subscribed')
    ON CONFLICT (list_id, profile_id) DO UPDATE SET status = 'subscribed', changed_at = now()`);
  await recordConsent(tx, profile.id, command.consent, command.listId);
  if (mirror) await queueJob(tx, KLAVIYO_SYNC_JOB, { op: 'subscribe', listId: command.listId, profile, properties: command.properties });
}

/** Takes the e-mail off one list (or all), records the withdrawal and queues its mirror; false when there is no such profile. */
export async function unsubscribeIn(
  tx: MarketingTx,
  command: { listId: string | null; email: string; consent: ConsentRecord },
  mirror: boolean,
): Promise<boolean> {
  const email = command.email.toLowerCase();
  const found = (await tx.execute(sql`SELECT id FROM marketing_profiles WHERE email = ${email}`)).rows as { id: number }[];
  const profileId = found[0]?.id;
  if (profileId === undefined) return false;
  const left = (
    await tx.execute(sql`UPDATE marketing_list_members SET status = 'unsubscribed', changed_at = now()
      WHERE profile_id = ${profileId} AND (${command.listId}::text IS NULL OR list_id = ${command.listId}) RETURNING list_id`)
  ).rows as { list_id: string }[];
  await recordConsent(tx, profileId, command.consent, command.listId);
  if (mirror) {
    for (const { list_id } of left) await queueJob(tx, KLAVIYO_SYNC_JOB, { op: 'unsubscribe', listId: list_id, email });
  }
  return true;
}

/** Records the event (linked to the e-mail's profile when there is one) and, mirror on and e-mail known, queues it for the platform. */
export async function recordEventIn(tx: MarketingTx, event: MarketingEventInput, mirror: boolean): Promise<number | null> {
  const email = event.email?.toLowerCase() ?? null;
  const rows = (
    await tx.execute(sql`INSERT INTO marketing_events (kind, session_token, email, profile_id, payload)
      VALUES (${event.kind}, ${event.sessionToken}, ${email},
        (SELECT id FROM marketing_profiles WHERE email = ${email}), ${JSON.stringify(event.payload ?? {})}::jsonb)
      RETURNING id, created_at AS "createdAt"`)
  ).rows as { id: number; createdAt: Date | string }[];
  const row = rows[0];
  // Klaviyo ties an event to a profile by e-mail: an anonymous event stays local.
  if (mirror && email && row)
    await queueJob(tx, KLAVIYO_SYNC_JOB, {
      op: 'event',
      eventId: row.id,
      kind: event.kind,
      email,
      time: new Date(row.createdAt).toISOString(),
      properties: event.payload ?? {},
    });
  return row?.id ?? null;
}
