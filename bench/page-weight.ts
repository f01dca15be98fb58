/**
 * Page weight: gzip JS of the same 20-field page in leasekit (SchemaForm), react-hook-form
 * and @rjsf/core, each built by Vite in production mode with React external (react, react-dom and
 * their subpaths) and weighed as the entry plus its static imports (chunks loaded on demand are left
 * out), plus React itself for reference; and the reference app's first-route JS (apps/apply
 * built with a manifest: the entry, its static imports and the store-selection route chunk).
 * Writes bench/results/page-weight.json.
 *
 * Run: npx tsx bench/page-weight.ts
 */
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { machineInfo } from './lib/machine';

const benchDir = import.meta.dirname;
const root = join(benchDir, '..');
const REACT_EXTERNAL = /^(react|react-dom)(\/.*)?$/;

/** Sizes in bytes of the JS a page loads. */
interface Weight {
  files: number;
  raw: number;
  /** Each file gzipped alone, as a browser fetches them. */
  gzip: number;
  /** The same files gzipped as one stream, as size-limit measures a bundle. */
  gzipOneStream: number;
}

function gzipOf(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function weigh(files: readonly string[]): Weight {
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + readFileSync(file).length, 0),
    gzip: files.reduce((sum, file) => sum + gzipOf(file), 0),
    gzipOneStream: gzipSync(Buffer.concat(files.map((file) => readFileSync(file))), { level: 9 }).length,
  };
}

async function buildPage(name: string, external: boolean): Promise<Weight> {
  const outDir = join(benchDir, `dist/page-weight/${name}${external ? '' : '-with-react'}`);
  const config: InlineConfig = {
    configFile: false,
    root: benchDir,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['@leasekit/source', 'module', 'browser', 'development|production'] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      manifest: true,
      rollupOptions: {
        input: join(benchDir, `page-weight/${name}.tsx`),
        ...(external ? { external: (id: string) => REACT_EXTERNAL.test(id) } : {}),
        preserveEntrySignatures: false,
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
  await build(config);
  // The page's JS is its entry and what that imports statically; chunks it would only load on demand
  // (the widgets of field types the page does not have) are left out, as a browser never fetches them.
  // The page's own field types (text, number, select, date, checkbox) fetch nothing on demand: the
  // select is a native <select>, so using the page costs what loading it does.
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const atLoad = staticClosure(manifest, [entryKey]);
  return weigh([...atLoad].map((key) => join(outDir, manifest[key]!.file)));
}

function readManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** The manifest keys of `keys` and everything they import statically (dynamic imports left out). */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The app's entry and first route (store selection `/`), from a production build with a manifest. */
async function appFirstRoute() {
  const outDir = join(benchDir, 'dist/apply');
  await build({
    configFile: join(root, 'apps/apply/vite.config.ts'),
    root: join(root, 'apps/apply'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = readManifest(outDir);
  const closure = (keys: readonly string[], seen = new Set<string>()) => staticClosure(manifest, keys, seen);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const routeKey = Object.keys(manifest).find((key) => key.endsWith('store-selection-route.tsx'));
  const entryKeys = closure([entryKey]);
  const routeKeys = new Set(
    [...closure(routeKey ? [routeKey] : [], new Set(entryKeys))].filter((key) => !entryKeys.has(key)),
  );
  const files = (keys: Set<string>) => [...keys].map((key) => join(outDir, manifest[key]!.file));
  const cssFiles = [...new Set([...entryKeys, ...routeKeys].flatMap((key) => manifest[key]?.css ?? []))].map(
    (file) => join(outDir, file),
  );
  const allJs = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  return {
    entry: weigh(files(entryKeys)),
    firstRoute: weigh(files(routeKeys)),
    firstRouteCss: weigh(cssFiles),
    allChunks: weigh(allJs.map((file) => join(outDir, 'assets', file))),
  };
}

async function main(): Promise<void> {
  console.log('page weight: building the 20-field pages with React external…');
  const react = await buildPage('react', false);
  const pages = {
    leasekit: await buildPage('leasekit', true),
    rhf: await buildPage('rhf', true),
    rjsf: await buildPage('rjsf', true),
  };
  console.log('page weight: building apps/apply with a manifest…');
  const app = await appFirstRoute();
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const report = {
    benchmark: 'page-weight',
    machine: machineInfo(),
    note: 'gzip level 9 of minified production JS; "beyond React" = React (react, react-dom) external',
    reactAloneGzipKB: kb(react.gzip),
    twentyFieldPageBeyondReact: Object.fromEntries(
      Object.entries(pages).map(([name, weight]) => [
        name,
        {
          gzipKB: kb(weight.gzip),
          gzipOneStreamKB: kb(weight.gzipOneStream),
          rawKB: kb(weight.raw),
          files: weight.files,
          ratioToRhf: 0,
        },
      ]),
    ),
    app: {
      entryGzipKB: kb(app.entry.gzip),
      firstRouteGzipKB: kb(app.entry.gzip + app.firstRoute.gzip),
      firstRouteJsFiles: app.entry.files + app.firstRoute.files,
      firstRouteCssGzipKB: kb(app.firstRouteCss.gzip),
      allChunksGzipKB: kb(app.allChunks.gzip),
      allChunks: app.allChunks.files,
    },
  };
  for (const row of Object.values(report.twentyFieldPageBeyondReact)) {
    row.ratioToRhf = Math.round((row.gzipKB / kb(pages.rhf.gzip)) * 100) / 100;
  }
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(join(benchDir, 'results/page-weight.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    JSON.stringify({ react: report.reactAloneGzipKB, ...report.twentyFieldPageBeyondReact }, null, 1),
  );
  console.log(JSON.stringify(report.app, null, 1));
}

await main();
