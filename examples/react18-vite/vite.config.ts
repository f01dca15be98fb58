import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The development build (for the browser test) is unminified, so it passes Vite's 500 kB chunk warning
// that the production build stays under.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build: { chunkSizeWarningLimit: mode === 'development' ? 2000 : 500 },
}));
