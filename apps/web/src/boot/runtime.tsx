import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '../i18n/create-i18n.ts';
import type { WidgetResources } from '../i18n/resources.ts';
import { Overlays } from '../overlays/Overlays.tsx';
import type { ReportError } from './error-reporting.ts';
import type { Island } from './island.ts';
import { IslandShell, type IslandContext } from './IslandShell.tsx';
import { createQueryClient } from './query-client.ts';
import type { WidgetPageSettings } from './settings.ts';

/**
 * The React half of the boot script, loaded only when the page has an
 * island to mount, in parallel with the islands themselves.
 */
export function createIslandContext(settings: WidgetPageSettings, resources: WidgetResources, report?: ReportError): IslandContext {
  return {
    i18n: createI18n(settings.language, resources),
    queryClient: createQueryClient(),
    env: { language: settings.language, storeRoot: settings.api.storeRoot, soulRoot: settings.api.soulRoot, page: settings },
    ...(report ? { report } : {}),
  };
}

/**
 * Marks the container `data-soul-ready` once React has committed the island
 * (hydration done, effects attached): tests and scripts wait for it. It wraps
 * the island rather than sitting beside it: a sibling would change the tree
 * shape and so every `useId` value, breaking hydration.
 */
function MarkReady({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.setAttribute('data-soul-ready', ''), [container]);
  return children;
}

/** The island's element, made inside the error boundary: props that fail its check are a render crash like any other. */
function IslandContent({ island, props }: { island: Island; props: unknown }) {
  return island.render(props);
}

/**
 * Hydrates or renders one island. Ready is marked outside the boundary, so
 * an island that crashed into its fallback is ready too.
 */
export function mountIsland(container: HTMLElement, island: Island, props: unknown, context: IslandContext, widget?: string): void {
  const element = (
    <MarkReady container={container}>
      <IslandShell context={context} widget={widget}>
        <IslandContent island={island} props={props} />
      </IslandShell>
    </MarkReady>
  );
  // Server HTML inside the container is hydrated; an empty container is rendered from scratch.
  if (container.firstElementChild) {
    hydrateRoot(container, element, {
      onRecoverableError: (error) => console.error(error),
    });
  } else {
    createRoot(container).render(element);
  }
}

export const OVERLAYS_HOST_ID = 'soul-overlays';

/** The single overlay host of the page, appended to <body> once. */
export function mountOverlays(doc: Document, context: IslandContext): void {
  if (doc.getElementById(OVERLAYS_HOST_ID)) return;
  const host = doc.createElement('div');
  host.id = OVERLAYS_HOST_ID;
  doc.body.append(host);
  createRoot(host).render(
    <IslandShell context={context}>
      <Overlays />
    </IslandShell>,
  );
}
