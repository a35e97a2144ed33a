import type { Language, MenuWidgetProps, PageSettings } from '@soul/contracts';
import type { CategoryWithCount } from '@soul/domain/products/catalogue-port';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n.ts';
import type { WebAssets } from '../../web-assets.ts';
import { SHOP_NAME } from '../page-settings.ts';
import { BRAND_ICON_DATA_URI } from './brand-icon.ts';
import { ConsentBanner, type ConsentBannerState } from './consent-banner.tsx';
import { Footer } from './footer.tsx';
import { Header, HeaderWidgets } from './header.tsx';
import { JsonScript } from './json-script.tsx';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** Absolute URL of this page in each language (hreflang). */
  alternates: Record<Language, string>;
  jsonLd?: object[];
  /** An image worth preloading (the product's main image), to help the largest paint. */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /** A private page (the account area): search engines keep it out of their index. */
  noindex?: boolean;
  /**
   * Where the header's language switch goes, when it is more than the
   * alternate: a filtered product list keeps its filters and sort, its
   * category in the other language's words. Paths, not URLs.
   */
  languageLinks?: Record<Language, string>;
}

export interface DocumentProps {
  language: Language;
  t: Translate;
  meta: PageMeta;
  settings: PageSettings;
  assets: WebAssets;
  /** Island chunks this page needs at once (preloaded next to the boot script). */
  islandChunks: string[];
  categories: CategoryWithCount[];
  /** The header's dynamic menu props (none on a minimal page). */
  menu: MenuWidgetProps | null;
  /** A focused page (checkout reached from a promotion): no header, no footer. */
  minimal?: boolean;
  /** The cookie-consent banner, for a visitor with no current decision (`revised`: their decision was for an older revision). */
  consentBanner?: ConsentBannerState | null;
  children: ReactNode;
}

/**
 * Every tab and bookmark says whose page it is: "Checkout | Soul Shop". A title
 * that already names the shop (the home page's) is left as it is.
 */
export function titleWithShopName(title: string): string {
  return title.includes(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`;
}

/** The whole HTML page: head with metadata and assets, header, main, footer, settings and boot script. */
export function Document({
  language,
  t,
  meta,
  settings,
  assets,
  islandChunks,
  categories,
  menu,
  minimal = false,
  consentBanner = null,
  children,
}: DocumentProps) {
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  return (
    <html lang={settings.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{titleWithShopName(meta.title)}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={meta.canonical} />
        <link rel="alternate" hrefLang="en-GB" href={meta.alternates.en} />
        <link rel="alternate" hrefLang="lt-LT" href={meta.alternates.lt} />
        <link rel="alternate" hrefLang="x-default" href={meta.alternates.en} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href={BRAND_ICON_DATA_URI} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {meta.preloadImage ? (
          <link
            rel="preload"
            as="image"
            href={meta.preloadImage.href}
            imageSrcSet={meta.preloadImage.srcset}
            imageSizes={meta.preloadImage.sizes}
            fetchPriority="high"
          />
        ) : null}
        {assets.bootScript ? <script type="module" src={assets.bootScript} /> : null}
        {[...assets.preloads, ...islandChunks].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {(meta.jsonLd ?? []).map((data, index) => (
          <JsonScript key={index} type="application/ld+json" data={data} />
        ))}
      </head>
      {/* A column as tall as the window: on a short page the footer sits at the bottom, no empty band under it. */}
      <body className="flex min-h-screen flex-col bg-canvas text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('pages.skipToContent')}
        </a>
        {minimal || !menu ? (
          <HeaderWidgets />
        ) : (
          <Header
            language={language}
            t={t}
            cartCount={settings.cartItemsCount}
            alternates={meta.languageLinks ?? { en: pathOf(meta.alternates.en), lt: pathOf(meta.alternates.lt) }}
            menu={menu}
          />
        )}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
          {children}
        </main>
        {minimal ? null : <Footer language={language} t={t} categories={categories} />}
        {consentBanner ? <ConsentBanner t={t} language={language} {...consentBanner} /> : null}
        <JsonScript id="soul-settings" data={settings} />
      </body>
    </html>
  );
}
