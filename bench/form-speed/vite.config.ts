import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The libraries' pages, one HTML file each. */
const PAGES = ['leasekit', 'rhf', 'rjsf', 'formily', 'tanstack'];

/**
 * The form-speed pages (one per library), built in production mode. Workspace packages are read from
 * source, as the reference app reads them. With `FORM_SPEED_PROFILING=1` the same pages are built against
 * react-dom's profiling build (into `form-speed-profiling`), the only production build in which React calls
 * a `<Profiler>`'s `onRender`: the render counts come from those pages, the timings from the plain ones.
 */
const profiling = process.env.FORM_SPEED_PROFILING === '1';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['@leasekit/source', 'module', 'browser', 'development|production'],
    alias: profiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [],
  },
  build: {
    outDir: resolve(import.meta.dirname, profiling ? '../dist/form-speed-profiling' : '../dist/form-speed'),
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(PAGES.map((page) => [page, resolve(import.meta.dirname, `${page}.html`)])),
    },
  },
});
