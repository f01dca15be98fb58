import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './route-table';
import { isAppRouteHandle, pathOf, routePaths } from './route-paths';

describe("spec 01 §2: a matched route's handle carries its name and title (breadcrumbs, host progress)", () => {
  it('a handle with a name, and a title when it has one, is a route handle', () => {
    expect(isAppRouteHandle({ name: 'checkout/lease', title: 'routes.lease' })).toBe(true);
    expect(isAppRouteHandle({ name: 'checkout/index' })).toBe(true);
  });

  it('anything else is not: no handle, no name, a title that is not text, a value of another kind', () => {
    for (const value of [
      undefined,
      null,
      'checkout/lease',
      ['x'],
      {},
      { title: 'routes.lease' },
      { name: 1 },
    ]) {
      expect(isAppRouteHandle(value)).toBe(false);
    }
    expect(isAppRouteHandle({ name: 'x', title: { en: 'Lease' } })).toBe(false);
  });

  it('extra keys on a handle are ignored; a name under a __proto__ key is no name', () => {
    expect(isAppRouteHandle({ name: 'checkout/lease', crumb: true })).toBe(true);
    expect(isAppRouteHandle(JSON.parse('{"__proto__":{"name":"checkout/lease"}}'))).toBe(false);
  });

  it('every named route navigates to a path', () => {
    expect(pathOf('checkout/lease')).toBe('/checkout/lease');
    expect(pathOf('/apply')).toBe('/apply');
    expect(() => pathOf('nowhere')).toThrow('Unknown route name: nowhere');
    // Every name the core's routing rules return is a route some feature registers at that path.
    const registered = new Map<string, string>();
    for (const route of createAppRoutes().getRoutes()) {
      registered.set(route.path, route.name);
      for (const child of route.children ?? []) registered.set(`${route.path}/${child.path}`, child.name);
    }
    for (const [name, path] of Object.entries(routePaths)) expect(registered.has(path), name).toBe(true);
  });
});
