/**
 * The least a registered route has: a path in the router's syntax (`/apply`, `:token`, `:process?`,
 * `*`; a child's path is relative to its parent's, `''` being the parent's index route) and a name that
 * is unique across the whole registry. Anything else the app keeps on its routes rides along untouched.
 */
export interface RouteRegistryEntry {
  /** The path, absolute at the top level, relative to the parent for a child. */
  path: string;
  /** The route's unique name (navigation by name, breadcrumbs, host progress). */
  name: string;
  /** Nested routes; none by default. */
  children?: readonly RouteRegistryEntry[];
}

/**
 * The route list of 01 §2: it starts empty and routes are added later (each feature adds its own), in
 * registration order. Every added route is checked against the ones already there, so two features cannot
 * silently claim the same name or the same addresses.
 */
export interface RouteRegistry<TRoute extends RouteRegistryEntry = RouteRegistryEntry> {
  /**
   * Adds `routes` (with their children) after the ones already registered and returns a function that
   * removes exactly these routes again (calling it twice does nothing). Throws, adding none of them,
   * when a name is already registered or a path matches the same addresses as a registered one (the
   * parameters' names do not matter: `/a/:id` and `/a/:slug` conflict); the error names both routes.
   */
  addRoutes(routes: readonly TRoute[]): () => void;
  /** The registered top-level routes, in registration order; a new array after each change. */
  getRoutes(): readonly TRoute[];
}

/**
 * The address shapes of a full path: each parameter becomes `:`, and an optional segment (`:process?`)
 * gives two shapes, with and without it. Two routes sharing a shape would fight over the same addresses.
 */
function getShapes(path: string): string[] {
  let shapes = [''];
  for (const segment of path.split('/')) {
    if (!segment) continue;
    const part = `/${segment[0] === ':' ? ':' : segment.replace(/\?$/, '')}`;
    shapes = [...(segment.endsWith('?') ? shapes : []), ...shapes.map((shape) => shape + part)];
  }
  return shapes.map((shape) => shape || '/');
}

/**
 * Checks `routes` (with their children, whose paths are relative to their parent's, `''` being its
 * index) for a name used twice or two routes sharing an address shape, throwing on the first. A route
 * with children is a layout: its own address is its index child's.
 */
function check(
  routes: readonly RouteRegistryEntry[],
  parent = '',
  names = new Set<string>(),
  shapes = new Map<string, string>(),
): void {
  for (const { name, path, children } of routes) {
    if (names.has(name)) throw new Error(`Route name ${name} is already registered.`);
    names.add(name);
    const full = path.startsWith('/') || !parent ? path : `${parent}/${path}`.replace(/\/$/, '');
    if (children?.length) {
      check(children, full, names, shapes);
      continue;
    }
    for (const shape of getShapes(full)) {
      const other = shapes.get(shape);
      if (other) throw new Error(`Route ${name} conflicts with route ${other}: both match ${shape}.`);
      shapes.set(shape, name);
    }
  }
}

/**
 * Creates an empty route registry (01 §2: the route list starts empty and routes are added later). The
 * app builds its router from `getRoutes()` once its features have added their routes.
 */
export function createRouteRegistry<
  TRoute extends RouteRegistryEntry = RouteRegistryEntry,
>(): RouteRegistry<TRoute> {
  let routes: readonly TRoute[] = [];
  return {
    addRoutes(added) {
      // Checked as a whole before anything changes, so a clash leaves the registry as it was.
      check([...routes, ...added]);
      routes = [...routes, ...added];
      let removed = false;
      return () => {
        if (!removed) routes = routes.filter((route) => !added.includes(route));
        removed = true;
      };
    },
    getRoutes: () => routes,
  };
}
