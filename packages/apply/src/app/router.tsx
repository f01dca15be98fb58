import { createHashRouter, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadMessages, type MessagePart, type MiddlewareRegistry } from '@leasekit/core';
import { FullScreenLoader } from '@leasekit/ui';
import { createAppRoutes, getRouteLoader } from '../routes/route-table';
import type { AppRouteDefinition, AppRouteRegistry } from '../routes/app-route';
import { nameOfPath, pathOf, type AppRouteHandle } from '../routes/route-paths';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';
import { RouteLoaderProvider } from './route-loader';
import { NavigationPendingProvider } from './navigation-pending';
import type { GuardContext } from './guards';
import type { AppServices } from './services';

/**
 * Turns registered routes into react-router routes: middleware run in the loader (a blocking decision
 * becomes a redirect to the route it names), then the route's `prefetch` starts its early work (given
 * the API client), modules load lazily together with the catalogue parts their screens show (the
 * route's `messages` and its parents'), and the handle carries name and title.
 * Every route's middleware names are resolved up front, so a route naming an unregistered middleware
 * fails at start-up with the error naming it (01 §8), not on the first visit.
 */
export function toRouteObjects(
  definitions: readonly AppRouteDefinition[],
  services: Pick<AppServices, 'session'> & Partial<Pick<AppServices, 'api' | 'checkpointExchanges'>>,
  registry: MiddlewareRegistry<GuardContext>,
  parentMessages: readonly MessagePart[] = [],
): RouteObject[] {
  return definitions.map((definition): RouteObject => {
    const messages = [...parentMessages, ...(definition.messages ?? [])];
    const middleware = definition.middleware ?? [];
    registry.resolve(middleware);
    const handle: AppRouteHandle = {
      name: definition.name,
      ...(definition.title ? { title: definition.title } : {}),
    };
    const { prefetch, load } = definition;
    const loader =
      middleware.length > 0 || definition.redirectTo || prefetch
        ? ({ params, request }: LoaderFunctionArgs) => {
            if (definition.redirectTo) return redirect(definition.redirectTo);
            const decision = registry.run(middleware, { session: services.session.getState(), params });
            if (decision) {
              const path = getRedirectPath(decision.redirect, request);
              return isArrived(request) ? replace(path) : redirect(path);
            }
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
              const [module] = await Promise.all([load(), loadMessages(messages)]);
              return { Component: module.default };
            },
          }
        : {}),
    };
    // A child's '' path is its parent's index route, which the router allows no children.
    if (definition.path === '') {
      if (definition.children) throw new Error(`The index route ${definition.name} cannot have children`);
      return { ...common, index: true };
    }
    return {
      ...common,
      path: definition.path,
      ...(definition.children
        ? { children: toRouteObjects(definition.children, services, registry, messages) }
        : {}),
    };
  });
}

/**
 * The path a blocking middleware sends navigation to. The checkpoint redirect, which restores a session
 * that kept only its token (a fresh page: a reload, Back from the lender's signing page), is told the
 * route the shopper came to (`?to=checkout/preview`, a route name, never data), so that it can return
 * there when the checkout still allows it (docs/behaviour.md "Browser history").
 */
function getRedirectPath(target: string, request: Request | undefined): string {
  const path = pathOf(target);
  if (target !== 'checkpoint/redirect' || !request) return path;
  const wanted = nameOfPath(new URL(request.url).pathname);
  return wanted ? `${path}?${new URLSearchParams({ to: wanted }).toString()}` : path;
}

/**
 * Whether the browser already shows the entry being loaded: a page load, Back or Forward (the address
 * has moved before the loaders run), not a link or button (which adds its entry only once loaded). A
 * guard's redirect then takes that entry over instead of adding one after it, so Back onto a place the
 * journey has moved past keeps the entries around it (Forward still works, and the next Back goes on
 * further back instead of meeting the same redirect again).
 */
function isArrived(request: Request | undefined): boolean {
  if (!request || typeof window === 'undefined') return false;
  const shown = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  return shown === new URL(request.url).pathname;
}

/**
 * Creates the app's hash router: the shell around every route registered in `routes` (by default the
 * app's features' routes, `createAppRoutes`).
 */
export function createAppRouter(
  services: AppServices,
  registry: MiddlewareRegistry<GuardContext>,
  routes: AppRouteRegistry = createAppRoutes(),
) {
  // The shell reads the router's live navigation state (app/navigation-pending.tsx); it exists once made.
  let router: ReturnType<typeof createHashRouter> | null = null;
  const pending = () => (router ? router.state.navigation.state !== 'idle' : false);
  router = createHashRouter([
    {
      element: (
        <NavigationPendingProvider value={pending}>
          <RouteLoaderProvider value={getRouteLoader(routes)}>
            <AppShell />
          </RouteLoaderProvider>
        </NavigationPendingProvider>
      ),
      errorElement: <RouteError />,
      // While the first route's module loads: the full-screen loader that index.html already paints
      // before any script runs, so the first render changes nothing on screen. Its texts are in the app's
      // locale, which ServicesProvider provides above the router.
      hydrateFallbackElement: <FullScreenLoader open />,
      children: toRouteObjects(routes.getRoutes(), services, registry),
    },
  ]);
  return router;
}
