import { loadResources } from '../i18n/load-resources.ts';
import { installConsentTrigger } from './consent-trigger.ts';
import { installErrorReporting } from './error-reporting.ts';
import type { Island } from './island.ts';
import { ISLAND_REGISTRY, MOUNT_WHEN_NEAR, type IslandLoader } from './registry.ts';
import { readPageSettings } from './settings.ts';

interface PendingMount {
  name: string;
  container: HTMLElement;
  load: IslandLoader;
}

/** Stands in for an island that could not be loaded or given its props: its render is that crash. */
function failedIsland(error: unknown): Island {
  return {
    render: () => {
      throw error;
    },
  };
}

/** The props JSON of a container: `data-soul-props` names a <script type="application/json">. */
export function readIslandProps(doc: Document, container: HTMLElement): unknown {
  const id = container.dataset.soulProps;
  const text = id ? doc.getElementById(id)?.textContent : null;
  return text ? JSON.parse(text) : {};
}

/**
 * Finds the container of every widget the page enables. A missing container
 * is the initialisation error of storefront §8; widgets this bundle does not
 * have yet are skipped.
 */
export function findMounts(
  doc: Document,
  shopName: string,
  widgets: Record<string, boolean>,
  registry: Readonly<Record<string, IslandLoader>>,
): PendingMount[] {
  const mounts: PendingMount[] = [];
  for (const [name, enabled] of Object.entries(widgets)) {
    const load = registry[name];
    if (!enabled || !load) continue;
    const containers = doc.querySelectorAll<HTMLElement>(`[data-soul-widget="${name}"]`);
    if (containers.length === 0) {
      console.error(`${shopName} Elem Widget was not initialized due to missing container!`);
      continue;
    }
    for (const container of containers) mounts.push({ name, container, load });
  }
  return mounts;
}

/** How far below the fold a deferred island starts loading, so it is there when scrolled to. */
const NEAR_MARGIN = '150px 0px';

/**
 * Runs `start` once `container` comes within NEAR_MARGIN of the viewport. Small
 * on purpose: on a product page the reviews sit just below a laptop's fold,
 * and a visitor who never scrolls there should not pay for their chunk (the
 * product page's first-load JS budget, `npm run bench`). Without
 * IntersectionObserver (old browsers, jsdom) it runs at once.
 */
function whenNear(container: HTMLElement, start: () => void): void {
  if (typeof IntersectionObserver !== 'function') return start();
  // Marks the container as deliberately waiting (browser tests wait for islands that are not).
  container.dataset.soulWaiting = '';
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      delete container.dataset.soulWaiting;
      start();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(container);
}

interface Started {
  runtime: typeof import('./runtime.tsx');
  context: ReturnType<(typeof import('./runtime.tsx'))['createIslandContext']>;
}

/**
 * Loads the given islands' chunks (with the runtime and texts `start` gives)
 * and hydrates them. One island failing (its chunk, its props, its render)
 * never stops the others: it shows the render-crash fallback, or keeps its
 * server HTML when it has some, and is reported.
 */
async function mountIslands(
  doc: Document,
  mounts: PendingMount[],
  start: () => Promise<Started>,
  report: ReturnType<typeof installErrorReporting>,
): Promise<void> {
  try {
    const [{ runtime, context }, islands] = await Promise.all([start(), Promise.allSettled(mounts.map((mount) => mount.load()))]);
    mounts.forEach((mount, index) => {
      const loaded = islands[index];
      let island: Island;
      let props: unknown = null;
      try {
        if (loaded?.status !== 'fulfilled') throw loaded?.reason;
        island = loaded.value.default;
        props = readIslandProps(doc, mount.container);
      } catch (error) {
        // Server HTML (a product page) still informs; an empty container gets the fallback.
        if (mount.container.firstElementChild) return report(error, { widget: mount.name });
        island = failedIsland(error);
      }
      try {
        runtime.mountIsland(mount.container, island, props, context, mount.name);
      } catch (error) {
        report(error, { widget: mount.name });
      }
    });
  } catch (error) {
    // The runtime or the texts did not load: nothing can render, but it is known.
    report(error);
  }
}

/**
 * Boots the page: settings and error reporting → which islands → load
 * island chunks, the language's texts and the React runtime all in
 * parallel → hydrate. Islands in `nearOnly` (below the fold) wait until
 * their container is scrolled near; they share the runtime, texts and
 * query cache of the others.
 */
export async function boot(
  doc: Document,
  registry: Readonly<Record<string, IslandLoader>> = ISLAND_REGISTRY,
  nearOnly: ReadonlySet<string> = MOUNT_WHEN_NEAR,
): Promise<void> {
  const settings = readPageSettings(doc);
  const report = installErrorReporting(settings, doc.defaultView ?? window);
  installConsentTrigger(doc, report);
  const mounts = findMounts(doc, settings.shopName, settings.widgets, registry);
  if (mounts.length === 0) return;

  // One runtime, one set of texts and one island context (query cache, stores) for the page.
  let started: Promise<Started> | null = null;
  const start = () =>
    (started ??= Promise.all([import('./runtime.tsx'), loadResources(settings.language)]).then(([runtime, resources]) => {
      const context = runtime.createIslandContext(settings, resources, report);
      // The dialogs and toasts any island may open (the review form, the cart's prompts).
      runtime.mountOverlays(doc, context);
      return { runtime, context };
    }));

  for (const mount of mounts.filter((m) => nearOnly.has(m.name)))
    whenNear(mount.container, () => void mountIslands(doc, [mount], start, report));
  const now = mounts.filter((m) => !nearOnly.has(m.name));
  if (now.length > 0) await mountIslands(doc, now, start, report);
}
