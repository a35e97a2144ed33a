export interface SentMailRecord {
  id: number;
  /** The recipient. */
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What it is (order_confirmation, new_order …), for the mailbox and logs. */
  kind: string;
  /** What it is about ('order:12'): with `kind`, a retried job never sends one mail twice. */
  ref: string;
  transport: string;
  /** Files sent with it (an invoice PDF), content base64-encoded. */
  attachments?: MailAttachment[];
  sentAt: Date;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** Every e-mail sent, whatever the transport (the dev mailbox lists them); packages/db implements it. */
export interface SentMailRepository {
  record(mail: Omit<SentMailRecord, 'id' | 'sentAt'>): Promise<void>;
  /** Whether this mail (kind + ref) was already sent: a retried job skips it. */
  wasSent(kind: string, ref: string): Promise<boolean>;
  /** The newest mails first, to one recipient if given. */
  latest(limit: number, to?: string): Promise<SentMailRecord[]>;
  find(id: number): Promise<SentMailRecord | null>;
}
