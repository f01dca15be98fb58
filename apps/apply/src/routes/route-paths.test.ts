import { describe, expect, it } from 'vitest';
import { appRoutes } from './route-table';
import { isAppRouteHandle, pathOf } from './route-paths';

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

  it('every route of the table navigates to a path', () => {
    expect(pathOf('checkout/lease')).toBe('/checkout/lease');
    expect(pathOf('/apply')).toBe('/apply');
    expect(() => pathOf('nowhere')).toThrow('Unknown route name: nowhere');
    expect(appRoutes.length).toBeGreaterThan(0);
  });
});
