import { defineConfig } from 'tsup';

export default defineConfig({
  // The whole application (`.`) and the screens on their own (`./screens`); each route module stays a
  // chunk of its own (the router imports it on demand), so the first route loads no other screen.
  entry: { index: 'src/index.ts', 'screens/index': 'src/screens/index.ts' },
  format: ['esm'],
  splitting: true,
  // One declaration file per entry (dist/index.d.ts, dist/screens/index.d.ts), its imports resolvable
  // under node16 resolution as well as a bundler's.
  dts: true,
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
