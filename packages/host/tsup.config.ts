import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // The source ships once, in src/ (the `@leasekit/source` condition): the maps point at it.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  treeshake: true,
  target: 'es2022',
});
