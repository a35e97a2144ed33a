import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from '../../http/send-html.ts';
import { ensureSession } from '../../plugins/session.ts';
import type { AppServices } from '../../services/app-services.ts';
import { renderCategory } from './category-page.tsx';
import { renderHome } from './home-page.tsx';
import { pageContext } from '../../pages/page-frame.tsx';
import { renderProduct } from './product-page.tsx';
import { renderShop } from './shop-page.tsx';
import { renderReviews } from './reviews-page.tsx';
import { BRAND_ICON_SVG } from '../../pages/components/brand-icon.ts';
import { languagePrefix, links } from '../../links.ts';

type Outcome = string | { html: string } | { redirect: string } | null;

/**
 * Server-rendered pages, English at /… and Lithuanian at /lt/…. A null outcome
 * falls through to the 404 page.
 */
export function registerPageRoutes(app: FastifyInstance, services: AppServices): void {
  const page = <P extends Record<string, string>>(
    path: string,
    render: (ctx: ReturnType<typeof pageContext>, params: P, query: Record<string, unknown>) => Promise<Outcome>,
  ) => {
    for (const language of ['en', 'lt'] as const) {
      const localized = language === 'lt' ? `/lt${path === '/' ? '' : path}` : path;
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        // The page's nonces are bound to the visitor's session: start one now if needed.
        ensureSession(request, reply);
        const ctx = pageContext(request, services, language);
        const outcome = await render(ctx, request.params as P, (request.query ?? {}) as Record<string, unknown>);
        return send(reply, outcome);
      };
      app.get(localized, handler);
      if (language === 'lt' && path === '/') app.get('/lt/', handler);
    }
  };

  // Pages without our <link rel="icon"> (mail previews, raw files) make browsers ask for this.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(BRAND_ICON_SVG),
  );
  page('/', (ctx) => renderHome(ctx));
  page('/products', (ctx, _params, query) => renderShop(ctx, query));
  page<{ slug: string }>('/product-category/:slug', (ctx, params, query) => renderCategory(ctx, params.slug, query));
  page<{ slug: string }>('/product/:slug', (ctx, params) => renderProduct(ctx, params.slug));
  // Each language has its own word for the reviews page: /reviews, /lt/atsiliepimai.
  for (const language of ['en', 'lt'] as const) {
    app.get(links.reviews(language), async (request, reply) => {
      ensureSession(request, reply);
      return send(reply, await renderReviews(pageContext(request, services, language)));
    });
  }
  registerFamiliarPaths(app);
}

/**
 * Addresses shoppers type or follow from old links and other shops: WooCommerce's
 * `/shop` and `/cart`, and the product list with a trailing slash. Each goes where
 * it means here, in its language, keeping the query (a filtered list stays filtered).
 * The cart has no page of its own (the drawer, and the checkout's order summary), so
 * `/cart` is a temporary redirect: a cart page may come.
 */
function registerFamiliarPaths(app: FastifyInstance): void {
  for (const language of ['en', 'lt'] as const) {
    const prefix = languagePrefix(language);
    const to = (target: string, status: 301 | 302) => async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? target : `${target}${request.url.slice(query)}`, status);
    };
    for (const path of ['/products/', '/shop', '/shop/']) app.get(`${prefix}${path}`, to(links.shop(language), 301));
    for (const path of ['/cart', '/cart/']) app.get(`${prefix}${path}`, to(links.checkout(language), 302));
  }
}

function send(reply: FastifyReply, outcome: Outcome) {
  if (outcome === null) return reply.callNotFound();
  if (typeof outcome === 'object' && 'redirect' in outcome) return reply.redirect(outcome.redirect, 301);
  return sendHtml(reply, 200, typeof outcome === 'string' ? outcome : outcome.html);
}
