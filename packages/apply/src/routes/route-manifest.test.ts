import { describe, expect, it } from 'vitest';
import manifest from './route-manifest.json';
import { createAppRoutes } from './route-table';

/** Every route module of the package, by its path under src/ without the extension. */
const routeModules = Object.fromEntries(
  Object.entries(import.meta.glob('./*/*-route.tsx')).map(([file, load]) => [
    `routes/${file.slice(2).replace(/\.tsx$/, '')}`,
    load,
  ]),
);

/** The registry's top-level routes a page can open on with a module of their own: absolute, no catch-all. */
function getOpeningRoutes() {
  return createAppRoutes()
    .getRoutes()
    .filter((route) => route.load && route.path.startsWith('/') && !route.path.includes('*'));
}

describe('the route manifest (@leasekit/apply/routes.json) names the module each opening route loads', () => {
  it('lists every top-level route with a module of its own, with its name, in the route table order', () => {
    expect(manifest.routes.map(({ path, name }) => ({ path, name }))).toEqual(
      getOpeningRoutes().map(({ path, name }) => ({ path, name })),
    );
  });

  // Every route module is transformed on first import: over 30 s on a 2-core machine running all unit projects.
  it("each entry's module is the one its route loads", { timeout: 90_000 }, async () => {
    await Promise.all(
      getOpeningRoutes().map(async (route) => {
        const entry = manifest.routes.find(({ path }) => path === route.path);
        const load = entry && routeModules[entry.module];
        expect(load, `${route.path} → ${entry?.module}`).toBeDefined();
        expect(await route.load!(), route.path).toBe(await load!());
      }),
    );
  });
});
