import type { AppRouteRegistry } from '../app-route';

/** Registers store selection (03 §2 `/`, apply/retailer); returns the function that removes it. */
export function registerStoreSelectionRoutes(routes: AppRouteRegistry): () => void {
  return routes.addRoutes([
    {
      path: '/',
      name: 'apply/retailer',
      title: 'app.title.storeSelection',
      middleware: ['store-selection'],
      load: () => import('./store-selection-route'),
    },
  ]);
}
