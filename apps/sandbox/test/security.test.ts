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
      model.applicant.social_security_number.slice(-4),
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
