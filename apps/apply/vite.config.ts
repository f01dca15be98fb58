import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The sandbox API the dev server proxies to (`npm start -w @leasekit/sandbox`); SANDBOX_URL overrides. */
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages are consumed from source (tsconfig.base.json customConditions).
    conditions: ['@leasekit/source', 'module', 'browser', 'development|production'],
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
    rollupOptions: {
      output: {
        // A predictable name for the first-route chunk, so .size-limit.json can budget it.
        entryFileNames: 'assets/app-entry.js',
      },
    },
  },
});
