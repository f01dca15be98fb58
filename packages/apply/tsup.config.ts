import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The public entries: the whole application (`.`) and the screens on their own (`./screens`). */
const publicEntries = { index: 'src/index.ts', 'screens/index': 'src/screens/index.ts' };

/**
 * The route modules of the route manifest (src/routes/route-manifest.json, exported as
 * `@leasekit/apply/routes.json`), each built to `dist/<module>.js`: an app's build finds the chunk of the
 * route a page opens on by that file name, which a hashed chunk name would not give it. The router still
 * imports each on demand, so the first route loads no other screen.
 */
const manifest = JSON.parse(readFileSync('src/routes/route-manifest.json', 'utf8')) as {
  routes: { module: string }[];
};
const routeEntries = Object.fromEntries(manifest.routes.map(({ module }) => [module, `src/${module}.tsx`]));

export default defineConfig({
  entry: { ...publicEntries, ...routeEntries },
  format: ['esm'],
  splitting: true,
  // One declaration file per public entry (dist/index.d.ts, dist/screens/index.d.ts), its imports
  // resolvable under node16 resolution as well as a bundler's; a route module's types are no API.
  dts: { entry: publicEntries },
  clean: true,
  sourcemap: true,
  // The source ships once, in src/ (the `@leasekit/source` condition): the maps point at it.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  // Every module runs on the client (hooks, context, the router): React Server Components hosts need
  // the directive at the top of each file a server component may import.
  banner: { js: "'use client';" },
  target: 'es2022',
  external: ['react', 'react-dom', /^@leasekit\//, 'react-router', 'sonner', 'lucide-react'],
});
