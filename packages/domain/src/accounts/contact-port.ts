/** A message from the account area's contact form. */
export interface ContactMessage {
  userId: number;
  orderId: number | null;
  subject: string;
  message: string;
  language: string;
}

/** Messages customers send the shop; packages/db implements it. */
export interface ContactRepository {
  /** Messages this user sent in the last `seconds` (the per-account limit). */
  sentSince(userId: number, seconds: number): Promise<number>;
  /** Keeps the message and queues its mail in one transaction: both happen, or neither. */
  record(message: ContactMessage, mail: (messageId: number) => object): Promise<number>;
}
