/**
 * The invoice PDF's file name, from the shop's pattern (account §2's "PDF
 * filename" field: {number} and {order} are filled in). The invoice number
 * comes from the numbering series and may hold a slash ("2026/0001"), so the
 * name is cleaned after filling: only letters, digits, space, dot, dash and
 * underscore survive, never two dots in a row, never a leading dot; so it is
 * never a path, never hidden, and always ends in exactly one ".pdf".
 */

const FALLBACK_PATTERN = 'invoice-{number}';
/** Well below every file system's 255-byte limit, even for Lithuanian letters (2 bytes each). */
const MAX_BASE_LENGTH = 100;

export function fileNameFromPattern(pattern: string, invoiceNumber: string, orderId: number): string {
  const base =
    safeBaseName(fill(pattern, invoiceNumber, orderId)) || safeBaseName(fill(FALLBACK_PATTERN, invoiceNumber, orderId)) || 'invoice';
  return `${base}.pdf`;
}

function fill(pattern: string, number: string, orderId: number): string {
  return pattern.replaceAll('{number}', number).replaceAll('{order}', String(orderId));
}

const EDGE_PUNCTUATION = /^[\s._-]+|[\s._-]+$/g;

function safeBaseName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Path separators, braces of unknown placeholders, quotes, control characters …
    .replace(/[^\p{L}\p{M}\p{N} _.-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    // A pattern that already ends in ".pdf" must not give "….pdf.pdf" (nor ".pdf" alone "pdf.pdf").
    .replace(/\.pdf$/i, '');
  return cleaned.replace(EDGE_PUNCTUATION, '').slice(0, MAX_BASE_LENGTH).replace(EDGE_PUNCTUATION, '');
}
