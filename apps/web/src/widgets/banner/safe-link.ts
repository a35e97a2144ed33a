/**
 * A promotion's link as an href, or null: a path on this site or an http(s)
 * address. The text comes from the back office; anything else (a
 * `javascript:` address, a protocol-relative `//host`) is shown as plain text.
 */
export function safeLink(link: string): string | null {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}
