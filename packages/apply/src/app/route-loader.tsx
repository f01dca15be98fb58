import * as React from 'react';

/** Starts loading the module of the route at a path; null for a path without a module of its own. */
export type RouteLoader = (path: string) => Promise<unknown> | null;

// The router provides the route table's loader: a route module that knows where the shopper goes next
// reaches it through this context, as importing the table (which imports every route) would make a cycle.
const RouteLoaderContext = React.createContext<RouteLoader>(() => null);

/** Gives the route table's {@link RouteLoader} to the routes below it. */
export const RouteLoaderProvider = RouteLoaderContext.Provider;

/** The route table's loader; outside a {@link RouteLoaderProvider} (tests, stories) it loads nothing. */
export function useRouteLoader(): RouteLoader {
  return React.useContext(RouteLoaderContext);
}
