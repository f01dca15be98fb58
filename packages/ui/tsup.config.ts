import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder plus the barrel, split into shared chunks: an app that imports
  // Button alone does not load the chunks (and import-time side effects) of the other components.
  entry: ['src/index.ts', 'src/components/*/index.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@leasekit\/core/, /^radix-ui/, /^@radix-ui\//],
});
