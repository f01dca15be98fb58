/**
 * First-route breakdown: what the apply app's first-route budget (.size-limit.json's first entry) is made
 * of, in gzip KB per package and per module, to choose what to split off or slim down.
 *
 * It builds apps/apply with source maps into bench/dist/first-route-breakdown, bundles that build's
 * `size/first-route.js` the way size-limit does (esbuild, minified, tree-shaken, `./lazy/*` external,
 * gzip level 9), and maps every byte of the result back to its source module through the chained
 * source maps (the Vite build's and esbuild's). A module's gzip figure is what the bundle's gzip size
 * would lose without that module's bytes: gzip shares repeats across modules, so these figures add up to
 * a little less than the total, and the gap is the part no single module owns.
 *
 * Run: npx tsx bench/first-route-breakdown.ts [--modules N] [--filter TEXT]
 *   --modules N    how many modules to list (the heaviest first; 40 by default)
 *   --filter TEXT  list only modules whose path contains TEXT (`messages/catalog`, `react-router`)
 *   --no-build     reuse the last build in bench/dist/first-route-breakdown
 */
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const outDir = join(import.meta.dirname, 'dist/first-route-breakdown');

/** Bytes of the measured bundle that came from one source module. */
interface ModuleBytes {
  /** The module's path from the repository root (node_modules paths keep their package folder). */
  module: string;
  /** The package it belongs to: `react-dom`, `@leasekit/core`, …; `(runtime)` for bundler glue. */
  pkg: string;
  /** The byte ranges of the bundle it owns, as [start, end) offsets. */
  ranges: [number, number][];
  raw: number;
}

/** A row of the printed table. */
interface Row {
  name: string;
  raw: number;
  gzip: number;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The package of a source path: the folder under node_modules, or the workspace package's name. */
function getPackageOf(path: string): string {
  const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) {
    // The last node_modules segment names the package that holds the file.
    const all = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
    return all[all.length - 1]![1]!;
  }
  const workspace = /^(packages|apps)\/([^/]+)\//.exec(path);
  if (workspace) return `@leasekit/${workspace[1] === 'apps' ? `${workspace[2]}-app` : workspace[2]}`;
  // Bytes that map to no module, or to the build's own runtime chunk: the bundlers' glue.
  return '(runtime)';
}

/** Builds the app with source maps and returns the first-route bundle as size-limit makes it. */
async function bundleFirstRoute(skipBuild: boolean): Promise<{ code: Buffer; map: RawSourceMap }> {
  if (!skipBuild) {
    await build({
      configFile: join(root, 'apps/apply/vite.config.ts'),
      root: join(root, 'apps/apply'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
  }
  // size-limit's esbuild settings (@size-limit/esbuild get-config.js), plus a source map that esbuild
  // chains through the Vite build's own maps to the original modules.
  const result = await esbuild({
    entryPoints: [join(outDir, 'size/first-route.js')],
    bundle: true,
    external: ['./lazy/*'],
    minifyIdentifiers: true,
    minifySyntax: true,
    minifyWhitespace: true,
    treeShaking: true,
    outdir: join(outDir, 'measured'),
    sourcemap: 'external',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!;
  const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'))!;
  return { code: Buffer.from(code.contents), map: JSON.parse(map.text) as RawSourceMap };
}

/** Assigns every byte of `code` to the source module its mapping names (unmapped bytes to bundler glue). */
function attribute(code: Buffer, map: RawSourceMap, mapDir: string): ModuleBytes[] {
  // Byte offset of each generated line start; the code is ASCII after minification, bar string contents,
  // so columns are converted through the line's text.
  const text = code.toString('utf8');
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += Buffer.byteLength(line, 'utf8') + 1;
  }
  const byteOffset = (line: number, column: number) =>
    lineStarts[line - 1]! + Buffer.byteLength(lines[line - 1]!.slice(0, column), 'utf8');

  const marks: { at: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const path = mapping.source ? relative(root, join(mapDir, mapping.source)).split('\\').join('/') : '';
    // The Vite build's runtime chunk has no map of its own, so its bytes map to the chunk itself.
    const source = !path || path.startsWith('bench/dist/') ? '(runtime)' : path;
    marks.push({ at: byteOffset(mapping.generatedLine, mapping.generatedColumn), source });
  }, undefined);
  marks.sort((a, b) => a.at - b.at);

  const modules = new Map<string, ModuleBytes>();
  const add = (source: string, start: number, end: number) => {
    if (end <= start) return;
    let entry = modules.get(source);
    if (!entry) {
      entry = { module: source, pkg: getPackageOf(source), ranges: [], raw: 0 };
      modules.set(source, entry);
    }
    const last = entry.ranges[entry.ranges.length - 1];
    if (last && last[1] === start) last[1] = end;
    else entry.ranges.push([start, end]);
    entry.raw += end - start;
  };
  add('(runtime)', 0, marks[0]?.at ?? code.length);
  marks.forEach((mark, index) => add(mark.source, mark.at, marks[index + 1]?.at ?? code.length));
  return [...modules.values()];
}

/** The bundle's gzip size without the given byte ranges: what leaving them out would save. */
function gzipWithout(code: Buffer, ranges: readonly [number, number][], total: number): number {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const kept: Buffer[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    kept.push(code.subarray(at, start));
    at = end;
  }
  kept.push(code.subarray(at));
  return total - gzipSize(Buffer.concat(kept));
}

function print(title: string, rows: readonly Row[], total: number): void {
  const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(7);
  console.log(`\n${title}\n${'gzip KB'.padStart(7)}  ${'share'.padStart(5)}  ${'min KB'.padStart(7)}  name`);
  for (const row of rows) {
    const share = `${((row.gzip / total) * 100).toFixed(1)}%`.padStart(5);
    console.log(`${kb(row.gzip)}  ${share}  ${kb(row.raw)}  ${row.name}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      modules: { type: 'string', default: '40' },
      filter: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const { code, map } = await bundleFirstRoute(values['no-build']);
  const total = gzipSize(code);
  const modules = attribute(code, map, join(outDir, 'measured'));

  const byPackage = new Map<string, ModuleBytes[]>();
  for (const module of modules) byPackage.set(module.pkg, [...(byPackage.get(module.pkg) ?? []), module]);
  const packages: Row[] = [...byPackage].map(([name, parts]) => ({
    name,
    raw: parts.reduce((sum, part) => sum + part.raw, 0),
    gzip: gzipWithout(
      code,
      parts.flatMap((part) => part.ranges),
      total,
    ),
  }));
  packages.sort((a, b) => b.gzip - a.gzip);

  const listed = modules
    .filter((module) => !values.filter || module.module.includes(values.filter))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, Number(values.modules))
    .map((module): Row => ({
      name: module.module,
      raw: module.raw,
      gzip: gzipWithout(code, module.ranges, total),
    }))
    .sort((a, b) => b.gzip - a.gzip);

  // size-limit reports the gzip size less esbuild's empty project (32 B, @size-limit/esbuild).
  console.log(
    `first route (apps/apply/dist/size/first-route.js as size-limit bundles it): ${((total - 32) / 1000).toFixed(2)} KB gzip as size-limit reports it, ${(code.length / 1000).toFixed(2)} KB minified`,
  );
  print('by package (gzip: what the total loses without it)', packages, total);
  print(`modules${values.filter ? ` matching "${values.filter}"` : ''}, heaviest first`, listed, total);
}

await main();
