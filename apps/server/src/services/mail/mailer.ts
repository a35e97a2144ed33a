import type { SentMailRecord, SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import nodemailer, { type Transporter } from 'nodemailer';

/** A mail to send: what `sent_mail` records, less what sending adds (id, time, transport); optionally whom replies go to. */
export type OutgoingMail = Omit<SentMailRecord, 'id' | 'sentAt' | 'transport'> & {
  replyTo?: string;
  /** Extra headers: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/** The mail port (DESIGN §2). Throws when the mail could not be handed over; the job retries. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** The default: mail is kept in the database and read on the dev mailbox page; nothing leaves the machine. */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;
  constructor(private readonly sent: SentMailRepository) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.sent.record({ ...withoutReplyTo(mail), to: mail.to.toLowerCase(), transport: this.transport });
  }
}

/** sent_mail keeps what was sent to whom; a reply address is part of the message headers only. */
function withoutReplyTo(mail: OutgoingMail): Omit<OutgoingMail, 'replyTo' | 'headers'> {
  const { replyTo: _replyTo, headers: _headers, ...rest } = mail;
  return rest;
}

/** SMTP through nodemailer when SMTP_URL is set; a copy is still recorded for support. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly sent: SentMailRepository,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
    });
    await this.sent.record({ ...withoutReplyTo(mail), to: mail.to.toLowerCase(), transport: this.transport });
  }
}
