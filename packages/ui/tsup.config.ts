import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder plus the barrel, split into shared chunks: an app that imports
  // Button alone does not load the chunks (and import-time side effects) of the other components.
  // The schema form's on-demand widgets are entries too, so their chunks have stable paths
  // (dist/components/schema-form/lazy/) that the size budget of a form page can leave out.
  entry: ['src/index.ts', 'src/components/*/index.ts', 'src/components/schema-form/lazy/*.tsx'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@leasekit\/core/, /^radix-ui/, /^@radix-ui\//],
});
