import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The component folders: each is an entry and a subpath export. */
const components = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/components/${entry.name}/index.ts`);

export default defineConfig({
  // One entry per component folder, split into shared chunks: an app that imports Button alone does
  // not load the chunks (and import-time side effects) of the other components. Each component folder
  // is also a subpath export (`@leasekit/ui/button`, package.json). The barrel (dist/index.js) is built
  // after this by scripts/build-barrel.mjs as re-exports of these entries and of the lib modules it
  // exports (entries here too, so their state, e.g. React contexts, is the components' own).
  // The schema form's on-demand widgets are entries too, so their chunks have stable paths
  // (dist/components/schema-form/lazy/) that the size budget of a form page can leave out.
  entry: [
    ...components,
    'src/lib/utils.ts',
    'src/lib/portal-container.tsx',
    'src/components/schema-form/lazy/*.tsx',
    // Their tests sit beside them and must not become entries (nor ship in the tarball).
    '!src/components/schema-form/lazy/*.test.tsx',
    // The theme tools behind the `leasekit-theme` command (bin/), for Node.
    'src/theme-tools/index.ts',
  ],
  format: ['esm'],
  splitting: true,
  // Declarations come from tsc (tsconfig.build.json, dist/types/): one program for the barrel and every
  // subpath, where a rollup of each entry's declarations ran out of memory on a 2-core machine.
  dts: false,
  clean: true,
  sourcemap: true,
  // The source ships once, in src/ (the `@leasekit/source` condition): the maps point at it rather
  // than embedding it again.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  // Every module of the package runs on the client (hooks, context, event handlers, Radix): Next.js'
  // App Router and other React Server Components hosts need the directive at the top of each file a
  // server component may import.
  banner: { js: "'use client';" },
  target: 'es2022',
  external: ['react', 'react-dom', /^@leasekit\/core/, /^radix-ui/, /^@radix-ui\//, 'culori'],
});
