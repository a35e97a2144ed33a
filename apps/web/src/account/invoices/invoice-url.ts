/** The invoice link with `download=1` (GET /invoice/{id}?download=1 answers it as an attachment). */
export function invoiceDownloadUrl(url: string): string {
  const [path = '', hash] = url.split('#');
  const withParam = `${path}${path.includes('?') ? '&' : '?'}download=1`;
  return hash === undefined ? withParam : `${withParam}#${hash}`;
}
