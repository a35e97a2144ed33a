import type { PgSentMailRepository, SentMailRecord } from '@soul/db';

/** The mail the local outbox kept, for the dev mailbox page (only while mail does not really leave the shop). */
export class DevMailbox {
  constructor(private readonly sent: Pick<PgSentMailRepository, 'latest' | 'find'>) {}

  latest(limit: number, to?: string): Promise<SentMailRecord[]> {
    return this.sent.latest(limit, to);
  }

  find(id: number): Promise<SentMailRecord | null> {
    return this.sent.find(id);
  }
}
