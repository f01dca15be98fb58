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
  /** Calls `listener` after every addition or removal; returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
}

/** Joins a parent's absolute path and a child's relative one (`/checkout` + `lease` = `/checkout/lease`). */
function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || parent === '') return path;
  if (path === '') return parent;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * The shapes of addresses a path matches: parameters become `:`, and an optional segment (`:process?`)
 * gives two shapes, with and without it. Two routes sharing a shape would fight over the same addresses.
 */
function getShapes(path: string): string[] {
  let shapes = [''];
  for (const segment of path.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const part = segment.startsWith(':') ? ':' : optional ? segment.slice(0, -1) : segment;
    const longer = shapes.map((shape) => `${shape}/${part}`);
    shapes = optional ? [...shapes, ...longer] : longer;
  }
  return shapes.map((shape) => shape || '/');
}

interface Claims {
  names: Set<string>;
  shapes: Map<string, string>;
}

/**
 * Records the names and address shapes of `routes` in `claims`, throwing on the first clash. A route
 * with children is a layout: its own address is its index child's, so only the children claim it.
 */
function claim(routes: readonly RouteRegistryEntry[], parent: string, claims: Claims): void {
  for (const route of routes) {
    if (claims.names.has(route.name)) throw new Error(`Route name ${route.name} is already registered.`);
    claims.names.add(route.name);
    const path = joinPath(parent, route.path);
    if (route.children && route.children.length > 0) {
      claim(route.children, path, claims);
      continue;
    }
    for (const shape of getShapes(path)) {
      const other = claims.shapes.get(shape);
      if (other !== undefined) {
        throw new Error(`Route ${route.name} (${path}) conflicts with route ${other}: both match ${shape}.`);
      }
      claims.shapes.set(shape, route.name);
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
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    addRoutes(added) {
      // Checked against a copy, so a clash half-way through leaves the registry as it was.
      claim([...routes, ...added], '', { names: new Set(), shapes: new Map() });
      const own = [...added];
      routes = [...routes, ...own];
      notify();
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        routes = routes.filter((route) => !own.includes(route));
        notify();
      };
    },
    getRoutes: () => routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
