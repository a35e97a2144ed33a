import { safeJson } from './json-script.tsx';

/**
 * A widget mount point (storefront §2): the container the boot script finds by
 * `data-soul-widget`, holding the island's server-rendered HTML, with its
 * props as JSON next to it for hydration.
 */
export function Island({ widget, rendered, className }: { widget: string; rendered: RenderedIsland; className?: string }) {
  const propsId = `soul-props-${widget}`;
  return (
    <>
      <div className={className} data-soul-widget={widget} data-soul-props={propsId} dangerouslySetInnerHTML={{ __html: rendered.html }} />
      <script id={propsId} type="application/json" dangerouslySetInnerHTML={{ __html: rendered.propsJson }} />
    </>
  );
}

/** An island's server HTML with its props already serialised (both cacheable together). */
export interface RenderedIsland {
  html: string;
  propsJson: string;
}

export function renderedIsland(html: string, props: unknown): RenderedIsland {
  return { html, propsJson: safeJson(props) };
}

/** An empty mount point for a widget that renders only in the browser (cart drawer, banner, …). */
export function MountPoint({ widget, id }: { widget: string; id?: string }) {
  return <div id={id} data-soul-widget={widget} />;
}
