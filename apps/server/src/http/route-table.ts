import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  /** The route's pattern as registered (`/wp-json/soul/v1/orders/:id`). */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order: what the fuzz test drives (and, later, per-route metrics). */
    routeTable: readonly RouteEntry[];
  }
}

/** Starts recording routes; call before any route is registered (child contexts inherit the hook). */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url ?? route.path });
  });
}
