// Build-time only: imported by vite.config.ts, never by the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** One entry of `@leasekit/apply/routes.json`: a route a page can open on and the module it loads. */
export interface RouteManifestEntry {
  /** The react-router path (`/checkpoint/:token/:iframe/:process?`). */
  path: string;
  /** The route's name in the route table (`checkpoint/resume`). */
  name: string;
  /**
   * The module the route loads, under the package's `src/` (`.tsx`) and `dist/` (`.js`) without the
   * extension (`routes/checkpoint/resume-route`).
   */
  module: string;
}

/** `@leasekit/apply`'s route manifest as installed beside the app, with the package's directory. */
export interface RouteManifest {
  /** The directory of the installed `@leasekit/apply` (its package.json's), its real path. */
  packageDir: string;
  /** The routes a page can open on, in the route table's order. */
  routes: readonly RouteManifestEntry[];
}

function isRouteManifestEntry(value: unknown): value is RouteManifestEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { path, name, module } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof name === 'string' && typeof module === 'string';
}

/**
 * Reads the route manifest of the `@leasekit/apply` that `appDir` (the app's directory, where its
 * package.json is) resolves, through the package's `./routes.json` export: the same file inside the
 * monorepo and in an installed variant. Throws when the manifest is not a list of routes.
 */
export function readRouteManifest(appDir: string): RouteManifest {
  const require = createRequire(`${appDir}/package.json`);
  const packageDir = dirname(require.resolve('@leasekit/apply/package.json'));
  const parsed: unknown = JSON.parse(readFileSync(require.resolve('@leasekit/apply/routes.json'), 'utf8'));
  const routes: unknown = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || !routes.every(isRouteManifestEntry))
    throw new Error('@leasekit/apply/routes.json is not a list of { path, name, module } routes.');
  return { packageDir, routes };
}

/**
 * The ids (without extension) a route's module may have in a build: its source when the package is
 * consumed from source (the `@leasekit/source` condition, in the monorepo), its built file otherwise.
 */
export function getRouteModuleIds(manifest: RouteManifest, route: RouteManifestEntry): string[] {
  const dir = manifest.packageDir.replace(/\\/g, '/');
  return [`${dir}/src/${route.module}`, `${dir}/dist/${route.module}`];
}

/**
 * A regular expression source matching a react-router path against a hash path without its query:
 * `:name` is one segment, `:name?` an optional one.
 */
export function getPathPattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  let pattern = '';
  for (const segment of segments) {
    if (segment.startsWith(':')) pattern += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else pattern += `/${escapeRegExp(segment)}`;
  }
  return `^${pattern || '/'}/?$`;
}

/** Where the page's texts come from when they are not built in: each locale's chunk files. */
export interface PreloadLocales {
  /** The files of each locale that loads on demand (`{ es: ['assets/lazy/es-x.js'] }`); none by default. */
  files?: Readonly<Record<string, readonly string[]>>;
  /** The build's default locale (`VITE_DEFAULT_LOCALE`), which the injected configuration overrides. */
  defaultLocale?: string;
}

/** JSON for an inline script: `<` escaped, so nothing in it can close the script element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline script that, before the entry has even arrived, adds `modulepreload` links for the chunks of
 * the route the page opens on (read from `location.hash`), so they download alongside the entry instead
 * of after it has run. `routes` pairs a path pattern ({@link getPathPattern}) with its files, relative
 * to `base`; the first match wins. When the page opens in a locale that loads on demand (the injected
 * `window.__LEASEKIT_CONFIG__.defaultLocale`, else the build's), that locale's texts are preloaded too
 * (the app renders only once they are in) and `<html lang>` is set to it at once, so the boot loader in
 * index.html shows its label in that language.
 */
export function getPreloadScript(
  routes: readonly { pattern: string; files: readonly string[] }[],
  base: string,
  locales: PreloadLocales = {},
) {
  // No `<` in the code and none unescaped in the data.
  const table = inlineJson(routes.map(({ pattern, files }) => [pattern, files]));
  const byLocale = inlineJson(locales.files ?? {});
  const fallback = inlineJson(locales.defaultLocale ?? null);
  return (
    `(function(){function a(f){var l=document.createElement('link');l.rel='modulepreload';` +
    `l.crossOrigin='';l.href=${inlineJson(base)}+f;document.head.appendChild(l)}` +
    `var p=location.hash.slice(1).split('?')[0]||'/';` +
    `${table}.some(function(r){if(!new RegExp(r[0]).test(p))return false;r[1].forEach(a);return true});` +
    // The language the shopper chose earlier in this tab (the app's leasekit.locale) comes first.
    `var c=window.__LEASEKIT_CONFIG__,t=${byLocale},s;try{s=sessionStorage.getItem('leasekit.locale')}catch(e){}` +
    `var o=(s==='en'||s==='es'?s:0)||(c&&c.defaultLocale)||${fallback};` +
    // The page's language from the start, so the boot loader names itself in it (index.html, app.css).
    `if(typeof o==='string'&&Object.prototype.hasOwnProperty.call(t,o)){t[o].forEach(a);` +
    `document.documentElement.lang=o}})();`
  );
}

/**
 * index.html's head as the first paint wants it: after the `<meta>` tags (the charset must come in the
 * first 1024 bytes), `extra` (the preload script), then the stylesheets, then the module scripts. With
 * `readStylesheet`, a stylesheet whose text it returns is written inline as a `<style>` element: the
 * page can then paint as soon as its HTML is in, without a round trip for the CSS (one file of about
 * 9 KB gzip here, for every screen). A module script does not block rendering, but a request issued
 * before the stylesheet's delays it.
 */
export function placeHeadTags(
  html: string,
  extra: string,
  readStylesheet: (href: string) => string | undefined = () => undefined,
): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let out = html;
  for (const link of stylesheets) out = out.replace(new RegExp(`\\s*${escapeRegExp(link)}`), '');
  const anchor = out.search(/<script type="module"|<\/head>/);
  if (anchor < 0) return html;
  const styles = stylesheets.map((link) => {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    const css = href ? readStylesheet(href) : undefined;
    // `</` cannot occur in the CSS text of a style element without ending it.
    return css === undefined ? link : `<style>${css.replace(/<\//g, '<\\/')}</style>`;
  });
  const inserted = [extra, ...styles].filter(Boolean).join('\n    ');
  return `${out.slice(0, anchor)}${inserted}\n    ${out.slice(anchor)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the plugin needs of Vite's output: chunks by file, with their module and static imports. */
export interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
}

/** A chunk's file and every file it imports statically, depth first, leaving out the entry's own files. */
function getChunkFiles(
  fileName: string,
  chunks: ReadonlyMap<string, OutputChunkLike>,
  entryFiles: ReadonlySet<string>,
  seen = new Set<string>(),
): string[] {
  if (seen.has(fileName) || entryFiles.has(fileName)) return [];
  seen.add(fileName);
  const chunk = chunks.get(fileName);
  const files = [fileName];
  for (const imported of chunk?.imports ?? [])
    files.push(...getChunkFiles(imported, chunks, entryFiles, seen));
  return files;
}

/**
 * Each manifest route whose module is a chunk of this build, as its path pattern ({@link getPathPattern})
 * and the files to preload: the chunk and what it imports statically, less the entry's own files. The
 * module is matched by id without extension, in the package's source or its built files
 * ({@link getRouteModuleIds}); a route with no chunk here is left out.
 */
export function getRoutePreloads(
  manifest: RouteManifest,
  chunks: ReadonlyMap<string, OutputChunkLike>,
  entryFiles: ReadonlySet<string> = new Set(),
): { pattern: string; files: string[] }[] {
  return manifest.routes.flatMap((route) => {
    const ids = getRouteModuleIds(manifest, route);
    const chunk = [...chunks.values()].find((candidate) => {
      const id = candidate.facadeModuleId?.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '');
      return candidate.type === 'chunk' && id !== undefined && ids.includes(id);
    });
    if (!chunk) return [];
    return [
      { pattern: getPathPattern(route.path), files: getChunkFiles(chunk.fileName, chunks, entryFiles) },
    ];
  });
}

/** A locale's catalogue module that loads on demand (`@leasekit/core`'s `messages/es`), by file name. */
const LOCALE_MODULE = /[\\/]messages[\\/](es)\.[cm]?[jt]sx?$/;

/**
 * Vite plugin for apps/apply's production build: in index.html, the stylesheet is written inline, before
 * the scripts (it is the one file the first paint waits for), and an inline script preloads the chunks
 * of the route the page opens on, and the texts of a locale that loads on demand when the page opens in
 * it ({@link getPreloadScript}); routes come from `@leasekit/apply`'s route manifest
 * ({@link readRouteManifest}), each found in the bundle by its module's id, from source or built.
 */
export function routePreload(options: { manifest: RouteManifest }): Plugin {
  let base = '/';
  let defaultLocale: string | undefined;
  return {
    name: 'leasekit:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const fromEnv: unknown = config.env.VITE_DEFAULT_LOCALE;
      defaultLocale = typeof fromEnv === 'string' && fromEnv.trim() ? fromEnv.trim() : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, OutputChunkLike>();
        for (const output of Object.values(bundle)) chunks.set(output.fileName, output);
        const entryFiles = new Set<string>();
        for (const chunk of chunks.values()) {
          if (chunk.type === 'chunk' && chunk.isEntry) {
            entryFiles.add(chunk.fileName);
            for (const imported of chunk.imports ?? []) entryFiles.add(imported);
          }
        }
        const routes = getRoutePreloads(options.manifest, chunks, entryFiles);
        const readStylesheet = (href: string) => {
          const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        };
        const localeFiles: Record<string, string[]> = {};
        for (const chunk of chunks.values()) {
          const locale = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
          if (chunk.type === 'chunk' && locale)
            localeFiles[locale] = getChunkFiles(chunk.fileName, chunks, entryFiles);
        }
        const script = getPreloadScript(routes, base, { files: localeFiles, defaultLocale });
        return placeHeadTags(html, `<script>${script}</script>`, readStylesheet);
      },
    },
  };
}
