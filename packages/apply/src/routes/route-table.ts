import { createRouteRegistry } from '@leasekit/core';
import type { AppRouteDefinition, AppRouteRegistry } from './app-route';
import { registerStoreSelectionRoutes } from './store-selection/store-selection-routes';
import { registerApplyRoutes } from './apply/apply-routes';
import { registerCheckpointRoutes } from './checkpoint/checkpoint-routes';
import { registerResultRoutes } from './results/result-routes';
import { registerCheckoutRoutes } from './checkout/checkout-routes';
import { registerErrorPageRoutes } from './error-pages/error-page-routes';

/**
 * The app's routes (03 §2): a route registry that starts empty (01 §2), to which each feature adds its
 * own routes from its folder (`*-routes.ts`). Route modules are each split into their own chunk.
 */
export function createAppRoutes(): AppRouteRegistry {
  const routes = createRouteRegistry<AppRouteDefinition>();
  for (const register of [
    registerStoreSelectionRoutes,
    registerApplyRoutes,
    registerCheckpointRoutes,
    registerResultRoutes,
    registerCheckoutRoutes,
    registerErrorPageRoutes,
  ]) {
    register(routes);
  }
  return routes;
}

/**
 * The route loader of `routes`: given a path without parameters, as the core's routing rules return
 * (`/apply`, `/result/approved`, `/checkout/lease`), it starts loading that route's module, so a screen
 * that knows where the shopper goes next can fetch it while it is still working. It returns the load,
 * or null for a path without a module of its own.
 */
export function getRouteLoader(routes: AppRouteRegistry): (path: string) => Promise<unknown> | null {
  return (path) => {
    for (const route of routes.getRoutes()) {
      if (route.path === path) return route.load?.() ?? null;
      for (const child of route.children ?? []) {
        if (`${route.path}/${child.path}` === path) return child.load?.() ?? null;
      }
    }
    return null;
  };
}
