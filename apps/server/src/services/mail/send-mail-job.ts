import type { SentMailRepository } from '@soul/domain/mail/sent-mail-port';
import { z } from 'zod';
import { defineTask, type JobHandler } from '../jobs/job-task.ts';
import type { Mailer } from './mailer.ts';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  kind: z.string(),
  ref: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() })).optional(),
});

/**
 * The `send_mail` job: one mail rendered when it was queued (a password
 * reset…); sent once even if retried. A finished job is deleted by
 * graphile-worker, so a secret link in it is not kept.
 */
export function sendMailJob(deps: { sent: SentMailRepository; mailer: Mailer }): JobHandler {
  return defineTask(mailSchema, async (mail) => {
    if (await deps.sent.wasSent(mail.kind, mail.ref)) return;
    await deps.mailer.send(mail);
  });
}
