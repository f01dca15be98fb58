import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getPathPattern,
  getPreloadScript,
  getRoutePreloads,
  placeHeadTags,
  readRouteManifest,
  type OutputChunkLike,
} from './route-preload';

const appDir = join(import.meta.dirname, '../..');

/** A bundle of the given chunks, by file name. */
function getBundle(chunks: OutputChunkLike[]): Map<string, OutputChunkLike> {
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

describe('performance: the opening route preloads with the entry', () => {
  it("reads @leasekit/apply's route manifest through the package, wherever it is installed", () => {
    const manifest = readRouteManifest(appDir);
    const installed: unknown = JSON.parse(readFileSync(join(manifest.packageDir, 'package.json'), 'utf8'));
    expect(installed).toMatchObject({ name: '@leasekit/apply' });
    expect(manifest.routes[0]).toEqual({
      path: '/',
      name: 'apply/retailer',
      module: 'routes/store-selection/store-selection-route',
    });
    expect(manifest.routes.map(({ path }) => path)).toContain('/checkpoint/:token/:iframe/:process?');
  });

  it("finds a route's chunk from the package's source and from its built files (an installed variant)", () => {
    const manifest = {
      packageDir: '/app/node_modules/@leasekit/apply',
      routes: [
        { path: '/', name: 'apply/retailer', module: 'routes/store-selection/store-selection-route' },
        { path: '/result/approved', name: 'result/approved', module: 'routes/results/approved-route' },
        { path: '/403', name: '403', module: 'routes/error-pages/forbidden-route' },
      ],
    };
    const entry = { type: 'chunk', fileName: 'assets/app-entry.js', isEntry: true } as const;
    const installed = getBundle([
      entry,
      {
        type: 'chunk',
        fileName: 'assets/lazy/store-selection-route-a1.js',
        facadeModuleId:
          '/app/node_modules/@leasekit/apply/dist/routes/store-selection/store-selection-route.js',
        imports: ['assets/app-entry.js', 'assets/field-b2.js'],
      },
      { type: 'chunk', fileName: 'assets/field-b2.js' },
      {
        type: 'chunk',
        fileName: 'assets/lazy/approved-route-c3.js',
        facadeModuleId: '/app/node_modules/@leasekit/apply/dist/routes/results/approved-route.js',
      },
      // Another package's module of the same name is not the route's.
      {
        type: 'chunk',
        fileName: 'assets/lazy/forbidden-route-d4.js',
        facadeModuleId: '/app/node_modules/other/dist/routes/error-pages/forbidden-route.js',
      },
    ]);
    expect(getRoutePreloads(manifest, installed, new Set(['assets/app-entry.js']))).toEqual([
      {
        pattern: getPathPattern('/'),
        files: ['assets/lazy/store-selection-route-a1.js', 'assets/field-b2.js'],
      },
      { pattern: getPathPattern('/result/approved'), files: ['assets/lazy/approved-route-c3.js'] },
    ]);
    const fromSource = getBundle([
      entry,
      {
        type: 'chunk',
        fileName: 'assets/lazy/forbidden-route-e5.js',
        facadeModuleId: '/app/node_modules/@leasekit/apply/src/routes/error-pages/forbidden-route.tsx',
      },
    ]);
    expect(getRoutePreloads(manifest, fromSource)).toEqual([
      { pattern: getPathPattern('/403'), files: ['assets/lazy/forbidden-route-e5.js'] },
    ]);
  });

  it('matches hash paths as react-router does: one segment per parameter, an optional one with ?', () => {
    const matches = (path: string, hash: string) => new RegExp(getPathPattern(path)).test(hash);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/apply')).toBe(false);
    expect(matches('/checkpoint/:token/:iframe/:process?', '/checkpoint/abc/false')).toBe(true);
    expect(matches('/checkpoint/:token/:iframe/:process?', '/checkpoint/abc/false/1')).toBe(true);
    expect(matches('/checkpoint/:token/:iframe/:process?', '/checkpoint/redirect')).toBe(false);
    expect(matches('/checkpoint/redirect', '/checkpoint/redirect')).toBe(true);
    expect(matches('/result/approved', '/result/approved/')).toBe(true);
    expect(matches('/result/approved', '/result/approvedx')).toBe(false);
  });

  it('the script adds a modulepreload for each file of the first matching route, and nothing otherwise', () => {
    const script = getPreloadScript(
      [
        { pattern: getPathPattern('/'), files: ['assets/lazy/store.js', 'assets/field.js'] },
        { pattern: getPathPattern('/result/approved'), files: ['assets/lazy/approved.js'] },
      ],
      '/',
    );
    const run = (hash: string) => {
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      window.location.hash = hash;
      new Function(script)();
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    };
    expect(run('')).toEqual(['/assets/lazy/store.js', '/assets/field.js']);
    expect(run('#/result/approved?x=1')).toEqual(['/assets/lazy/approved.js']);
    expect(run('#/apply')).toEqual([]);
    expect(script).not.toContain('<');
  });

  it("spec 01 §1: a page that opens in a locale loading on demand preloads that locale's texts; the injected configuration wins over the build's", () => {
    const script = getPreloadScript(
      [{ pattern: getPathPattern('/'), files: ['assets/lazy/store.js'] }],
      '/',
      { files: { es: ['assets/lazy/es-abc.js'] } },
    );
    const scope = window as { __LEASEKIT_CONFIG__?: { defaultLocale?: string } };
    const run = (config: { defaultLocale?: string } | undefined, source = script) => {
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      window.location.hash = '';
      scope.__LEASEKIT_CONFIG__ = config;
      new Function(source)();
      delete scope.__LEASEKIT_CONFIG__;
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    };
    document.documentElement.lang = 'en';
    expect(run({ defaultLocale: 'es' })).toEqual(['/assets/lazy/store.js', '/assets/lazy/es-abc.js']);
    // The page is Spanish at once, so index.html's boot loader says 'Cargando'.
    expect(document.documentElement.lang).toBe('es');
    document.documentElement.lang = 'en';
    // The language the shopper chose earlier in the tab wins over the configuration.
    sessionStorage.setItem('leasekit.locale', 'es');
    expect(run(undefined)).toEqual(['/assets/lazy/store.js', '/assets/lazy/es-abc.js']);
    sessionStorage.setItem('leasekit.locale', 'en');
    expect(run({ defaultLocale: 'es' })).toEqual(['/assets/lazy/store.js']);
    sessionStorage.setItem('leasekit.locale', 'toString');
    expect(run(undefined)).toEqual(['/assets/lazy/store.js']);
    sessionStorage.removeItem('leasekit.locale');
    document.documentElement.lang = 'en';
    // English is built in; an unknown locale or none preloads nothing more.
    expect(run({ defaultLocale: 'en' })).toEqual(['/assets/lazy/store.js']);
    expect(run({ defaultLocale: 'toString' })).toEqual(['/assets/lazy/store.js']);
    expect(run(undefined)).toEqual(['/assets/lazy/store.js']);
    // A build for Spanish (VITE_DEFAULT_LOCALE=es) preloads it unless the page is configured otherwise.
    const spanishBuild = getPreloadScript([], '/', {
      files: { es: ['assets/lazy/es-abc.js'] },
      defaultLocale: 'es',
    });
    expect(run(undefined, spanishBuild)).toEqual(['/assets/lazy/es-abc.js']);
    expect(run({ defaultLocale: 'en' }, spanishBuild)).toEqual([]);
    expect(spanishBuild).not.toContain('<');
  });

  it('puts the stylesheet before the module script, the preload script first, the meta tags untouched', () => {
    const html = [
      '<head>',
      '    <meta charset="UTF-8" />',
      '    <title>Apply</title>',
      '    <script type="module" crossorigin src="/assets/app-entry.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '  </head>',
    ].join('\n');
    const out = placeHeadTags(html, '<script>preload()</script>');
    const order = [
      '<meta charset',
      '<script>preload()',
      '<link rel="stylesheet"',
      '<script type="module"',
    ].map((part) => out.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('writes the stylesheet inline when its text is known, so the first paint needs no second request', () => {
    const html = [
      '<head>',
      '    <meta charset="UTF-8" />',
      '    <script type="module" crossorigin src="/assets/app-entry.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '  </head>',
    ].join('\n');
    const out = placeHeadTags(html, '', (href) =>
      href === '/assets/index.css' ? 'body{color:red}/*</style>*/' : undefined,
    );
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).toContain('<style>body{color:red}/*<\\/style>*/</style>');
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('<script type="module"'));
    // Unknown text: the link stays.
    expect(placeHeadTags(html, '')).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });
});
