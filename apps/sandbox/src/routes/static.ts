import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { isBrandId } from '@leasekit/core';
import type { Store } from '../domain/types';
import { frameAncestors, type AppEnv, type Deps } from '../http/context';
import { page } from '../pages/layout';

/** The app's icon in its source tree, served at /favicon.ico until the app is built. */
const FAVICON_SOURCE = fileURLToPath(new URL('../../../apply/public/favicon.ico', import.meta.url));

/** The page served at `/` until `apps/apply` is built. */
function placeholder() {
  return page(
    'leasekit',
    html`<h1>leasekit sandbox</h1>
      <p>
        The reference app is not built yet, so this placeholder stands in for it. Build it with
        <code>npm run build -w @leasekit/apply-app</code> and restart; the sandbox then serves
        <code>apps/apply/dist</code> here.
      </p>
      <p id="route" class="muted"></p>
      <ul>
        <li><a href="/__sandbox">Sandbox home: stores, test cards</a></li>
        <li><a href="/__sandbox/shop">Demo shop</a></li>
        <li><a href="/__sandbox/outbox">Outbox</a></li>
      </ul>
      <script type="module">
        const route = document.getElementById('route');
        const show = () => {
          route.textContent = location.hash
            ? 'Requested app route: ' + location.hash.replace(/checkpoint\\/[^/]+/, 'checkpoint/…')
            : '';
        };
        addEventListener('hashchange', show);
        show();
      </script>`,
  );
}

/**
 * The app's page with the sandbox's environment injected as `window.__LEASEKIT_CONFIG__` (the app's
 * `readConfig`), so the app knows from its first render that test tools show (01 §6) rather than from
 * the first token exchange: the app bar then holds the Fill dropdown's place from the start instead of
 * growing under the shopper. JSON with `<` escaped, so no value can close the script. It goes before
 * the page's own scripts, right after the charset (else at the head's start): the build's inline
 * preload script reads the configuration too (the locale the page opens in).
 */
export function injectAppConfig(indexHtml: string, config: { env: string; theme?: string }): string {
  const json = JSON.stringify({
    env: config.env,
    ...(config.theme ? { theme: config.theme } : {}),
  }).replace(/</g, '\\u003c');
  const script = `<script>window.__LEASEKIT_CONFIG__ = Object.assign({}, window.__LEASEKIT_CONFIG__, ${json});</script>`;
  indexHtml = withBrandIcon(withTheme(indexHtml, config.theme), config.theme);
  const anchor = /<meta charset[^>]*>/i.exec(indexHtml) ?? /<head[^>]*>/i.exec(indexHtml);
  if (!anchor) return `${script}${indexHtml}`;
  const at = anchor.index + anchor[0].length;
  return `${indexHtml.slice(0, at)}\n    ${script}${indexHtml.slice(at)}`;
}

/** The SHA-256 source of every inline script of a page (`'sha256-…'`), in order of appearance. */
export function inlineScriptHashes(page: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the app's page: scripts only from the sandbox's origin plus
 * the page's own inline scripts by hash (the injected configuration and the build's preload script; never
 * `'unsafe-inline'`), no plugins, no `<base>` elsewhere, and the store's `frame-ancestors`.
 */
export function appContentSecurityPolicy(page: string, store: Store | null | undefined): string {
  return [
    ["script-src 'self'", ...new Set(inlineScriptHashes(page))].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    frameAncestors(store),
  ].join('; ');
}

/**
 * The page's `<html data-theme>` set to the store's brand id, which chooses the brand's theme, so the first
 * paint (the loader, before any script) already shows the brand, not the default one. Only a well-formed id
 * (core's `isBrandId`: lowercase letters, digits, inner hyphens) is written; anything else leaves the
 * page's own attribute.
 */
export function withTheme(indexHtml: string, brandId: string | undefined): string {
  if (!isBrandId(brandId)) return indexHtml;
  return indexHtml.replace(/<html\b[^>]*>/i, (tag) =>
    /\sdata-theme=/i.test(tag)
      ? tag.replace(/\sdata-theme=("[^"]*"|'[^']*'|[^\s>]*)/i, ` data-theme="${brandId}"`)
      : tag.replace(/>$/, ` data-theme="${brandId}">`),
  );
}

/**
 * The icons of the brands that have their own (apps/apply/public, copied into the build), by brand id;
 * the default brand's are the page's own `/favicon.ico` and `/favicon.svg`.
 */
export const BRAND_ICONS: Readonly<Record<string, string>> = {
  breeze: '/favicon-breeze.svg',
  harbor: '/favicon-harbor.svg',
};

/**
 * The page's icon links replaced by the brand's icon (an SVG) when the brand has one
 * ({@link BRAND_ICONS}), so a breeze store's tab shows the breeze mark, not the default one; any other
 * brand leaves the page's own links.
 */
export function withBrandIcon(indexHtml: string, brandId: string | undefined): string {
  const icon =
    brandId && Object.prototype.hasOwnProperty.call(BRAND_ICONS, brandId) ? BRAND_ICONS[brandId] : undefined;
  if (!icon) return indexHtml;
  let first = true;
  return indexHtml.replace(/[ \t]*<link\b[^>]*\brel=["']?icon["']?[^>]*>\n?/gi, (whole) => {
    if (!first) return '';
    first = false;
    const indent = /^[ \t]*/.exec(whole)![0];
    return `${indent}<link rel="icon" href="${icon}" type="image/svg+xml" />\n`;
  });
}

/** The built reference app (or a placeholder) at `/`, with the CSP for the store in `?store=`. */
export function registerStatic(app: Hono<AppEnv>, deps: Deps): void {
  const { db, config } = deps;

  async function index(c: Context) {
    const storeId = Number(c.req.query('store'));
    const store = Number.isInteger(storeId) && storeId > 0 ? await db.getStore(storeId) : undefined;
    // The brand of the first paint: the store's theme, else the retailer's (`?retailer=<slug>`).
    const retailerSlug = c.req.query('retailer');
    const retailer = !store && retailerSlug ? await db.getRetailerBySlug(retailerSlug) : undefined;
    const theme = store?.theme ?? retailer?.theme;
    c.header('Cache-Control', 'no-store');
    const file = join(config.appDist, 'index.html');
    const body = existsSync(file)
      ? injectAppConfig(await readFile(file, 'utf8'), { env: config.env, theme })
      : String(await placeholder());
    c.header('Content-Security-Policy', appContentSecurityPolicy(body, store));
    return c.html(body);
  }

  app.get('/', index);
  app.get('/index.html', index);
  // The brand's icon for the app and the sandbox's own pages: the build's copy, else the app's source
  // (apps/apply/public) so no page logs a 404 for /favicon.ico before the app is built.
  app.get('/favicon.ico', async (c) => {
    const built = join(config.appDist, 'favicon.ico');
    const file = existsSync(built) ? built : FAVICON_SOURCE;
    c.header('Content-Type', 'image/x-icon');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await readFile(file));
  });
  // Assets of the built app; a build made after the start is served after a restart.
  if (!existsSync(config.appDist)) return;
  app.use(
    '*',
    // The build's Brotli copy (`x.js.br`, apps/apply's precompress plugin) for browsers that accept it:
    // about 14% smaller than gzip, and too slow to make per request. Otherwise gzipped by the app-wide
    // compress middleware (app.ts), which leaves an answer already encoded alone.
    serveStatic({
      root: relative(process.cwd(), config.appDist) || '.',
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=300');
      },
    }),
  );
}
