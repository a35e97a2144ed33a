import type { RateLimitRepository } from '@soul/domain/accounts/rate-limit-port';
import type { ConsentListQuery, ConsentRepository, StoredConsentDecision } from '@soul/domain/consent/consent-port';
import { problem, storedConsentRecordSchema, type Language, type Problem } from '@soul/contracts';

/** Decisions one client address may send per window: a visitor makes a few, never dozens. */
export const CONSENT_RECORDS_PER_WINDOW = 20;
export const CONSENT_WINDOW_SECONDS = 600;

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * The shop's proof of cookie consent (GDPR art. 7(1)): every decision a
 * visitor makes in the banner or the preferences dialog is kept with its
 * consentId, categories, services, the notice's revision, the language and
 * the time. It is read from the visitor's own `cc_cookie` (what the browser
 * really holds), never from a body, and only for the current revision.
 * The client address is used for the rate limit only, never stored with
 * the decision.
 */
export class ConsentService {
  constructor(
    private readonly deps: {
      decisions: ConsentRepository;
      limits: Pick<RateLimitRepository, 'reserve'>;
      revision: number;
    },
  ) {}

  async record(clientAddress: string, record: unknown, language: Language): Promise<Outcome<StoredConsentDecision>> {
    const parsed = storedConsentRecordSchema.safeParse(record);
    if (!parsed.success || parsed.data.revision !== this.deps.revision) return { ok: false, problem: problem('consentRecordInvalid') };
    const admitted = await this.deps.limits.reserve(`consents:${clientAddress}`, CONSENT_WINDOW_SECONDS, CONSENT_RECORDS_PER_WINDOW);
    if (!admitted) return { ok: false, problem: problem('consentTooMany') };
    const { consentId, categories, services, revision, lastConsentTimestamp, languageCode } = parsed.data;
    const stored = await this.deps.decisions.record({
      consentId,
      categories: [...new Set(['necessary', ...categories])],
      services: Object.fromEntries(Object.entries(services).map(([category, names]) => [category, names ?? []])),
      revision,
      language: languageCode === 'en' || languageCode === 'lt' ? languageCode : language,
      decidedAt: new Date(lastConsentTimestamp),
    });
    return { ok: true, value: stored };
  }

  list(query: ConsentListQuery): Promise<{ rows: StoredConsentDecision[]; total: number }> {
    return this.deps.decisions.list(query);
  }
}
