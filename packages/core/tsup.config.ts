import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'recurrence/index': 'src/recurrence/index.ts',
    // Spanish: its own entry, which the main entry's loadLocale('es') imports on demand.
    'messages/es': 'src/messages/es.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'rrule', 'date-fns'],
});
