import { describe, expect, it } from 'vitest';
import { createRouteRegistry } from '@leasekit/core';
import type { AppRouteDefinition } from './app-route';
import { createAppRoutes } from './route-table';
import { registerCheckoutRoutes } from './checkout/checkout-routes';

/** Every registered route as `path guard,guard`, children with their full path. */
function describeRoutes(routes: readonly AppRouteDefinition[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = parent && route.path ? `${parent}/${route.path}` : parent || route.path;
    const own = `${path} ${(route.middleware ?? []).join(',')}`.trim();
    return [own, ...describeRoutes(route.children ?? [], path)];
  });
}

describe('spec 01 §2, 03 §2: the app starts with no routes and its features add theirs', () => {
  it("the features' routes make the route table of 03 §2, each with its guards", () => {
    expect(describeRoutes(createAppRoutes().getRoutes())).toEqual([
      '/ store-selection',
      '/apply token,undecided',
      '/intellicheck token',
      '/intellicheck/exchange/:token',
      '/checkpoint',
      '/checkpoint/redirect token',
      '/checkpoint/:token/:iframe/:process?',
      '/process token',
      '/result/approved token,approved-screen',
      '/result/denied token',
      '/result/contract-in-progress',
      '/result/contact-store',
      '/checkout token,verified',
      '/checkout',
      '/checkout/delivery-options checkout-screen:checkout/delivery',
      '/checkout/lease checkout-screen:checkout/lease',
      '/checkout/preview checkout-screen:checkout/preview',
      '/checkout/sign checkout-screen:checkout/sign',
      '/checkout/complete',
      '/checkout/payment checkout-screen:checkout/payment',
      '/checkout/banking checkout-screen:checkout/banking',
      '/not-found',
      '/retailer-not-found',
      '/store-not-found',
      '/application-not-found',
      '/checkout-not-found',
      '/unknown',
      '/403',
      '*',
    ]);
  });

  it('a feature registering its routes a second time fails, naming the route', () => {
    const routes = createRouteRegistry<AppRouteDefinition>();
    const remove = registerCheckoutRoutes(routes);
    expect(() => registerCheckoutRoutes(routes)).toThrow('Route name checkout is already registered.');
    remove();
    expect(routes.getRoutes()).toEqual([]);
  });
});
