import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseParams } from '../../../http/parse-params.ts';
import { fail, failWith } from '../../../http/problem-error.ts';
import type { AppServices } from '../../../services/app-services.ts';
import { signedBy } from '../../../services/chat/mail-reply.ts';

/** What the mail provider's inbound route posts (its own field names mapped to these by its webhook settings or a small adapter). */
const inboundMailSchema = z.object({
  from: z.string().max(500),
  to: z.union([z.string().max(2000), z.array(z.string().max(500)).max(50)]),
  text: z.string().max(200_000),
  message_id: z.string().max(1000).optional(),
});

/**
 * POST /wp-json/soul/v1/mail/inbound (account §7): the shop's mailed reply
 * to a customer's chat message joins the order's thread. No session or
 * nonce: the post is signed (`X-Soul-Signature: sha256=<hex HMAC-SHA256 of
 * the raw body>` with MAIL_INBOUND_SECRET), so the raw body is kept for the
 * check, in this route's own scope. Off (404) without MAIL_INBOUND_*.
 */
export function registerMailInboundRoute(app: FastifyInstance, services: AppServices, secret: string | null): void {
  void app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, { raw: String(body) }));
    scoped.post('/wp-json/soul/v1/mail/inbound', async (request, reply) => {
      if (!secret) fail('mailInboundOff');
      const raw = (request.body as { raw?: string } | undefined)?.raw ?? '';
      const signature = request.headers['x-soul-signature'];
      if (!signedBy(secret, raw, typeof signature === 'string' ? signature : undefined)) fail('mailInboundSignature');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        fail('invalidJson');
      }
      const mail = parseParams(inboundMailSchema, json);
      const recipients = (Array.isArray(mail.to) ? mail.to : mail.to.split(',')).map((address) => address.trim()).filter(Boolean);
      const answered = await services.chat.answerByMail({
        from: mail.from,
        recipients,
        text: mail.text,
        messageId: mail.message_id ?? null,
      });
      if (!answered.ok) failWith(answered.problem);
      return reply.header('Cache-Control', 'no-store').send({ success: true, order_id: answered.value.orderId });
    });
  });
}
