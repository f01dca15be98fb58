import { describe, expect, it } from 'vitest';
import { createRouteRegistry, type RouteRegistryEntry } from './route-registry';

interface TestRoute extends RouteRegistryEntry {
  title?: string;
  children?: readonly TestRoute[];
}

describe('spec 01 §2: the route list starts empty and routes are added later', () => {
  it('a new registry has no routes', () => {
    expect(createRouteRegistry().getRoutes()).toEqual([]);
  });

  it('routes added later, feature by feature, are listed in registration order with everything they carry', () => {
    const registry = createRouteRegistry<TestRoute>();
    registry.addRoutes([{ path: '/', name: 'apply/retailer', title: 'Stores' }]);
    registry.addRoutes([
      { path: '/apply', name: 'apply/store' },
      {
        path: '/checkout',
        name: 'checkout',
        children: [
          { path: '', name: 'checkout/index' },
          { path: 'lease', name: 'checkout/lease' },
        ],
      },
    ]);
    expect(registry.getRoutes().map((route) => route.name)).toEqual([
      'apply/retailer',
      'apply/store',
      'checkout',
    ]);
    expect(registry.getRoutes()[0]).toEqual({ path: '/', name: 'apply/retailer', title: 'Stores' });
    expect(registry.getRoutes()[2]?.children?.map((child) => child.name)).toEqual([
      'checkout/index',
      'checkout/lease',
    ]);
  });

  it('removing a feature takes out exactly its routes, once; the others stay', () => {
    const registry = createRouteRegistry();
    registry.addRoutes([{ path: '/', name: 'home' }]);
    const removeResults = registry.addRoutes([
      { path: '/result/approved', name: 'result/approved' },
      { path: '/result/denied', name: 'result/denied' },
    ]);
    registry.addRoutes([{ path: '*', name: '404' }]);
    removeResults();
    expect(registry.getRoutes().map((route) => route.name)).toEqual(['home', '404']);
    // The removed routes' names and paths are free again, and a second call removes nothing more.
    const again = registry.addRoutes([{ path: '/result/approved', name: 'result/approved' }]);
    removeResults();
    expect(registry.getRoutes().map((route) => route.name)).toEqual(['home', '404', 'result/approved']);
    again();
    expect(registry.getRoutes().map((route) => route.name)).toEqual(['home', '404']);
  });
});

describe('spec 01 §2: routes added later cannot take over the routes already there', () => {
  it('a name registered twice fails with an error naming it, also between a child and a top-level route', () => {
    const registry = createRouteRegistry();
    registry.addRoutes([
      { path: '/checkout', name: 'checkout', children: [{ path: 'lease', name: 'checkout/lease' }] },
    ]);
    expect(() => registry.addRoutes([{ path: '/lease', name: 'checkout/lease' }])).toThrow(
      'Route name checkout/lease is already registered.',
    );
    expect(() =>
      registry.addRoutes([
        { path: '/x', name: 'x' },
        { path: '/y', name: 'x' },
      ]),
    ).toThrow('Route name x is already registered.');
  });

  it("a path matching the same addresses fails naming both routes, whatever the parameters' names", () => {
    const registry = createRouteRegistry();
    registry.addRoutes([
      { path: '/checkpoint/:token/:iframe/:process?', name: 'checkpoint/resume' },
      { path: '/checkout', name: 'checkout', children: [{ path: 'lease', name: 'checkout/lease' }] },
    ]);
    expect(() => registry.addRoutes([{ path: '/checkpoint/:id/:frame', name: 'other' }])).toThrow(
      'Route other conflicts with route checkpoint/resume: both match /checkpoint/:/:.',
    );
    expect(() => registry.addRoutes([{ path: '/checkout/lease', name: 'lease-again' }])).toThrow(
      'Route lease-again conflicts with route checkout/lease: both match /checkout/lease.',
    );
    // A static segment is not a parameter: /checkpoint/redirect is its own address.
    expect(() =>
      registry.addRoutes([{ path: '/checkpoint/redirect', name: 'checkpoint/redirect' }]),
    ).not.toThrow();
  });

  it("a parent's index route claims the parent's own address", () => {
    const registry = createRouteRegistry();
    registry.addRoutes([
      { path: '/checkout', name: 'checkout', children: [{ path: '', name: 'checkout/index' }] },
    ]);
    expect(() => registry.addRoutes([{ path: '/checkout', name: 'checkout-again' }])).toThrow(
      'Route checkout-again conflicts with route checkout/index: both match /checkout.',
    );
  });

  it('a failed addition adds none of its routes', () => {
    const registry = createRouteRegistry();
    registry.addRoutes([{ path: '/a', name: 'a' }]);
    expect(() =>
      registry.addRoutes([
        { path: '/b', name: 'b' },
        { path: '/a', name: 'a-again' },
      ]),
    ).toThrow('conflicts with route a');
    expect(registry.getRoutes().map((route) => route.name)).toEqual(['a']);
    expect(() => registry.addRoutes([{ path: '/b', name: 'b' }])).not.toThrow();
  });
});
