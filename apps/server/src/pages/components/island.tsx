import { JsonScript } from './json-script.tsx';

/**
 * A widget mount point (storefront §2): the container the boot script finds by
 * `data-soul-widget`, holding the island's server-rendered HTML, with its
 * props as JSON next to it for hydration.
 */
export function Island({ widget, html, props, className }: { widget: string; html: string; props: unknown; className?: string }) {
  const propsId = `soul-props-${widget}`;
  return (
    <>
      <div className={className} data-soul-widget={widget} data-soul-props={propsId} dangerouslySetInnerHTML={{ __html: html }} />
      <JsonScript id={propsId} data={props} />
    </>
  );
}

/** An empty mount point for a widget that renders only in the browser (cart drawer, banner, …). */
export function MountPoint({ widget, id }: { widget: string; id?: string }) {
  return <div id={id} data-soul-widget={widget} />;
}
