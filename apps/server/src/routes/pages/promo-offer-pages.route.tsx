import type { Language } from '@soul/contracts';
import type { CatalogueProduct } from '@soul/domain/products/product';
import { renderIsland } from '@soul/web/ssr';
import type { FastifyInstance } from 'fastify';
import { sendHtml } from '../../http/send-html.ts';
import { links } from '../../links.ts';
import { Island, renderedIsland } from '../../pages/components/island.tsx';
import { pageContext, renderFrame, type PageContext } from '../../pages/page-frame.tsx';
import { renderNotFoundPage } from '../../pages/problem-pages.ts';
import { ensureSession } from '../../plugins/session.ts';
import { landingPaths, serializeShownPromotion } from '../../serializers/promotion.serializer.ts';
import type { AppServices } from '../../services/app-services.ts';

const PROMO_OFFER_CHUNK = 'src/widgets/promo-offer/island.tsx';
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Where a landing slug is served in each language (the serializer's `landing_pages` use the same paths). */
export const OFFER_PAGE_PREFIX: Record<Language, string> = { en: '/offer', lt: '/lt/pasiulymas' };

/**
 * The quantity-offer landing pages (storefront §2 "Quantity-promotion
 * widget", issue 17): `/offer/{landing slug}` and `/lt/pasiulymas/{landing
 * slug}` of a live quantity offer. The offer is rendered on the server in
 * the `promo-offer` island (options and prices as the promotion API answers
 * them), so it reads without JavaScript; the island then starts the
 * visitor's countdown. Unknown, ended or other-kind promotions get the
 * shop's 404 page. Never cached: the countdown and cart are per visitor.
 */
export function registerPromoOfferPages(app: FastifyInstance, services: AppServices): void {
  for (const language of ['en', 'lt'] as const satisfies readonly Language[]) {
    app.get<{ Params: { slug: string } }>(`${OFFER_PAGE_PREFIX[language]}/:slug`, async (request, reply) => {
      ensureSession(request, reply);
      // sendHtml answers `Cache-Control: no-store`: the countdown and the cart are the visitor's own.
      const html = await renderOfferPage(pageContext(request, services, language), request.params.slug);
      if (html === null) return sendHtml(reply, 404, await renderNotFoundPage(request, services, language));
      return sendHtml(reply, 200, html);
    });
  }
}

async function renderOfferPage(ctx: PageContext, slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const shown = await ctx.services.promotions.shown(slug, ctx.language);
  if (!shown.ok) return null;
  const { promotion } = shown.value;
  // Only a quantity offer's landing slug in this language: not its internal slug, nor another kind's.
  if (promotion.kind !== 'quantity_offer' || promotion.landingSlugs[ctx.language] !== slug) return null;
  const data = serializeShownPromotion(shown.value, ctx.language, ctx.base);
  const product = await offerProduct(ctx, promotion.productIds[0]);
  if (!product || data.quantityPromotions.length === 0) return null;

  const props = { promotion: data, product };
  const rendered = renderedIsland(renderIsland('promo-offer', props, ctx.language), props);
  const own = landingPaths(promotion);
  const paths = { en: own.en ?? links.home('en'), lt: own.lt ?? links.home('lt') };
  return renderFrame(
    ctx,
    {
      title: data.title,
      description: (data.message || data.title).slice(0, 160),
      paths,
    },
    [{ name: 'promo-offer', chunk: PROMO_OFFER_CHUNK }],
    <Island widget="promo-offer" rendered={rendered} />,
  );
}

/** The product an offer sells, as the page shows it: a variation's parent gives name, text and page. */
async function offerProduct(ctx: PageContext, id: number | undefined) {
  if (id === undefined) return null;
  const found = await ctx.services.catalogue.domainProducts([id], ctx.language);
  const item = found.get(id);
  if (!item) return null;
  const parent = item.parentId
    ? ((await ctx.services.catalogue.domainProducts([item.parentId], ctx.language)).get(item.parentId) ?? null)
    : null;
  const shown: CatalogueProduct = parent ?? item;
  const image = item.images[0] ?? shown.images[0];
  return {
    id: shown.id,
    name: shown.text.name,
    type: shown.type,
    sku: shown.sku,
    url: links.product(ctx.language, shown.text.slug),
    summary: (shown.text.shortDescription || shown.text.description)
      .replace(/<[^>]*>/g, '')
      .trim()
      .slice(0, 300),
    image: image
      ? {
          src: links.media(image.fileKey, 600),
          alt: image.alt || shown.text.name,
          width: 600,
          height: Math.round((600 * image.height) / Math.max(1, image.width)),
        }
      : null,
  };
}
