import { createRouteRegistry, loadMessages } from '@leasekit/core';
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
 * (`/apply`, `/result/approved`, `/checkout/lease`), it starts loading that route's module and the
 * catalogue parts its screens show, so a screen that knows where the shopper goes next can fetch them
 * while it is still working. It returns the module's load (settled once the parts are in too), or null
 * for a path without a module of its own.
 */
export function getRouteLoader(routes: AppRouteRegistry): (path: string) => Promise<unknown> | null {
  const start = (route: AppRouteDefinition, parent?: AppRouteDefinition) =>
    route.load
      ? Promise.all([
          route.load(),
          loadMessages([...(parent?.messages ?? []), ...(route.messages ?? [])]),
        ]).then(([module]) => module)
      : null;
  return (path) => {
    for (const route of routes.getRoutes()) {
      if (route.path === path) return start(route);
      for (const child of route.children ?? []) {
        if (`${route.path}/${child.path}` === path) return start(child, route);
      }
    }
    return null;
  };
}
