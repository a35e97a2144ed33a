import qs from 'qs';

/** The `Link` header WordPress sends for paged collections: rel="prev"/"next" only when such a page exists. */
export function paginationLinks(url: string, query: unknown, page: number, totalPages: number): string | null {
  const params = { ...(query as Record<string, unknown>) };
  const link = (p: number) => `<${url}?${qs.stringify({ ...params, page: p }, { encodeValuesOnly: true })}>`;
  const parts: string[] = [];
  if (page > 1) parts.push(`${link(Math.min(page - 1, totalPages))}; rel="prev"`);
  if (page < totalPages) parts.push(`${link(page + 1)}; rel="next"`);
  return parts.length ? parts.join(', ') : null;
}
