import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The form-speed pages (one per library), built in production mode. Workspace packages are read from
 * source, as the reference app reads them.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@leasekit/source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: resolve(import.meta.dirname, '../dist/form-speed'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        leasekit: resolve(import.meta.dirname, 'leasekit.html'),
        rhf: resolve(import.meta.dirname, 'rhf.html'),
        rjsf: resolve(import.meta.dirname, 'rjsf.html'),
      },
    },
  },
});
