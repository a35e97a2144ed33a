/**
 * A visitor's cookie-consent decision as the shop keeps it, to prove consent
 * (GDPR art. 7(1)): who (the record's random consentId, never an IP address
 * or an account), what (categories and services), under which notice
 * (revision), in which language, and when.
 */
export interface ConsentDecision {
  consentId: string;
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  language: string;
  /** When the visitor decided (the record's lastConsentTimestamp). */
  decidedAt: Date;
}

export interface StoredConsentDecision extends ConsentDecision {
  id: number;
  /** When the shop received it. */
  recordedAt: Date;
}

export interface ConsentListQuery {
  page: number;
  perPage: number;
  orderby: 'date' | 'id';
  order: 'asc' | 'desc';
  consentId: string | null;
}

export interface ConsentRepository {
  /** Keeps one decision; the same decision sent twice (same consentId and time) is kept once. */
  record(decision: ConsentDecision): Promise<StoredConsentDecision>;
  list(query: ConsentListQuery): Promise<{ rows: StoredConsentDecision[]; total: number }>;
}
