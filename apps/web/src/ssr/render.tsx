import { renderToString } from 'react-dom/server';
import type { Island } from '../boot/island.ts';
import { IslandShell, type IslandContext } from '../boot/IslandShell.tsx';
import { createQueryClient } from '../boot/query-client.ts';
import { defaultWidgetEnv } from '../boot/widget-env.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import type { Language } from '../i18n/resources.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import productDetail from '../widgets/product-detail/island.tsx';
import { parseProductDetailProps, type ProductDetailProps } from '../widgets/product-detail/props.ts';
import productList from '../widgets/product-list/island.tsx';
import { parseProductListProps, type ProductListProps } from '../widgets/product-list/props.ts';
import productContent from '../widgets/product-content/island.tsx';
import { parseProductContentProps, type ProductContentProps } from '../widgets/product-content/props.ts';
import promoOffer from '../widgets/promo-offer/island.tsx';
import { parsePromoOfferProps, type PromoOfferProps } from '../widgets/promo-offer/props.ts';

/**
 * Server-side rendering of the islands, imported by apps/server as plain
 * TypeScript (through tsx): nothing here or below may use Vite-only features.
 * The output goes inside `<div data-soul-widget="…">`; the client hydrates it
 * with the same props and the same provider tree.
 */
export type SsrWidget = 'product-detail' | 'product-list' | 'promo-offer' | 'product-content';

const ISLANDS: Record<SsrWidget, Island> = {
  'product-detail': productDetail,
  'product-list': productList,
  'promo-offer': promoOffer,
  'product-content': productContent,
};

export interface IslandPropsByWidget {
  'product-detail': ProductDetailProps;
  'product-list': ProductListProps;
  'promo-offer': PromoOfferProps;
  'product-content': ProductContentProps;
}

/** Validates a widget's props (throws a zod error naming the bad field). */
export function parseIslandProps<W extends SsrWidget>(widget: W, json: unknown): IslandPropsByWidget[W];
export function parseIslandProps(widget: SsrWidget, json: unknown): IslandPropsByWidget[SsrWidget] {
  if (widget === 'promo-offer') return parsePromoOfferProps(json);
  if (widget === 'product-content') return parseProductContentProps(json);
  return widget === 'product-detail' ? parseProductDetailProps(json) : parseProductListProps(json);
}

/** One i18n instance per language, reused across requests (it is read-only after init). */
const i18nByLanguage = new Map<Language, IslandContext['i18n']>();
function i18nFor(language: Language): IslandContext['i18n'] {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language, STATIC_RESOURCES[language]);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

export function renderIsland(widget: SsrWidget, props: unknown, language: Language): string {
  const island = ISLANDS[widget];
  const context: IslandContext = {
    i18n: i18nFor(language),
    // A fresh cache per render: nothing leaks between requests.
    queryClient: createQueryClient(),
    env: defaultWidgetEnv(language),
  };
  return renderToString(<IslandShell context={context}>{island.render(props)}</IslandShell>);
}
