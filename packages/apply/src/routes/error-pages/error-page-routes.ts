import type { AppRouteRegistry } from '../app-route';

/**
 * Registers the error pages (03 §2, §8), the catch-all 404 among them; returns the function that removes
 * them.
 */
export function registerErrorPageRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    { path: '/not-found', name: 'not-found', load: () => import('./store-not-found-route') },
    {
      path: '/retailer-not-found',
      name: 'retailer-not-found',
      load: () => import('./retailer-not-found-route'),
    },
    { path: '/store-not-found', name: 'store-not-found', load: () => import('./store-not-found-route') },
    {
      path: '/application-not-found',
      name: 'application-not-found',
      load: () => import('./application-not-found-route'),
    },
    {
      path: '/checkout-not-found',
      name: 'checkout-not-found',
      load: () => import('./checkout-not-found-route'),
    },
    { path: '/unknown', name: 'unknown', load: () => import('./unknown-route') },
    { path: '/403', name: '403', load: () => import('./forbidden-route') },
    { path: '*', name: '404', load: () => import('./not-found-route') },
  ]);
}
