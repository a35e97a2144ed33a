import { loadResources } from '../i18n/load-resources.ts';
import { installErrorReporting } from './error-reporting.ts';
import type { Island } from './island.ts';
import { ISLAND_REGISTRY, type IslandLoader } from './registry.ts';
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

/**
 * Boots the page: settings and error reporting → which islands → load
 * island chunks, the language's texts and the React runtime all in
 * parallel → hydrate. One island failing (its chunk, its props, its
 * render) never stops the others: it shows the render-crash fallback, or
 * keeps its server HTML when it has some, and is reported.
 */
export async function boot(doc: Document, registry: Readonly<Record<string, IslandLoader>> = ISLAND_REGISTRY): Promise<void> {
  const settings = readPageSettings(doc);
  const report = installErrorReporting(settings, doc.defaultView ?? window);
  const mounts = findMounts(doc, settings.shopName, settings.widgets, registry);
  if (mounts.length === 0) return;

  try {
    const [runtime, resources, islands] = await Promise.all([
      import('./runtime.tsx'),
      loadResources(settings.language),
      Promise.allSettled(mounts.map((mount) => mount.load())),
    ]);
    const context = runtime.createIslandContext(settings, resources, report);
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
    runtime.mountOverlays(doc, context);
  } catch (error) {
    // The runtime or the texts did not load: nothing can render, but it is known.
    report(error);
  }
}
