import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the demo shop loads `@leasekit/host` from. */
export const HOST_SCRIPT_PATH = '/__sandbox/shop/host.js';

let bundle: Promise<string> | null = null;

/**
 * `@leasekit/host` as one ES module for the demo shop's page: bundled from the package's source by esbuild
 * (as its own build does with tsup) on the first request and kept for the process, so `npm start` and the
 * browser tests serve the package without building it first. esbuild is loaded only then: the dev pages
 * are off in production, and so is this.
 */
export function getHostScript(): Promise<string> {
  bundle ??= import('esbuild')
    .then(({ build }) =>
      build({
        stdin: {
          contents: "export * from '@leasekit/host';",
          resolveDir: dirname(fileURLToPath(import.meta.url)),
          loader: 'js',
        },
        bundle: true,
        format: 'esm',
        target: 'es2022',
        conditions: ['@leasekit/source'],
        write: false,
        logLevel: 'silent',
      }),
    )
    .then((result) => result.outputFiles[0]!.text);
  // A failed bundle is tried again on the next request.
  bundle.catch(() => (bundle = null));
  return bundle;
}
