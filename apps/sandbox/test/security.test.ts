import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  CART,
  DEMO_KEY,
  fill,
  initiate,
  startCheckout,
  startSandbox,
  type TestSandbox,
  verifyPin,
} from './helpers';

/** The body of a checkout the retailer API accepts, with `overrides`. */
function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    store_id: 1,
    cart_id: 'cart-sec',
    cart: { items: CART },
    cart_type_id: 1,
    return_url_thankyou: 'https://shop.example.com/thanks',
    return_url_failure: 'https://shop.example.com/failed',
    test: true,
    ...overrides,
  };
}

const createCheckout = (sandbox: TestSandbox, overrides: Record<string, unknown> = {}) =>
  sandbox.call('POST', '/api/v2/checkout', {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
    body: checkoutBody(overrides),
  });

describe('issue 15 item 1 (High): return URLs are https (http only on localhost), and the app page has a real CSP', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('POST /api/v2/checkout answers 422 naming the field for javascript:, data:, vbscript: and plain-http return URLs', async () => {
    for (const hostile of [
      'javascript:alert(document.domain)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://shop.example.com/thanks',
      '//evil.example/x',
      'ftp://shop.example.com/x',
    ]) {
      for (const field of ['return_url_thankyou', 'return_url_failure']) {
        const refused = await createCheckout(sandbox, { [field]: hostile });
        expect(refused.http, `${field} = ${hostile}`).toBe(422);
        expect(Object.keys(refused.json.data)).toEqual([field]);
        expect(refused.json.data[field][0]).toMatch(/^The return url (thankyou|failure) must be/);
      }
    }
  });

  it('accepts https anywhere and http on localhost or 127.0.0.1 for development', async () => {
    for (const url of [
      'https://shop.example.com/thanks',
      'http://localhost:3000/thanks',
      'http://127.0.0.1:5173/failed',
    ]) {
      const created = await createCheckout(sandbox, { return_url_thankyou: url, return_url_failure: url });
      expect(created.http, url).toBe(200);
    }
  });

  it('serves the app page with script-src self plus the hash of each inline script, object-src none, base-uri self and frame-ancestors', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'leasekit-dist-'));
    const boot = 'document.documentElement.dataset.boot = "1";';
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${boot}</script>` +
        '<script type="module" src="/assets/app-entry.js"></script></head><body><div id="root"></div></body></html>',
    );
    const app = await startSandbox({ appDist: dist });
    try {
      const response = await fetch(`${app.url}/?store=1`);
      const page = await response.text();
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
      const injected = /<script>(window\.__LEASEKIT_CONFIG__[^<]*)<\/script>/.exec(page)![1]!;
      expect(directives['script-src']).toEqual(["'self'", hash(injected), hash(boot)]);
      expect(csp).not.toContain('unsafe-inline');
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual([
        "'self'",
        'http://localhost:3000',
        'http://localhost:5173',
        'https://shop.example.com',
      ]);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('issue 15 item 2 (High): a replayed checkout link reaches nothing of the checkout before the PIN', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('a new session from the same entry URL sees no personal data, cart or lease and cannot cancel, discard, schedule, e-sign or start its own application; after the PIN it can', async () => {
    const victim = await startCheckout(sandbox, 4);
    const model = await fill(sandbox, 'option-a', 4);
    const { application } = await apply(sandbox, victim.token, model, 4);
    const schedule = {
      checkout_id: victim.checkoutId,
      schedules: CART.map((item) => ({
        sku: item.sku,
        type: 'shipping',
        zip_code: '43215',
        shipment: 'ground',
        address: { line_1: '100 Main Street', city: 'Columbus', state: 'OH' },
      })),
    };
    const scheduled = await sandbox.call('POST', '/api/v1/bestbuy/schedule', {
      token: victim.token,
      body: schedule,
    });
    expect(scheduled.http).toBe(200);
    const leased = await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/lease`, {
      token: victim.token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    expect(leased.http).toBe(200);

    // The attacker replays the entry link (a forwarded e-mail, browser history, a shared computer).
    const { token } = await initiate(sandbox, victim.url);
    const personal = [
      model.applicant.email,
      `XX-${model.applicant.social_security_number.slice(-4)}`,
      model.applicant.social_security_number,
      model.applicant.first_name,
      model.applicant.last_name,
      '100 Main Street',
      CART[0]!.sku,
    ];
    const answers = [
      await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}`, { token }),
      await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/process`, { token }),
      await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token }),
    ];
    for (const answer of answers) {
      expect(answer.http).toBe(200);
      for (const value of personal) expect(answer.text, value).not.toContain(value);
    }
    expect(answers[0]!.json.data).toMatchObject({
      id: victim.checkoutId,
      application_id: null,
      verified: false,
      cart: null,
      lease: null,
      computation: null,
      delivery: null,
      config: null,
    });

    const refused = [
      await sandbox.call('POST', `/apply-v2/checkout/${victim.checkoutId}/cancel`, { token, body: {} }),
      await sandbox.call('POST', `/apply-v2/checkout/${victim.checkoutId}/discard`, { token, body: {} }),
      await sandbox.call('POST', '/api/v1/bestbuy/schedule', { token, body: schedule }),
      await sandbox.call('POST', `/apply-v2/checkout/${victim.checkoutId}/esign`, { token, body: {} }),
      await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/lease`, {
        token,
        query: { option: 'a', payment_frequency: 'monthly' },
      }),
      await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/banking`, { token }),
      await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/preview`, {
        query: { apply_token: token },
      }),
      await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
        token,
        body: { ...(await fill(sandbox, 'option-b', 4)) },
      }),
    ];
    expect(refused.map((answer) => answer.http)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    for (const answer of refused) for (const value of personal) expect(answer.text).not.toContain(value);
    // Nothing changed: the victim's checkout still stands at the lease with its application.
    const still = await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}`, {
      token: victim.token,
    });
    expect(still.json.data).toMatchObject({ current_step: 5, application_id: application.id });

    // The real shopper on a second device: the PIN opens the checkout to that session.
    const confirmed = await verifyPin(sandbox, token, application.uuid, model.applicant.cell);
    expect(confirmed.json.status).toBe(true);
    const opened = await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}`, { token });
    expect(opened.json.data).toMatchObject({ application_id: application.id, verified: true });
    expect(opened.json.data.cart.items).toHaveLength(CART.length);
    expect(
      (await sandbox.call('POST', `/apply-v2/checkout/${victim.checkoutId}/discard`, { token, body: {} }))
        .http,
    ).toBe(200);
  });
});

describe('issue 15 items 4, 5, 7: no-store, request size and nesting, raw paths in the log', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('item 4: every /apply-v2 and /api answer, errors included, and the outbox send Cache-Control: no-store', async () => {
    const { token, checkoutId } = await startCheckout(sandbox);
    const answers = [
      await sandbox.call('GET', '/apply-v2/checkpoint/exchange', { token }),
      await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}`, { token }),
      await sandbox.call('GET', '/apply-v2/checkpoint/exchange'),
      await sandbox.call('GET', '/apply-v2/retailer/demo-electronics/stores'),
      await sandbox.call('GET', '/api/v1/payroll/employers'),
      await sandbox.call('POST', '/api/v2/checkout', { body: {} }),
      await sandbox.call('GET', '/api/v1/nothing-here'),
      await sandbox.call('GET', '/keep-alive', { token }),
      await sandbox.call('GET', '/__sandbox/outbox'),
      await sandbox.call('GET', '/__sandbox/outbox', { headers: { Accept: 'text/html' } }),
    ];
    expect(answers.map((answer) => answer.http)).toEqual([200, 200, 403, 200, 422, 401, 404, 200, 200, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('item 5: JSON nested deeper than 64 levels is a 400, never a 500, on every JSON route', async () => {
    const { token } = await startCheckout(sandbox);
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const arrays = (levels: number) => `{"applicant":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    for (const rawBody of [deep(65), deep(5000), arrays(5000), arrays(200_000)]) {
      for (const path of [
        '/apply-v2/application/step/applicantInfo',
        '/apply-v2/application',
        '/api/v2/checkout',
      ]) {
        const answer = await sandbox.call('POST', path, {
          token,
          rawBody,
          headers: { Authorization: `Bearer ${DEMO_KEY}` },
        });
        expect(answer.http, `${path} ${rawBody.length}`).toBe(400);
        expect(answer.json.error).toBe('The request body may not nest deeper than 64 levels.');
      }
    }
    // Brackets inside strings are text, not nesting.
    const text = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      token,
      rawBody: JSON.stringify({ applicant: { first_name: '['.repeat(100) } }),
    });
    expect(text.http).toBe(422);
  });

  it('item 7: the request log writes the raw path, so %0a cannot forge a log line', async () => {
    sandbox.logs.length = 0;
    await fetch(`${sandbox.url}/apply-v2/x%0aGET%20/admin%20200%200ms%0d`);
    await fetch(`${sandbox.url}/api/v1/%E2%80%AEevil`);
    expect(sandbox.logs).toEqual([
      expect.stringMatching(/^GET \/apply-v2\/x%0aGET%20\/admin%20200%200ms%0d 404 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/%E2%80%AEevil 404 \d+ms$/),
    ]);
    for (const line of sandbox.logs) expect(line).not.toMatch(/[\n\r\u202e]/);
  });
});

describe('issue 15 item 5: request size', () => {
  // Its own sandbox (its own origin and connection pool): a refused upload leaves its connection closed.
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('item 5: a body over 1 MB is a 413 before it is read: a 20 MB upload is cut off near the limit and leaves memory flat', async () => {
    const declared = await sandbox.call('POST', '/apply-v2/application/step/applicantInfo', {
      rawBody: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(declared.http).toBe(413);
    expect(declared.json).toEqual({
      status: false,
      code: 413,
      data: null,
      error: 'The request body is too large.',
    });

    // 20 MB streamed in 64 KB chunks without a Content-Length: count what the server pulls.
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const total = 20 * 1024 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    // Client and server share this process, so the growth measured bounds the server's.
    const used = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = used();
    const response = await fetch(`${sandbox.url}/api/v1/previousCustomerCheck`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    await response.text();
    const growth = used() - before;
    // The server stopped reading a little past 1 MB (plus socket buffers), far from 20 MB.
    expect(pulled).toBeLessThan(4 * 1024 * 1024);
    expect(growth).toBeLessThan(8 * 1024 * 1024);
  });
});
