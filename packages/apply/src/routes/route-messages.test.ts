// @vitest-environment node
import { readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { en, type MessagePart } from '@leasekit/core';
import type { AppRouteDefinition } from './app-route';
import { createAppRoutes } from './route-table';

const src = fileURLToPath(new URL('..', import.meta.url));
const routesDir = fileURLToPath(new URL('.', import.meta.url));

/** Every route module file (`*-route.tsx`) under routes/, by file name. */
const routeFiles = new Map(
  readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('-route.tsx'))
    .map((path) => [basename(path, '.tsx'), join(routesDir, path)]),
);

/**
 * The code a bundler puts behind an entry of this package: its module and everything it imports, lazily
 * loaded parts included (esbuild inlines a dynamic import when it does not split), tree-shaken as an
 * app's build is, from the workspace packages' sources; other packages and the route modules other than
 * `self` are left out (a route module is its own chunk, loaded with its own parts).
 */
async function bundledCode(entry: string, self?: string): Promise<string> {
  const outside: Plugin = {
    name: 'outside',
    setup(bundler) {
      bundler.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@leasekit/') ? undefined : { path: args.path, external: true },
      );
      bundler.onResolve({ filter: /^\./ }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        const isOtherRoute = /-route(\.tsx)?$/.test(path) && `${path.replace(/\.tsx$/, '')}.tsx` !== self;
        return args.path.endsWith('.css') || isOtherRoute ? { path: args.path, external: true } : undefined;
      });
      // The catalogues themselves hold every code; what counts is the code that shows them.
      bundler.onLoad({ filter: /core\/src\/messages\/(catalog\/.*|en|es|base)\.ts$/ }, () => ({
        contents: 'export const en = {}, es = {}, base = {};',
        loader: 'ts',
      }));
    },
  };
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@leasekit/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [outside],
    outdir: 'out',
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

/**
 * The catalogue codes that `code` can show: each one written out (`'checkout.lease.title'`), and every
 * code under a prefix a code is built from at run time (`checkout.lease.option.${option}`).
 */
function getShownCodes(code: string): string[] {
  const prefixes = [...code.matchAll(/`([a-z][\w.-]*\.)\$\{/gi)].map((match) => match[1]!);
  return Object.keys(en).filter(
    (key) =>
      code.includes(`'${key}'`) ||
      code.includes(`"${key}"`) ||
      code.includes(`\`${key}\``) ||
      prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

/**
 * Parts whose components load them when the page has not (`@leasekit/ui`'s RecurrenceEditor and
 * FileUpload, through packages/ui/src/lib/use-message-part.ts, and the schema form's widgets with their
 * code): a route need not load them with its module, as a form shows such a field only if its schema has one.
 */
const LOADED_BY_THEIR_COMPONENTS: readonly MessagePart[] = ['recurrence', 'upload'];

/**
 * The codes of `codes` that a page has no English text for once `parts` are loaded: a fresh message
 * module (the setup file loaded every part into the shared one), as a page that has just opened.
 */
async function getCodesWithoutText(
  codes: readonly string[],
  parts: readonly MessagePart[],
): Promise<string[]> {
  vi.resetModules();
  const { loadMessages, t } = await import('@leasekit/core');
  await loadMessages(parts);
  // t() gives back the code itself when English has no text for it.
  return codes.filter((code) => t(code) === code);
}

/** Each route with a module: its name, its module's file and the parts loaded with it (its parent's too). */
function getLoadedRoutes(): { name: string; file: string; parts: readonly MessagePart[] }[] {
  const walk = (routes: readonly AppRouteDefinition[], inherited: readonly MessagePart[]) =>
    routes.flatMap((route): { name: string; file: string; parts: readonly MessagePart[] }[] => {
      const parts = [...inherited, ...(route.messages ?? [])];
      // The module a route loads is named in its `load: () => import('./x-route')`.
      const module = route.load ? /([\w-]+-route)(\.tsx)?['"]/.exec(String(route.load))?.[1] : undefined;
      const own = route.load ? [{ name: route.name, file: routeFiles.get(module ?? '') ?? '', parts }] : [];
      return [...own, ...walk(route.children ?? [], parts)];
    });
  return walk(createAppRoutes().getRoutes(), []);
}

describe('every text a screen shows is loaded before it renders (no code shows in place of a text)', () => {
  it('each registered route names a route module that exists', () => {
    const routes = getLoadedRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.file).map((route) => route.name)).toEqual([]);
  });

  it("the app shell, and what it loads on its own (toaster, idle dialog, fill menu), shows only English's base", async () => {
    const shown = getShownCodes(await bundledCode(join(src, 'index.ts')));
    expect(shown).toContain('app.title.storeSelection');
    expect(await getCodesWithoutText(shown, [])).toEqual([]);
  }, 60_000);

  it("each route's screens show only texts of the base and of the parts the route loads with its module", async () => {
    const missing: string[] = [];
    for (const route of getLoadedRoutes()) {
      const shown = getShownCodes(await bundledCode(route.file, route.file));
      const without = await getCodesWithoutText(shown, [...route.parts, ...LOADED_BY_THEIR_COMPONENTS]);
      if (without.length > 0)
        missing.push(`${route.name} (${dirname(route.file).split('/').pop()}): ${without.join(', ')}`);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('the check sees a route that shows a part it does not load', async () => {
    const lease = getLoadedRoutes().find((route) => route.name === 'checkout/lease')!;
    const shown = getShownCodes(await bundledCode(lease.file, lease.file));
    expect(shown).toContain('checkout.lease.title');
    expect(await getCodesWithoutText(shown, [])).toContain('checkout.lease.title');
  }, 60_000);
});
