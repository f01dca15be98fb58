/* global URL, console, performance, process */
// Proves the packages from their packed tarballs, outside the workspace (`npm run test:packages`, after
// `npm run build`): npm pack core, ui and apply into a temp folder, copy each app there (the examples and
// apps/apply, the thin reference app on @leasekit/apply), point its @leasekit dependencies at the tarballs,
// install (from the local npm cache when it has the packages) and build; an example with a `test` script
// runs it after its build (the browser checks of react18-vite and of the three stylesheet paths:
// tailwind4-shadcn, tailwind3-vite, no-tailwind, all through examples/browser-check.mjs; northwind's two
// purchases against the repository's sandbox, which LEASEKIT_ROOT tells it where to find); apps/apply's
// index.html must preload the opening route (checkRoutePreload). Prints each step's time.
// EXAMPLES=vite-variant,apply limits the run to some of them.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apps = {
  'vite-variant': join(root, 'examples/vite-variant'),
  'react18-vite': join(root, 'examples/react18-vite'),
  'tailwind4-shadcn': join(root, 'examples/tailwind4-shadcn'),
  'tailwind3-vite': join(root, 'examples/tailwind3-vite'),
  'no-tailwind': join(root, 'examples/no-tailwind'),
  'third-locale': join(root, 'examples/third-locale'),
  northwind: join(root, 'examples/northwind'),
  'next-app-router': join(root, 'examples/next-app-router'),
  apply: join(root, 'apps/apply'),
};
const only = process.env.EXAMPLES?.split(',').filter(Boolean);
const work = mkdtempSync(join(tmpdir(), 'leasekit-examples-'));
const skip = new Set(['node_modules', 'dist', 'dist-dev', '.next', 'test-results', 'playwright-report']);
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // The repository, for a test that starts its sandbox (examples/northwind serves its build through it).
  LEASEKIT_ROOT: root,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * apps/apply built from the tarballs preloads the route a page opens on as in the monorepo: its
 * index.html's preload script (apps/apply/src/build/route-preload.ts) has a row for every route of the
 * installed @leasekit/apply's manifest (`@leasekit/apply/routes.json`), each naming files the build wrote.
 */
function checkRoutePreload(target) {
  const html = readFileSync(join(target, 'dist/index.html'), 'utf8');
  const table = /var p=location\.hash[^;]*;(\[.*?\])\.some\(function\(r\)/s.exec(html)?.[1];
  if (!table) throw new Error('apply: index.html has no route preload script');
  const rows = JSON.parse(table);
  const require = createRequire(join(target, 'package.json'));
  const { routes } = JSON.parse(readFileSync(require.resolve('@leasekit/apply/routes.json'), 'utf8'));
  if (rows.length !== routes.length)
    throw new Error(`apply: the preload script has ${rows.length} routes, the manifest ${routes.length}`);
  for (const [pattern, files] of rows) {
    if (files.length === 0 || !files.every((file) => existsSync(join(target, 'dist', file))))
      throw new Error(`apply: the preload of ${pattern} names no file or a file the build did not write`);
  }
  console.log(`examples: apply: index.html preloads the opening route of ${rows.length} routes`);
}

function timed(label, step) {
  const start = performance.now();
  step();
  console.log(`examples: ${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

let failed = false;
try {
  const tarballs = {};
  timed('npm pack @leasekit/core, @leasekit/ui and @leasekit/apply', () => {
    const out = execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        work,
        join(root, 'packages/core'),
        join(root, 'packages/ui'),
        join(root, 'packages/apply'),
      ],
      { env, encoding: 'utf8' },
    );
    for (const entry of JSON.parse(out)) tarballs[entry.name] = join(work, entry.filename);
  });
  // The examples' browser checks import ../../browser-check.mjs, which is here in the repo too.
  cpSync(join(root, 'examples/browser-check.mjs'), join(work, 'browser-check.mjs'));
  for (const [name, source] of Object.entries(apps)) {
    if (only && !only.includes(name)) continue;
    const target = join(work, name);
    cpSync(source, target, { recursive: true, filter: (path) => !skip.has(basename(path)) });
    const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
    for (const [pkg, tarball] of Object.entries(tarballs)) {
      if (manifest.dependencies?.[pkg]) manifest.dependencies[pkg] = `file:${tarball}`;
    }
    writeFileSync(join(target, 'package.json'), JSON.stringify(manifest, null, 2));
    try {
      timed(`${name}: npm install`, () =>
        run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], target),
      );
      timed(`${name}: npm run build`, () => run('npm', ['run', 'build'], target));
      const built = readdirSync(target).filter((entry) => entry === 'dist' || entry === '.next');
      if (built.length === 0) throw new Error(`${name}: the build wrote no dist/ or .next/`);
      if (name === 'apply') checkRoutePreload(target);
      if (manifest.scripts?.test) timed(`${name}: npm test`, () => run('npm', ['test'], target));
    } catch (error) {
      failed = true;
      console.error(`examples: ${name} failed: ${error.message}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
