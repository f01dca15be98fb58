import { isRecord } from '@leasekit/core';

// Route names and their paths, apart from the route table: route modules and the app's hooks navigate by
// name, and importing the table (which imports every route module) from them would make a cycle.

/** What every matched route carries in `handle`: its name and title code, for breadcrumbs and host progress. */
export interface AppRouteHandle {
  name: string;
  title?: string;
}

/** Whether a matched route's `handle` (typed unknown by the router) is an {@link AppRouteHandle}. */
export function isAppRouteHandle(value: unknown): value is AppRouteHandle {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    (value.title === undefined || typeof value.title === 'string')
  );
}

/** The path of each route name the core's routing rules return (03 §4), for navigation. */
export const routePaths: Readonly<Record<string, string>> = {
  'apply/retailer': '/',
  'apply/store': '/apply',
  checkpoint: '/checkpoint',
  'checkpoint/redirect': '/checkpoint/redirect',
  process: '/process',
  intellicheck: '/intellicheck',
  'checkout/delivery': '/checkout/delivery-options',
  'checkout/lease': '/checkout/lease',
  'checkout/preview': '/checkout/preview',
  'checkout/sign': '/checkout/sign',
  'checkout/payment': '/checkout/payment',
  'checkout/banking': '/checkout/banking',
  'checkout/complete': '/checkout/complete',
  approved: '/result/approved',
  denied: '/result/denied',
  'contract-in-progress': '/result/contract-in-progress',
  'contact-store': '/result/contact-store',
  '403': '/403',
  unknown: '/unknown',
  'application-not-found': '/application-not-found',
  'retailer-not-found': '/retailer-not-found',
  'store-not-found': '/store-not-found',
  'checkout-not-found': '/checkout-not-found',
};

/** The path of a route name; a value that already is a path ('/…') is returned as it is. */
export function pathOf(nameOrPath: string): string {
  if (nameOrPath.startsWith('/')) return nameOrPath;
  const path = routePaths[nameOrPath];
  if (!path) throw new Error(`Unknown route name: ${nameOrPath}`);
  return path;
}

/** The route name of a path of {@link routePaths} (`/checkout/preview` → `checkout/preview`), or null. */
export function nameOfPath(path: string): string | null {
  return Object.entries(routePaths).find(([, value]) => value === path)?.[0] ?? null;
}
