import type * as React from 'react';
import type { MessageCode } from '@leasekit/core';
import type { AppServices } from '../app/services';
import { startCheckpointExchange } from './checkpoint/checkpoint-exchange';

/** A lazily loaded route module: its default export is the route's component. */
export type RouteModule = () => Promise<{ default: React.ComponentType }>;

/**
 * One row of the route table (03 §2). `middleware` lists named guards with parameters
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

/**
 * The app's route table (03 §2). Route modules live in `src/routes/`; each is split into its own chunk.
 */
export const appRoutes: readonly AppRouteDefinition[] = [
  {
    path: '/',
    name: 'apply/retailer',
    title: 'app.title.storeSelection',
    middleware: ['store-selection'],
    load: () => import('./store-selection/store-selection-route'),
  },
  // --- the wizard: /apply needs a token, else the checkpoint (03 §2) ---
  {
    path: '/apply',
    name: 'apply/store',
    title: 'app.title.apply',
    middleware: ['token', 'undecided'],
    load: () => import('./apply/apply-route'),
  },
  {
    path: '/intellicheck',
    name: 'intellicheck',
    title: 'app.title.intellicheck',
    middleware: ['token'],
    load: () => import('./apply/intellicheck-route'),
  },
  {
    path: '/intellicheck/exchange/:token',
    name: 'intellicheck/exchange',
    title: 'app.title.intellicheck',
    load: () => import('./apply/intellicheck-exchange-route'),
  },
  {
    path: '/not-found',
    name: 'not-found',
    load: () => import('./error-pages/store-not-found-route'),
  },
  {
    path: '/checkpoint',
    name: 'checkpoint',
    title: 'app.title.checkpoint',
    load: () => import('./checkpoint/checkpoint-route'),
  },
  {
    path: '/checkpoint/redirect',
    name: 'checkpoint/redirect',
    title: 'app.title.redirect',
    middleware: ['token'],
    load: () => import('./checkpoint/redirect-route'),
  },
  {
    path: '/checkpoint/:token/:iframe/:process?',
    name: 'checkpoint/resume',
    title: 'app.title.resume',
    prefetch: (services, params) => startCheckpointExchange(services, params.token ?? '', params.iframe),
    load: () => import('./checkpoint/resume-route'),
  },
  {
    path: '/process',
    name: 'process',
    title: 'app.title.process',
    middleware: ['token'],
    load: () => import('./checkpoint/process-route'),
  },
  {
    path: '/result/approved',
    name: 'result/approved',
    title: 'app.title.approved',
    middleware: ['token'],
    load: () => import('./results/approved-route'),
  },
  {
    path: '/result/denied',
    name: 'result/denied',
    title: 'app.title.denied',
    middleware: ['token'],
    load: () => import('./results/denied-route'),
  },
  {
    path: '/result/contract-in-progress',
    name: 'result/contract-in-progress',
    title: 'app.title.contractInProgress',
    load: () => import('./results/contract-in-progress-route'),
  },
  {
    path: '/result/contact-store',
    name: 'result/contact-store',
    title: 'app.title.contactStore',
    load: () => import('./results/contact-store-route'),
  },
  // --- checkout (02 §2): every checkout route needs verification (03 §2) ---
  {
    path: '/checkout',
    name: 'checkout',
    title: 'app.title.checkout',
    middleware: ['token', 'verified'],
    children: [
      { path: '', name: 'checkout/index', redirectTo: '/checkout/lease' },
      // Each checkout screen is its own chunk.
      // A screen the checkout has moved past (signed, paid) sends Back and Forward where it stands.
      {
        path: 'delivery-options',
        name: 'checkout/delivery',
        middleware: ['checkout-screen:checkout/delivery'],
        load: () => import('./checkout/delivery-route'),
      },
      {
        path: 'lease',
        name: 'checkout/lease',
        middleware: ['checkout-screen:checkout/lease'],
        load: () => import('./checkout/lease-route'),
      },
      {
        path: 'preview',
        name: 'checkout/preview',
        middleware: ['checkout-screen:checkout/preview'],
        load: () => import('./checkout/preview-route'),
      },
      {
        path: 'sign',
        name: 'checkout/sign',
        middleware: ['checkout-screen:checkout/sign'],
        load: () => import('./checkout/sign-route'),
      },
      { path: 'complete', name: 'checkout/complete', load: () => import('./checkout/complete-route') },
      {
        path: 'payment',
        name: 'checkout/payment',
        middleware: ['checkout-screen:checkout/payment'],
        load: () => import('./checkout/payment-route'),
      },
      {
        path: 'banking',
        name: 'checkout/banking',
        middleware: ['checkout-screen:checkout/banking'],
        load: () => import('./checkout/banking-route'),
      },
    ],
  },
  // --- error pages (03 §2, §8) ---
  {
    path: '/retailer-not-found',
    name: 'retailer-not-found',
    load: () => import('./error-pages/retailer-not-found-route'),
  },
  {
    path: '/store-not-found',
    name: 'store-not-found',
    load: () => import('./error-pages/store-not-found-route'),
  },
  {
    path: '/application-not-found',
    name: 'application-not-found',
    load: () => import('./error-pages/application-not-found-route'),
  },
  {
    path: '/checkout-not-found',
    name: 'checkout-not-found',
    load: () => import('./error-pages/checkout-not-found-route'),
  },
  { path: '/unknown', name: 'unknown', load: () => import('./error-pages/unknown-route') },
  { path: '/403', name: '403', load: () => import('./error-pages/forbidden-route') },
  { path: '*', name: '404', load: () => import('./error-pages/not-found-route') },
];

/**
 * Starts loading the module of the route at `path` (a path without parameters, as the core's routing
 * rules return: `/apply`, `/result/approved`, `/checkout/lease`), so a screen that knows where the
 * shopper goes next can fetch it while it is still working. Returns the load, or null for a path
 * without a module of its own.
 */
export function loadRoute(path: string): Promise<unknown> | null {
  for (const route of appRoutes) {
    if (route.path === path) return route.load?.() ?? null;
    for (const child of route.children ?? []) {
      if (`${route.path}/${child.path}` === path) return child.load?.() ?? null;
    }
  }
  return null;
}
