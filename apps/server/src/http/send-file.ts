import type { FastifyReply } from 'fastify';

/**
 * A generated document (an invoice PDF) for the signed-in reader only:
 * never stored by a shared cache. The file name goes both as plain ASCII
 * (old clients) and as UTF-8 (RFC 6266 / 5987), so "Sąskaita SS-1.pdf"
 * keeps its letters where the browser can.
 */
export function sendDocument(reply: FastifyReply, body: Buffer, options: { contentType: string; filename: string; download: boolean }) {
  const ascii = options.filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = `${options.download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.filename)}`;
  return (
    reply
      // A document has no scripts of its own; the pages' policy (object-src 'none' above all) would
      // stop the browser's PDF viewer from showing it in the account area's frame. Only framing stays limited.
      .header('Content-Security-Policy', "frame-ancestors 'self'")
      .type(options.contentType)
      .header('Content-Disposition', disposition)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body)
  );
}
