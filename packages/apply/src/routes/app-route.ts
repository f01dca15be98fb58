import type * as React from 'react';
import type { createRouteRegistry, MessageCode } from '@leasekit/core';
import type { AppServices } from '../app/services';

/** A lazily loaded route module: its default export is the route's component. */
export type RouteModule = () => Promise<{ default: React.ComponentType }>;

/**
 * One route the app registers (03 §2). `middleware` lists named guards with parameters
 * (`['token', 'verified:checkout']`), resolved through the registry in `app/guards.ts`; a name that is
 * not registered fails with an error naming it (01 §8). `title` feeds the breadcrumbs (01 §2).
 */
export interface AppRouteDefinition {
  /** The hash path, react-router syntax (`:token`, `:process?`, `*`). */
  path: string;
  /** The route's name (03 §2, 02 §2: `apply/store`, `checkout/lease`…), also the host `progress` step. */
  name: string;
  /** The catalogue code of the route's title; no breadcrumb when absent. */
  title?: MessageCode;
  /** Named middleware, in order; none by default. */
  middleware?: readonly string[];
  /** Where navigation goes instead (e.g. /checkout → /checkout/lease); the module is then not loaded. */
  redirectTo?: string;
  /** The route module, loaded on demand so later screens do not weigh on the first route. */
  load?: RouteModule;
  /**
   * Work started as soon as the router matches the route, before its module has loaded or React has
   * rendered (in the route's loader): the resume link's token exchange. None by default.
   */
  prefetch?: (
    services: Pick<AppServices, 'api' | 'session' | 'checkpointExchanges'>,
    params: Record<string, string | undefined>,
  ) => void;
  /** Nested routes (the checkout children). */
  children?: readonly AppRouteDefinition[];
}

/** Where the app's features register their routes: core's route registry of {@link AppRouteDefinition}. */
export type AppRouteRegistry = ReturnType<typeof createRouteRegistry<AppRouteDefinition>>;
