import type { FastifyReply } from 'fastify';

/** One page of a list, with WordPress's paging headers (X-WP-Total, X-WP-TotalPages); a person's data, never cached. */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number, perPage: number) {
  return reply
    .header('X-WP-Total', String(total))
    .header('X-WP-TotalPages', String(Math.ceil(total / perPage)))
    .header('Cache-Control', 'no-store')
    .send(items);
}
