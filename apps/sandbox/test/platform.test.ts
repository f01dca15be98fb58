import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { injectAppConfig, withTheme } from '../src/routes/static';
import { loadConfig } from '../src/config';
import type { SandboxDb } from '../src/db/repository';
import { listen, resetDatabase } from '../src/server';
import {
  apply,
  fill,
  initiate,
  startApplication,
  startCheckout,
  startSandbox,
  type TestSandbox,
} from './helpers';

describe('persistence (data survives a restart; sandbox:reset wipes and re-seeds)', () => {
  it('keeps sessions and applications across a restart on the same database file, and reset wipes them', async () => {
    const first = await startSandbox();
    const { token: entry, checkoutId } = await startCheckout(first);
    const model = await fill(first, 'option-a');
    const { application, token } = await apply(first, entry, model);
    await first.stop();

    const second = await startSandbox({ dataDir: first.dataDir });
    const exchange = await second.call('GET', '/apply-v2/checkpoint/exchange', { token });
    expect(exchange.json.data).toMatchObject({
      application: { id: application.id, verified: true },
      checkout: { id: checkoutId, current_step: 4 },
    });
    expect(exchange.json.data.application.application_result.code).toBe('A');
    expect((await second.call('GET', '/apply-v2/retailer/demo-electronics/stores')).json.meta.total).toBe(9);
    await second.stop();

    await resetDatabase({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, now: () => new Date() });
    const third = await startSandbox({ dataDir: first.dataDir });
    expect((await third.call('GET', '/apply-v2/checkpoint/exchange', { token })).http).toBe(403);
    expect(await third.db.countApplications()).toBe(4);
    expect((await third.call('GET', '/apply-v2/retailer/breeze-home/store/hvac')).json.status).toBe(true);
    await third.close();
  });
});

describe('concurrency', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('completes 50 concurrent applications with nothing lost or crossed', async () => {
    const runs = Array.from({ length: 50 }, async (_, i) => {
      const { token: entry, checkoutId } = await startCheckout(sandbox);
      const model = await fill(sandbox, i % 2 ? 'option-a' : 'option-b');
      const n = String(i).padStart(2, '0');
      model.applicant.first_name = `Runner${n}`;
      model.applicant.social_security_number = `9${n}-77-${i % 2 ? '1001' : '1003'}`;
      model.applicant.cell = `55577000${n}`;
      const { application, result, token } = await apply(sandbox, entry, model);
      const lease = await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
        token,
        query: { option: i % 2 ? 'a' : 'b', payment_frequency: 'monthly' },
      });
      return { i, token, checkoutId, application, result, lease: lease.json.data };
    });
    const done = await Promise.all(runs);
    expect(new Set(done.map((d) => d.application.id)).size).toBe(50);
    expect(new Set(done.map((d) => d.checkoutId)).size).toBe(50);
    for (const run of done) {
      const n = String(run.i).padStart(2, '0');
      expect(run.result.code).toBe('A');
      expect(run.result.offerAmounts[run.i % 2 ? 'A' : 'B']).toBe(run.i % 2 ? '2500.00' : '1800.00');
      expect(run.lease.leaseType).toBe(run.i % 2 ? 'OptionA' : 'OptionB');
      const own = (await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token: run.token })).json
        .data;
      expect(own.application).toMatchObject({
        id: run.application.id,
        applicant: {
          first_name: `Runner${n}`,
          social_security_number: `XXX-XX-${run.i % 2 ? '1001' : '1003'}`,
        },
      });
      expect(own.checkout).toMatchObject({
        id: run.checkoutId,
        application_id: run.application.id,
        current_step: 5,
      });
      const stored = await sandbox.db.getApplication(run.application.id);
      expect(stored!.applicant.social_security_number).toBe(`9${n}-77-${run.i % 2 ? '1001' : '1003'}`);
    }
    // About 900 real HTTP calls on a shared 2-core machine: a generous limit, not a timing constant.
  }, 120_000);

  it('touching a session moves only its expiry, not a copy of the rest', async () => {
    const { token } = await startCheckout(sandbox);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const stale = (await sandbox.db.getSessionByTokenHash(tokenHash))!;
    const fresh = (await sandbox.db.getSessionByTokenHash(tokenHash))!;
    await sandbox.db.saveSession({ ...fresh, application_id: 4242 });
    await sandbox.db.touchSession(stale.id, stale.expires_at + 60_000);
    const after = (await sandbox.db.getSessionByTokenHash(tokenHash))!;
    expect(after.application_id).toBe(4242);
    expect(after.expires_at).toBe(stale.expires_at + 60_000);
  });
});

describe('faults (POST /__sandbox/faults)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('validates the fault request', async () => {
    const bad = await sandbox.call('POST', '/__sandbox/faults', {
      body: { path: 'keep-alive', mode: 'slow' },
    });
    expect(bad.json.data).toEqual({
      path: ['The path must start with /.'],
      mode: ['The mode must be one of timeout, 500, 422, 406, drop.'],
    });
  });

  it('answers 500 without a body for the next N calls, then normally', async () => {
    await sandbox.call('POST', '/__sandbox/faults', { body: { path: '/keep-alive', mode: '500', count: 2 } });
    for (let i = 0; i < 2; i += 1) {
      const response = await sandbox.call('GET', '/keep-alive');
      expect(response.http).toBe(500);
      expect(response.text).toBe('');
    }
    expect((await sandbox.call('GET', '/keep-alive')).http).toBe(200);
  });

  it('answers a 422 envelope', async () => {
    await sandbox.call('POST', '/__sandbox/faults', {
      body: { path: '/api/v1/addresses/zip', mode: '422', method: 'post' },
    });
    const response = await sandbox.call('POST', '/api/v1/addresses/zip', { body: { zip: '90012' } });
    expect(response.json).toEqual({
      status: false,
      code: 422,
      data: { fault: ['Injected fault.'] },
      error: 'The given data was invalid.',
    });
    expect((await sandbox.call('POST', '/api/v1/addresses/zip', { body: { zip: '90012' } })).http).toBe(200);
  });

  it('answers a 422 envelope with the field errors given in the fault', async () => {
    const data = { 'applicant.first_name': ['The First Name is on a watch list.'] };
    await sandbox.call('POST', '/__sandbox/faults', {
      body: { path: '/api/v1/addresses/zip', mode: '422', data },
    });
    const response = await sandbox.call('POST', '/api/v1/addresses/zip', { body: { zip: '90012' } });
    expect(response.http).toBe(422);
    expect(response.json).toEqual({ status: false, code: 422, data, error: 'The given data was invalid.' });
  });

  it('drops the connection', async () => {
    await sandbox.call('POST', '/__sandbox/faults', { body: { path: '/keep-alive', mode: 'drop' } });
    await expect(fetch(`${sandbox.url}/keep-alive`)).rejects.toThrow();
    expect((await sandbox.call('GET', '/keep-alive')).http).toBe(200);
  });

  it('holds the call without answering until the client gives up (timeout)', async () => {
    await sandbox.call('POST', '/__sandbox/faults', { body: { path: '/keep-alive', mode: 'timeout' } });
    const held = new Promise<string>((resolve) => {
      const off = sandbox.app.faults.onHold((path) => {
        off();
        resolve(path);
      });
    });
    const controller = new AbortController();
    const pending = fetch(`${sandbox.url}/keep-alive`, { signal: controller.signal });
    expect(await held).toBe('/keep-alive');
    expect((await sandbox.call('GET', '/__sandbox/faults')).json.data).toEqual({ faults: [], held: 1 });
    controller.abort();
    await expect(pending).rejects.toThrow();
    sandbox.app.faults.releaseAll();
    expect((await sandbox.call('GET', '/keep-alive')).http).toBe(200);
  });
});

describe('envelope, logs and dev pages', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('answers unknown routes 404 and malformed JSON 400 in the envelope', async () => {
    expect((await sandbox.call('GET', '/api/v1/nothing')).json).toEqual({
      status: false,
      code: 404,
      data: null,
      error: 'Not found.',
    });
    const token = await startApplication(sandbox, 1);
    const malformed = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      rawBody: '{"applicant":',
    });
    expect(malformed.json).toEqual({
      status: false,
      code: 400,
      data: null,
      error: 'Malformed JSON in request body.',
    });
    const notObject = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      body: [1, 2],
    });
    expect(notObject.http).toBe(422);
  });

  it('logs method, path, status and ms only: no query, body, SSN, PIN or token', async () => {
    const {
      token: entry,
      ticket,
      location,
    } = await initiate(
      sandbox,
      '/apply-v2/demo-electronics/main-street/initiate?iframe=false&utm_source=secretcampaign',
    );
    const model = await fill(sandbox, 'option-a');
    const { token } = await apply(sandbox, entry, model);
    const log = sandbox.logs.join('\n');
    expect(log).toMatch(/^GET \/apply-v2\/demo-electronics\/main-street\/initiate 302 \d+ms$/m);
    expect(log).toMatch(/^POST \/apply-v2\/application\/verify\/confirm 200 \d+ms$/m);
    for (const secret of [
      ticket,
      entry,
      token,
      'secretcampaign',
      model.applicant.social_security_number,
      model.applicant.social_security_number.replace(/-/g, ''),
      model.applicant.cell,
      model.applicant.last_name,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(location).toContain('utm_source=secretcampaign');
  });

  it('hides internal errors: 500 envelope without stack or message', async () => {
    const logs: string[] = [];
    const broken = new Proxy({} as SandboxDb, {
      get: () => () => {
        throw new Error('boom for 900-10-1001');
      },
    });
    const running = await listen(
      createApp({ db: broken, config: loadConfig({}, { env: 'test', log: (line) => logs.push(line) }) }),
      0,
    );
    const response = await fetch(`${running.url}/apply-v2/retailer/demo-electronics`);
    const text = await response.text();
    await running.close();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      status: false,
      code: 500,
      data: null,
      error: 'An internal error occurred.',
    });
    expect(text).not.toMatch(/boom|at |\.ts/);
    expect(logs.join('\n')).not.toContain('900-10-1001');
  });

  it('lists sent messages on the outbox page and as JSON [{to, channel, body, pin, link, sentAt}]', async () => {
    const token = await startApplication(sandbox, 1);
    const model = await fill(sandbox, 'option-a');
    await apply(sandbox, token, model);
    const json = (await sandbox.call('GET', '/__sandbox/outbox')).json as Record<string, unknown>[];
    const message = json.find((m) => m.to === model.applicant.cell)!;
    expect(Object.keys(message).sort()).toEqual(['body', 'channel', 'link', 'pin', 'sentAt', 'to']);
    const page = await fetch(`${sandbox.url}/__sandbox/outbox`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(String(message.pin));
  });

  it('serves the demo shop, whose back end creates a checkout through the retailer API', async () => {
    const shop = await fetch(`${sandbox.url}/__sandbox/shop`);
    const html = await shop.text();
    expect(html).toContain('Pay over time with a lease');
    for (const mode of ['iframe', 'popup', 'redirect']) expect(html).toContain(`pay('${mode}')`);
    const created = await sandbox.call('POST', '/__sandbox/shop/checkout', { body: { store_id: 11 } });
    expect(created.json.data.url).toContain('/apply-v2/breeze-home/hvac/initiate?checkout=');
    const { token } = await initiate(sandbox, created.json.data.url);
    const checkout = (
      await sandbox.call('GET', `/apply-v2/checkout/${created.json.data.checkout_id}`, { token })
    ).json.data;
    expect(checkout.cart.items.map((item: { sku: string }) => item.sku)).toEqual([
      'TV-55-4K',
      'SB-200',
      'HDMI-2M',
    ]);
  });
  it('serves @leasekit/host to the demo shop as one ES module, which the shop page imports', async () => {
    const html = await (await fetch(`${sandbox.url}/__sandbox/shop`)).text();
    expect(html).toContain("import { openLeaseCheckout } from '/__sandbox/shop/host.js';");
    const script = await fetch(`${sandbox.url}/__sandbox/shop/host.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const code = await script.text();
    expect(code).toMatch(/export\s*\{[^}]*\bopenLeaseCheckout\b/);
    // The package itself, not a copy: its checks of the origin, the window and the sequence.
    expect(code).toContain('event.origin !== origin');
    expect(code).toContain('seq <= lastSeq');
    expect(code).not.toMatch(/^\s*import\s/m);
  });

  it("shows the shop's return page texts for the redirect mode's return URLs, and nothing for any other value", async () => {
    const text = async (query: string) => (await fetch(`${sandbox.url}/__sandbox/shop${query}`)).text();
    expect(await text('?result=thankyou')).toContain('Back from the lease checkout: the thank-you page');
    expect(await text('?result=failure')).toContain('Back from the lease checkout: the failure page');
    const other = await text('?result=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(other).not.toContain('Back from the lease checkout');
    expect(other).not.toContain('<script>alert(1)');
    expect(await text('?result=constructor')).not.toContain('Back from the lease checkout');
  });
});

describe('NODE_ENV=production', () => {
  it('turns the dev pages, fill and the outbox off', async () => {
    const sandbox = await startSandbox({ env: 'production' });
    for (const path of ['/__sandbox', '/__sandbox/shop', '/__sandbox/shop/host.js', '/__sandbox/outbox'])
      expect((await sandbox.call('GET', path)).http).toBe(404);
    expect(
      (await sandbox.call('POST', '/__sandbox/faults', { body: { path: '/keep-alive', mode: '500' } })).http,
    ).toBe(404);
    expect(
      (await sandbox.call('GET', '/apply-v2/application/fill', { query: { type: 'option-a', store_id: 1 } }))
        .http,
    ).toBe(404);
    expect((await sandbox.call('GET', '/keep-alive')).http).toBe(200);
    await sandbox.close();
  });
});

describe('the built app', () => {
  /** A built app whose entry script (`assets/app-entry.js`, 4 KB) is large enough to compress. */
  function builtAppWithEntry(): { dist: string; script: string } {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>apply</title><div id="root"></div>');
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;
    writeFileSync(join(dist, 'assets', 'app-entry.js'), script);
    return { dist, script };
  }

  it('serves apps/apply/dist at / with frame-ancestors, and its assets', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>apply</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const sandbox = await startSandbox({ appDist: dist });
    const index = await fetch(`${sandbox.url}/?store=1`);
    expect(await index.text()).toContain('<div id="root"></div>');
    expect(index.headers.get('content-security-policy')).toContain('https://shop.example.com');
    const asset = await fetch(`${sandbox.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(`${sandbox.url}/assets/missing.js`)).status).toBe(404);
    await sandbox.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves the brand's icon at /favicon.ico, the build's copy or else the app's source, and the sandbox pages link it", async () => {
    const source = readFileSync(new URL('../../apply/public/favicon.ico', import.meta.url));
    const unbuilt = await startSandbox();
    const icon = await fetch(`${unbuilt.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer()).equals(source)).toBe(true);
    expect(await (await fetch(`${unbuilt.url}/__sandbox/shop`)).text()).toContain(
      '<link rel="icon" href="/favicon.ico" />',
    );
    await unbuilt.close();
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>apply</title>');
    writeFileSync(join(dist, 'favicon.ico'), 'built icon');
    const built = await startSandbox({ appDist: dist });
    expect(await (await fetch(`${built.url}/favicon.ico`)).text()).toBe('built icon');
    await built.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("spec 01 §6: tells the app its environment in the page, so test tools show from the app's first render", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>apply</title>' +
        '<script>preload()</script></head><body><div id="root"></div></body></html>',
    );
    for (const env of ['test', 'production'] as const) {
      const sandbox = await startSandbox({ appDist: dist, env });
      const page = await (await fetch(`${sandbox.url}/`)).text();
      const injected = page.indexOf(
        `window.__LEASEKIT_CONFIG__ = Object.assign({}, window.__LEASEKIT_CONFIG__, {"env":"${env}"});`,
      );
      // In the head, after the charset and before the page's own scripts, which may read it.
      expect(injected).toBeGreaterThan(page.indexOf('<meta charset="UTF-8" />'));
      expect(injected).toBeLessThan(page.indexOf('<script>preload()</script>'));
      await sandbox.close();
    }
    rmSync(dist, { recursive: true, force: true });
  });

  it("the page carries the store's or retailer's brand from the first paint (data-theme and config)", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en" data-theme="default"><head><meta charset="UTF-8" /></head><body></body></html>',
    );
    const sandbox = await startSandbox({ appDist: dist });
    const byStore = await (await fetch(`${sandbox.url}/?store=12`)).text();
    expect(byStore).toContain('<html lang="en" data-theme="harbor">');
    expect(byStore).toContain('"theme":"harbor"');
    const byRetailer = await (await fetch(`${sandbox.url}/?retailer=breeze-home`)).text();
    expect(byRetailer).toContain('<html lang="en" data-theme="breeze">');
    const none = await (await fetch(`${sandbox.url}/`)).text();
    expect(none).toContain('<html lang="en" data-theme="default">');
    expect(none).not.toContain('"theme"');
    await sandbox.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("the served page of a breeze or harbor store links its brand's icon; the default brand keeps the app's", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    // The app's own page and public icons, as the build copies them.
    const appRoot = new URL('../../apply/', import.meta.url);
    writeFileSync(join(dist, 'index.html'), readFileSync(new URL('index.html', appRoot)));
    for (const name of ['favicon-breeze.svg', 'favicon-harbor.svg'])
      writeFileSync(join(dist, name), readFileSync(new URL(`public/${name}`, appRoot)));
    const sandbox = await startSandbox({ appDist: dist });
    const icons = (page: string) => [...page.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map((m) => m[0]);
    const breeze = await (await fetch(`${sandbox.url}/?retailer=breeze-home`)).text();
    expect(icons(breeze)).toEqual(['<link rel="icon" href="/favicon-breeze.svg" type="image/svg+xml" />']);
    const harbor = await (await fetch(`${sandbox.url}/?store=12`)).text();
    expect(icons(harbor)).toEqual(['<link rel="icon" href="/favicon-harbor.svg" type="image/svg+xml" />']);
    const plain = await (await fetch(`${sandbox.url}/?store=1`)).text();
    expect(icons(plain)).toEqual([
      '<link rel="icon" href="/favicon.ico" sizes="48x48" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ]);
    // The icon the page names is served: an SVG in the brand's colour.
    const icon = await fetch(`${sandbox.url}/favicon-breeze.svg`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain('fill="#0f766e"');
    await sandbox.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('only a well-formed theme id is written into the page', () => {
    const page = '<html data-theme="default"><head></head></html>';
    expect(withTheme(page, '"><script>x()</script>')).toBe(page);
    expect(withTheme('<html lang="en">', 'acme')).toBe('<html lang="en" data-theme="acme">');
  });

  it('puts the configuration at the start of the head when the page has no charset, and first when it has no head', () => {
    const script = '<script>window.__LEASEKIT_CONFIG__';
    const noCharset = injectAppConfig('<html><head><title>a</title><script>x()</script></head></html>', {
      env: 'test',
    });
    expect(noCharset.indexOf(script)).toBeGreaterThan(noCharset.indexOf('<head>'));
    expect(noCharset.indexOf(script)).toBeLessThan(noCharset.indexOf('<title>'));
    expect(injectAppConfig('<div id="root"></div>', { env: 'test' }).startsWith(script)).toBe(true);
  });

  it("gzips the app's assets for clients that accept it", async () => {
    const { dist, script } = builtAppWithEntry();
    const sandbox = await startSandbox({ appDist: dist });
    // fetch decodes gzip itself, so the text must come back whole while the header says gzip.
    const gzipped = await fetch(`${sandbox.url}/assets/app-entry.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await gzipped.text()).toBe(script);
    const plain = await fetch(`${sandbox.url}/assets/app-entry.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    await sandbox.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves the build's Brotli copy of an asset to browsers that accept it, and gzip otherwise", async () => {
    const { dist, script } = builtAppWithEntry();
    writeFileSync(join(dist, 'assets', 'app-entry.js.br'), brotliCompressSync(script));
    const sandbox = await startSandbox({ appDist: dist });
    const url = `${sandbox.url}/assets/app-entry.js`;
    // Chromium's own header; fetch decodes Brotli itself, so the text must come back whole.
    const brotli = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await brotli.text()).toBe(script);
    const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(script);
    await sandbox.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gzips the API's larger answers too (a page of stores), and they read the same", async () => {
    const sandbox = await startSandbox();
    const url = `${sandbox.url}/apply-v2/retailer/demo-electronics/stores?limit=25&page=1`;
    const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = (await plain.json()) as { status: boolean; data: unknown[] };
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(await gzipped.json()).toEqual(body);
    await sandbox.close();
  });
});
