import type { FastifyReply } from 'fastify';

/** A server-rendered page: HTML, never cached (pages carry the visitor's nonces and cart). */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}
