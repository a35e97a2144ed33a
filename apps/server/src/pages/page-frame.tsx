import { shoppingCategories, SHOP_MENU_ID, type Language } from '@soul/contracts';
import { menuWidgetProps } from './components/menu-mount.tsx';
import type { FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { consentRecordOf, hasCurrentConsent } from '../http/consent.ts';
import { siteUrl } from '../http/site-url.ts';
import { translator, type Translate } from '../i18n.ts';
import { Document, type PageMeta } from './components/document.tsx';
import type { ConsentBannerState } from './components/consent-banner.tsx';
import { NONCE_ACTIONS } from '../services/nonces.ts';
import { pageSettings } from './page-settings.ts';
import { renderDocument } from './render-page.tsx';
import type { WebAssets } from '../web-assets.ts';
import type { AppServices } from '../services/app-services.ts';

export interface PageContext {
  language: Language;
  t: Translate;
  base: string;
  request: FastifyRequest;
  services: AppServices;
  assets: WebAssets;
}

export function pageContext(request: FastifyRequest, services: AppServices, language: Language): PageContext {
  const base = siteUrl(request, services.config);
  return { language, t: translator(language), base, request, services, assets: services.assets };
}

/**
 * Wraps page content in the shared document (header, footer, settings) and
 * returns the HTML. `widgets` are the islands this page enables; their chunks
 * are preloaded (a widget without one loads later: below the fold).
 */
export async function renderFrame(
  ctx: PageContext,
  meta: Omit<PageMeta, 'canonical' | 'alternates'> & { paths: Record<Language, string> },
  widgets: { name: string; chunk?: string }[],
  content: ReactNode,
  options: { minimal?: boolean } = {},
): Promise<string> {
  const [categories, cartItemsCount, menu] = await Promise.all([
    ctx.services.catalogue.listCategories(ctx.language),
    ctx.services.carts.count(ctx.request.visitor.sessionToken),
    options.minimal ? null : ctx.services.menus.find(SHOP_MENU_ID, ctx.language),
  ]);
  const settings = pageSettings(
    ctx.request,
    ctx.services,
    ctx.language,
    Object.fromEntries(widgets.map((w) => [w.name, true])),
    cartItemsCount,
    !options.minimal,
  );
  const alternates = { en: ctx.base + meta.paths.en, lt: ctx.base + meta.paths.lt };
  return renderDocument(
    <Document
      language={ctx.language}
      t={ctx.t}
      meta={{ ...meta, canonical: alternates[ctx.language], alternates }}
      settings={settings}
      assets={ctx.assets}
      islandChunks={widgets.flatMap((w) => (w.chunk ? ctx.assets.islandChunks(w.chunk) : []))}
      categories={navigationCategories(categories, ctx.language)}
      menu={options.minimal ? null : menuWidgetProps(menu, ctx.language, ctx.t, { en: meta.paths.en, lt: meta.paths.lt })}
      minimal={options.minimal ?? false}
      consentBanner={consentBannerFor(ctx, meta.paths[ctx.language])}
    >
      {content}
    </Document>,
  );
}

/**
 * The consent banner shows until the visitor decided under the current
 * revision (storefront §4: a changed revision asks again). Its form (for a
 * browser without JavaScript) carries the page nonce and the way back.
 */
function consentBannerFor(ctx: PageContext, pagePath: string): ConsentBannerState | null {
  const revision = ctx.services.config.consentRevision;
  if (hasCurrentConsent(ctx.request.cookies, revision)) return null;
  const subject = { userId: ctx.request.visitor.userId, sessionToken: ctx.request.visitor.sessionToken ?? '' };
  return {
    revised: consentRecordOf(ctx.request.cookies) !== null,
    nonce: ctx.services.nonces.create(NONCE_ACTIONS.rest, subject),
    // Back to this page with its query (a filtered list stays filtered); a page shown at another address
    // (not found, a redirect's target) goes back to its own path, so nothing typed into a URL is echoed.
    returnTo: ctx.request.url.split('?')[0] === pagePath ? ctx.request.url : pagePath,
  };
}

/** Categories worth a link in navigation: not empty, and not the post-checkout upsell category. */
export function navigationCategories<C extends { id: number; count: number }>(categories: C[], _language: Language): C[] {
  return shoppingCategories(categories).filter((c) => c.count > 0);
}
