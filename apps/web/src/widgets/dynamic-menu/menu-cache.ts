import { MENU_LIMITS, menuNodesSchema, type MenuNode } from '@soul/contracts/menus';

/** Storefront §3 "Menu cache entry". */
export interface MenuCacheEntry {
  data: MenuNode[];
  storedAt: number;
  expiresAt: number;
  version: number;
  lastModified: string | null;
}

export interface MenuSource {
  soulRoot: string;
  language: string;
  menuId: string;
  /** The version the page was rendered with: a cached copy of another version is not used. */
  version: number;
}

const PREFIX = 'soul-menu';
const memory = new Map<string, MenuCacheEntry>();

const baseKey = (source: MenuSource) => `${PREFIX}:${source.language}:${source.menuId}:`;
/** Storefront §9: kept in memory and in session storage with a version key. */
export const cacheKey = (source: MenuSource, version: number) => `${baseKey(source)}${version}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): memory alone then.
    return null;
  }
}

function readStored(key: string): MenuCacheEntry | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as MenuCacheEntry;
    const data = menuNodesSchema.safeParse(entry.data);
    return data.success && typeof entry.expiresAt === 'number' ? { ...entry, data: data.data } : null;
  } catch {
    return null;
  }
}

function store(source: MenuSource, entry: MenuCacheEntry): void {
  const key = cacheKey(source, entry.version);
  memory.set(key, entry);
  const session = storage();
  if (!session) return;
  try {
    // One version per menu: older copies go.
    for (let i = session.length - 1; i >= 0; i--) {
      const other = session.key(i);
      if (other?.startsWith(baseKey(source)) && other !== key) session.removeItem(other);
    }
    session.setItem(key, JSON.stringify(entry));
  } catch {
    // Full or refused: memory still has it.
  }
}

/** The refresh event's work: forget every cached menu (memory and session storage). */
export function clearMenuCache(): void {
  memory.clear();
  const session = storage();
  if (!session) return;
  for (let i = session.length - 1; i >= 0; i--) {
    const key = session.key(i);
    if (key?.startsWith(`${PREFIX}:`)) session.removeItem(key);
  }
}

/** The cached copy of the page's version, fresh or not. */
function cached(source: MenuSource): MenuCacheEntry | null {
  const key = cacheKey(source, source.version);
  return memory.get(key) ?? readStored(key);
}

/** Thrown with the text to show: the API's message, or storefront §7's 'Failed to load menu {id}'. */
export class MenuLoadError extends Error {}

async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return body.trim();
}

/**
 * The menu's nodes: a cached copy of the page's version younger than 15
 * minutes, else GET {api}/menus/{menu} (same-origin credentials), sending
 * If-Modified-Since for a stale copy so an unchanged menu costs a 304.
 */
export async function loadMenu(
  source: MenuSource,
  failedText: string,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<MenuNode[]> {
  const entry = cached(source);
  if (entry && entry.expiresAt > now) return entry.data;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (entry?.lastModified) headers['If-Modified-Since'] = entry.lastModified;
  const url = `${source.soulRoot}/menus/${encodeURIComponent(source.menuId)}?lang=${encodeURIComponent(source.language)}`;
  const response = await fetchImpl(url, { credentials: 'same-origin', headers });
  if (response.status === 304 && entry) {
    store(source, { ...entry, storedAt: now, expiresAt: now + MENU_LIMITS.cacheMs });
    return entry.data;
  }
  if (!response.ok) throw new MenuLoadError((await errorText(response)) || failedText);
  const parsed = menuNodesSchema.safeParse(await response.json());
  if (!parsed.success) throw new MenuLoadError(failedText);
  const version = Number(response.headers.get('X-Menu-Version') ?? source.version);
  store(source, {
    data: parsed.data,
    storedAt: now,
    expiresAt: now + MENU_LIMITS.cacheMs,
    version: Number.isFinite(version) ? version : source.version,
    lastModified: response.headers.get('Last-Modified'),
  });
  return parsed.data;
}
