import { createHashRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { MiddlewareRegistry } from '@leasekit/core';
import { appRoutes, loadRoute, type AppRouteDefinition } from '../routes/route-table';
import { pathOf, type AppRouteHandle } from '../routes/route-paths';
import { AppShell, BootFallback } from './app-shell';
import { RouteError } from './route-error';
import { RouteLoaderProvider } from './route-loader';
import type { GuardContext } from './guards';
import type { AppServices } from './services';

/**
 * Turns the route table into react-router routes: middleware run in the loader (a blocking decision
 * becomes a redirect to the route it names), then the route's `prefetch` starts its early work (given
 * the API client), modules load lazily, and the handle carries name and title.
 * Every route's middleware names are resolved up front, so a route naming an unregistered middleware
 * fails at start-up with the error naming it (01 §8), not on the first visit.
 */
export function toRouteObjects(
  definitions: readonly AppRouteDefinition[],
  services: Pick<AppServices, 'session'> & Partial<Pick<AppServices, 'api' | 'checkpointExchanges'>>,
  registry: MiddlewareRegistry<GuardContext>,
): RouteObject[] {
  return definitions.map((definition): RouteObject => {
    const middleware = definition.middleware ?? [];
    registry.resolve(middleware);
    const handle: AppRouteHandle = {
      name: definition.name,
      ...(definition.title ? { title: definition.title } : {}),
    };
    const { prefetch, load } = definition;
    const loader =
      middleware.length > 0 || definition.redirectTo || prefetch
        ? ({ params }: LoaderFunctionArgs) => {
            if (definition.redirectTo) return redirect(definition.redirectTo);
            const decision = registry.run(middleware, { session: services.session.getState(), params });
            if (decision) return redirect(pathOf(decision.redirect));
            const { api, checkpointExchanges } = services;
            if (prefetch && api && checkpointExchanges) {
              prefetch({ api, session: services.session, checkpointExchanges }, params);
            }
            return null;
          }
        : undefined;
    const common = {
      handle,
      ...(loader ? { loader } : {}),
      ...(load
        ? {
            lazy: async () => {
              const module = await load();
              return { Component: module.default };
            },
          }
        : {}),
    };
    // The table's '' path is its parent's index route, which the router allows no children.
    if (definition.path === '') {
      if (definition.children) throw new Error(`The index route ${definition.name} cannot have children`);
      return { ...common, index: true };
    }
    return {
      ...common,
      path: definition.path,
      ...(definition.children ? { children: toRouteObjects(definition.children, services, registry) } : {}),
    };
  });
}

/** Creates the app's hash router: the shell around every route of the table. */
export function createAppRouter(services: AppServices, registry: MiddlewareRegistry<GuardContext>) {
  return createHashRouter([
    {
      element: (
        <RouteLoaderProvider value={loadRoute}>
          <AppShell />
        </RouteLoaderProvider>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootFallback />,
      children: toRouteObjects(appRoutes, services, registry),
    },
  ]);
}
