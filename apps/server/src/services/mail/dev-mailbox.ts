import type { SentMailRecord, SentMailRepository } from '@soul/domain/mail/sent-mail-port';

/** The mail the local outbox kept, for the dev mailbox page (only while mail does not really leave the shop). */
export class DevMailbox {
  constructor(private readonly sent: Pick<SentMailRepository, 'latest' | 'find'>) {}

  latest(limit: number, to?: string): Promise<SentMailRecord[]> {
    return this.sent.latest(limit, to);
  }

  find(id: number): Promise<SentMailRecord | null> {
    return this.sent.find(id);
  }
}
