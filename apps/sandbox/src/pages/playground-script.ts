import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the form playground's page loads its script. */
export const PLAYGROUND_SCRIPT_PATH = '/__sandbox/playground/playground.js';

let bundle: Promise<string> | null = null;

/**
 * The form playground's page (`playground/main.tsx`: React, `@leasekit/ui`, `@leasekit/core` and ajv) as
 * one ES module, bundled from source by esbuild on the first request and kept for the process, as the
 * demo shop's host script is (host-script.ts): the sandbox serves it without a build step of its own, and
 * esbuild is loaded only then, since the dev pages are off in production.
 */
export function getPlaygroundScript(): Promise<string> {
  bundle ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'playground', 'main.tsx')],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        conditions: ['@leasekit/source'],
        define: { 'process.env.NODE_ENV': '"development"' },
        minify: true,
        write: false,
        logLevel: 'silent',
      }),
    )
    .then((result) => result.outputFiles[0]!.text);
  // A failed bundle is tried again on the next request.
  bundle.catch(() => (bundle = null));
  return bundle;
}
