import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './src/build/precompress';
import { readRouteManifest, routePreload } from './src/build/route-preload';

/**
 * Inside the monorepo the workspace packages are consumed from source (the `@leasekit/source` export
 * condition); an app copied out of it (a variant started from this template) uses their built `dist/`.
 */
const inMonorepo = existsSync(join(import.meta.dirname, '../../packages/core/src/index.ts'));

/** The sandbox API the dev server proxies to (`npm start -w @leasekit/sandbox`); SANDBOX_URL overrides. */
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010';

/**
 * Writes `dist/size/first-route.js`, the measurement entry of the size budget (.size-limit.json): it
 * imports the app entry and the chunk of the first route (`/`, store selection). size-limit bundles it
 * with everything those import statically and leaves out the lazily loaded chunks (`assets/lazy/`).
 */
function firstRouteSizeEntry(): Plugin {
  return {
    name: 'leasekit:first-route-size-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const route = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.name === 'store-selection-route',
      );
      if (!route) return;
      this.emitFile({
        type: 'asset',
        fileName: 'size/first-route.js',
        source: `import '../assets/app-entry.js';\nimport '../${route.fileName}';\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    firstRouteSizeEntry(),
    // The routes the page may open on, from the package's manifest (`@leasekit/apply/routes.json`): in
    // the monorepo they match the package's source modules, in an installed variant its built files.
    routePreload({ manifest: readRouteManifest(import.meta.dirname) }),
    precompress(),
  ],
  resolve: {
    // Workspace packages from source in the monorepo (as tsconfig.base.json's customConditions).
    conditions: [...(inMonorepo ? ['@leasekit/source'] : []), 'module', 'browser', 'development|production'],
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/apply-v2', '/keep-alive', '/__sandbox'].map((path) => [
        path,
        { target: sandbox, changeOrigin: true },
      ]),
    ),
  },
  build: {
    // No modulepreload polyfill: browsers without native module preloading (Safari before 17) fetch a
    // lazy route's chunks as they import them, instead of every first route carrying the polyfill.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // A predictable name for the first-route chunk, so .size-limit.json can budget it.
        entryFileNames: 'assets/app-entry.js',
        // Chunks loaded on demand (route modules, deferred shell parts) go to assets/lazy/ under their
        // names (the first-paint journeys in e2e/ tell routes apart by them). The shared chunks they
        // import are named by their hash alone: every lazy route's preload list, which the entry
        // carries, spells each of their names, and a name adds bytes to the first route without
        // telling a shopper anything (the build's source maps and manifest still map them to modules).
        // Hashes are 7 characters, not the default 8, for the same reason: 7 is the least the bundler
        // allows for this many chunks (the build stops, naming the size it needs, if they outgrow it), and
        // 42 bits still tell one build's file from the next's.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/lazy/[name]-[hash:7].js' : 'assets/[hash:7].js',
        // Everything the entry imports statically goes into the entry itself rather than into a dozen
        // shared chunks of a few hundred bytes each: on a slow connection every extra request costs a
        // round trip, and the entry needs them all before it runs anyway.
        codeSplitting: {
          groups: [{ name: 'app-entry', tags: ['$initial'] }],
        },
      },
    },
  },
});
