import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../../../http/problem-error.ts';
import { parseParams } from '../../../../http/parse-params.ts';
import type { AppServices } from '../../../../services/app-services.ts';
import { addItem, emptyCart, removeItem, updateItem } from '../../../../services/cart/cart-actions.ts';
import {
  cartContext,
  cartOrThrow,
  readCart,
  parseAddItem,
  promoGrantFor,
  recordAddedToCart,
  requestParams,
  withLinks,
} from './cart-route-helpers.ts';

/** Item keys are 32 word characters; anything else is not a route (rest_no_route). */
const ITEM_KEY = ':key([\\w-]{32})';
const quantitySchema = z.object({ quantity: z.coerce.number().int() });

/** The /cart/items collection (reference §2): items with `_links`, 201 on create, 204 on delete. */
export function registerCartItemRoutes(app: FastifyInstance, services: AppServices, namespace: string): void {
  const links = (base: string, key: string) => [`${base}${namespace}/cart/items/${key}`, `${base}${namespace}/cart/items`] as const;

  app.get('/cart/items', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const cart = await readCart(services.carts, ctx);
    return cart.items.map((item) => withLinks(item, ...links(ctx.siteUrl, item.key)));
  });

  app.post('/cart/items', async (request, reply) => {
    const ctx = cartContext(request, reply);
    const item = parseAddItem(requestParams(request));
    const outcome = await addItem(services.carts, ctx, { ...item, promo: await promoGrantFor(services, request, ctx, item) });
    const cart = cartOrThrow(outcome, ctx, { id: item.id });
    const added = cart.items.find((line) => line.key === (outcome.ok ? outcome.key : ''));
    await recordAddedToCart(services, request, cart, { key: added?.key, quantity: item.quantity });
    return reply.status(201).send(added ? withLinks(added, ...links(ctx.siteUrl, added.key)) : null);
  });

  app.delete('/cart/items', async (request, reply) => {
    const ctx = cartContext(request, reply);
    cartOrThrow(await emptyCart(services.carts, ctx), ctx);
    return [];
  });

  app.get<{ Params: { key: string } }>(`/cart/items/${ITEM_KEY}`, async (request, reply) => {
    const ctx = cartContext(request, reply);
    const cart = await readCart(services.carts, ctx);
    const item = cart.items.find((line) => line.key === request.params.key);
    if (!item) fail('cartItemDoesNotExist', undefined, { data: { cart } });
    return withLinks(item, ...links(ctx.siteUrl, item.key));
  });

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { key: string } }>(`/cart/items/${ITEM_KEY}`, async (request, reply) => {
      const ctx = cartContext(request, reply);
      const { quantity } = parseParams(quantitySchema, requestParams(request));
      const cart = cartOrThrow(await updateItem(services.carts, ctx, request.params.key, quantity), ctx, {
        invalidKey: 'cartItemDoesNotExist',
      });
      const item = cart.items.find((line) => line.key === request.params.key);
      return item ? withLinks(item, ...links(ctx.siteUrl, item.key)) : null;
    });
  }

  app.delete<{ Params: { key: string } }>(`/cart/items/${ITEM_KEY}`, async (request, reply) => {
    const ctx = cartContext(request, reply);
    cartOrThrow(await removeItem(services.carts, ctx, request.params.key), ctx, { invalidKey: 'cartItemDoesNotExist' });
    return reply.status(204).send();
  });
}
