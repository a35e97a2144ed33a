import { loadResources } from '../i18n/load-resources.ts';
import { ISLAND_REGISTRY, type IslandLoader } from './registry.ts';
import { readPageSettings } from './settings.ts';

interface PendingMount {
  container: HTMLElement;
  load: IslandLoader;
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
export function findMounts(doc: Document, shopName: string, widgets: Record<string, boolean>, registry: Readonly<Record<string, IslandLoader>>): PendingMount[] {
  const mounts: PendingMount[] = [];
  for (const [name, enabled] of Object.entries(widgets)) {
    const load = registry[name];
    if (!enabled || !load) continue;
    const containers = doc.querySelectorAll<HTMLElement>(`[data-soul-widget="${name}"]`);
    if (containers.length === 0) {
      console.error(`${shopName} Elem Widget was not initialized due to missing container!`);
      continue;
    }
    for (const container of containers) mounts.push({ container, load });
  }
  return mounts;
}

/**
 * Boots the page: settings → which islands → load island chunks, the
 * language's texts and the React runtime all in parallel → hydrate.
 */
export async function boot(doc: Document, registry: Readonly<Record<string, IslandLoader>> = ISLAND_REGISTRY): Promise<void> {
  const settings = readPageSettings(doc);
  const mounts = findMounts(doc, settings.shopName, settings.widgets, registry);
  if (mounts.length === 0) return;

  const [runtime, resources, islands] = await Promise.all([
    import('./runtime.tsx'),
    loadResources(settings.language),
    Promise.all(mounts.map((mount) => mount.load())),
  ]);
  const context = runtime.createIslandContext(settings, resources);
  mounts.forEach((mount, index) => {
    const island = islands[index]?.default;
    if (!island) return;
    try {
      runtime.mountIsland(mount.container, island, readIslandProps(doc, mount.container), context);
    } catch (error) {
      // Invalid props: keep the server HTML and report.
      console.error(error);
    }
  });
  runtime.mountOverlays(doc, context);
}
