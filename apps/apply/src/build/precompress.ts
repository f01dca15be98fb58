// Build-time only: imported by vite.config.ts, never by the app.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth a precompressed copy: text assets the browser fetches (scripts, styles, data, images). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|map)$/;

/** Below this many bytes a compressed copy gains nothing (the same threshold as hono's `compress`). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * The Brotli copy of an asset at the highest quality, or null when it is not worth serving: not a text
 * asset, under {@link PRECOMPRESS_MIN_BYTES}, or no smaller than the original.
 */
export function getBrotliCopy(fileName: string, source: string | Uint8Array): Uint8Array | null {
  if (!COMPRESSIBLE.test(fileName)) return null;
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return null;
  const compressed = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  return compressed.byteLength < bytes.byteLength ? compressed : null;
}

/**
 * Vite plugin for apps/apply's production build: next to every script and style it writes a Brotli copy
 * (`app-entry.js.br`), which the sandbox serves to browsers that accept it (serveStatic's `precompressed`).
 * Brotli at its highest quality is too slow to run per request but about 14% smaller than gzip on the
 * entry (135 to 116 KB): on a slow phone's connection that is the first screen's longest download.
 */
export function precompress(): Plugin {
  return {
    name: 'leasekit:precompress',
    apply: 'build',
    // From the files as written: until then other plugins still rewrite chunks (Vite fills in the
    // preload lists of dynamic imports late), and a copy made earlier would serve stale code.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          if (!COMPRESSIBLE.test(fileName)) return;
          const copy = getBrotliCopy(fileName, await readFile(join(dir, fileName)));
          if (copy) await writeFile(join(dir, `${fileName}.br`), copy);
        }),
      );
    },
  };
}
