/**
 * The lists a dashboard card opens, once their screen exists: a card links
 * only to a resource registered in AdminApp.tsx (add it here when you add
 * the screen), with the filter that shows what the card counts.
 */
const SCREENS = new Set(['reviews', 'vendors']);

export function listLink(basename: string, resource: string, filter: Record<string, string | number>): string | undefined {
  if (!SCREENS.has(resource)) return undefined;
  return `${basename}/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
