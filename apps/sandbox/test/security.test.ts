import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createVault } from '../src/db/vault';
import { LOOKUP_LIMIT } from '../src/http/rate-limit';
import { openDatabase } from '../src/server';
import {
  apply,
  CART,
  DEMO_KEY,
  fill,
  initiate,
  latestPin,
  saveSteps,
  startApplication,
  startCheckout,
  startSandbox,
  TEST_ENGINE,
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

describe('return URLs are https (http only on localhost), and the app page has a real CSP', () => {
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

describe('a replayed checkout link reaches nothing of the checkout before the PIN', () => {
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
    const { application, token: victimToken } = await apply(sandbox, victim.token, model, 4);
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
      token: victimToken,
      body: schedule,
    });
    expect(scheduled.http).toBe(200);
    const leased = await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}/lease`, {
      token: victimToken,
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
      token: victimToken,
    });
    expect(still.json.data).toMatchObject({ current_step: 5, application_id: application.id });

    // The real shopper on a second device: the PIN opens the checkout to that session.
    const confirmed = await verifyPin(sandbox, token, application.uuid, model.applicant.cell);
    expect(confirmed.json.status).toBe(true);
    const verified = confirmed.json.data.token;
    const opened = await sandbox.call('GET', `/apply-v2/checkout/${victim.checkoutId}`, {
      token: verified,
    });
    expect(opened.json.data).toMatchObject({ application_id: application.id, verified: true });
    expect(opened.json.data.cart.items).toHaveLength(CART.length);
    expect(
      (
        await sandbox.call('POST', `/apply-v2/checkout/${victim.checkoutId}/discard`, {
          token: verified,
          body: {},
        })
      ).http,
    ).toBe(200);
  });
});

describe('no-store, request size and nesting, raw paths in the log', () => {
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

describe('request size', () => {
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
    // The server answers 413 and closes the connection. A client still writing may meet the closed socket
    // (EPIPE, ECONNRESET) before it reads that answer: the server refused the rest either way.
    const outcome = await fetch(`${sandbox.url}/api/v1/previousCustomerCheck`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit).then(
      async (response) => {
        await response.text();
        return response.status;
      },
      (error: Error) => (error.cause as { code?: string } | undefined)?.code,
    );
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(outcome);
    const growth = used() - before;
    // The server stopped reading a little past 1 MB, far from 20 MB. What the client pulled also fills the
    // loopback socket's buffers, which the kernel grows to a few MB when the machine is busy (4 MB seen).
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
    expect(growth).toBeLessThan(8 * 1024 * 1024);
  });
});

/** Every way a run of digits may be written: any one or two non-digit bytes (or none) between digits. */
function anyFormatting(value: string): RegExp {
  return new RegExp(value.split('').join('[^0-9]{0,2}'));
}

/** Every file under a folder (the database, its WAL and shared memory, the key file …). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('personal data is encrypted at rest and looked up by keyed HMAC', () => {
  it('no byte of any file in the data folder holds the SSN, date of birth or account written through the API, in any formatting', async () => {
    const sandbox = await startSandbox();
    try {
      const { token: entry } = await startCheckout(sandbox);
      const model = await fill(sandbox, 'option-a');
      const ssn = '947-38-1001';
      const account = '7350918264';
      model.applicant.social_security_number = ssn;
      model.applicant.date_of_birth = '1979-11-23';
      model.banking.checking_account = account;
      model.banking.checking_account_confirmation = account;
      const { application, token } = await apply(sandbox, entry, model);
      // Written and readable through the API (masked), so the data did reach the database.
      const stored = await sandbox.call('GET', '/apply-v2/application', { token });
      expect(stored.json.data.applicant.social_security_number).toBe('XXX-XX-1001');
      expect(stored.json.data.banking.checking_account).toBe('******8264');
      const retrieved = await sandbox.call('POST', '/apply-v2/application/retrieve', {
        token: await startApplication(sandbox),
        body: {
          last_name: model.applicant.last_name,
          social_security_number: ssn,
          date_of_birth: '1979-11-23',
          store_id: 1,
        },
      });
      expect(retrieved.json.data.application_id).toBe(application.id);

      const secrets = {
        ssn: anyFormatting('947381001'),
        account: anyFormatting(account),
        dob: /1979[^0-9]{0,2}11[^0-9]{0,2}23|11[^0-9]{0,2}23[^0-9]{0,2}1979/,
      };
      const files = filesUnder(sandbox.dataDir);
      expect(files.map((file) => file.slice(sandbox.dataDir.length + 1)).sort()).toEqual(
        expect.arrayContaining(
          TEST_ENGINE === 'postgres' ? ['data.key'] : ['data.key', 'sandbox.db', 'sandbox.db-wal'],
        ),
      );
      // The folder's files, and on PostgreSQL every row of the sandbox's tables.
      const everything = await sandbox.storedText();
      expect(everything.some(({ name }) => name.endsWith('.applications'))).toBe(TEST_ENGINE === 'postgres');
      for (const { name: where, text: bytes } of everything) {
        // As single bytes (UTF-8, Latin-1) and as UTF-16 (every other byte zero).
        const texts = [bytes, bytes.replace(/\0/g, '')];
        for (const [name, pattern] of Object.entries(secrets)) {
          for (const text of texts) expect(pattern.test(text), `${name} in ${where}`).toBe(false);
        }
      }
      // The control: the same scan finds the values in a plain copy of the API's input.
      expect(secrets.ssn.test(JSON.stringify(model))).toBe(true);
      expect(secrets.account.test(JSON.stringify(model))).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it('generates a key with mode 0600 into the data folder on first start, reuses it after a restart, and takes DATA_KEY from the environment instead', async () => {
    const first = await startSandbox();
    const keyFile = join(first.dataDir, 'data.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyFile, 'utf8');
    const { token: entry } = await startCheckout(first);
    const model = await fill(first, 'option-a');
    const { token } = await apply(first, entry, model);
    await first.stop();
    const second = await startSandbox({ dataDir: first.dataDir });
    expect(readFileSync(keyFile, 'utf8')).toBe(key);
    expect((await second.call('GET', '/apply-v2/application', { token })).json.data.applicant.last_name).toBe(
      model.applicant.last_name,
    );
    await second.close();

    const dataDir = mkdtempSync(join(tmpdir(), 'leasekit-sandbox-'));
    const fromEnv = loadConfig({ DATA_KEY: randomBytes(32).toString('base64'), DATA_DIR: dataDir });
    const db = await openDatabase(fromEnv);
    expect(readdirSync(dataDir)).not.toContain('data.key');
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sealed document opens only with its key and its row; the SSN lookup is a keyed HMAC, not a hash of 9 digits', () => {
    const vault = createVault(randomBytes(32));
    const sealed = vault.seal('{"ssn":"947381001"}', 'applications:a');
    expect(sealed).not.toContain('947381001');
    expect(vault.open(sealed, 'applications:a')).toBe('{"ssn":"947381001"}');
    expect(() => vault.open(sealed, 'applications:b')).toThrow();
    expect(() => createVault(randomBytes(32)).open(sealed, 'applications:a')).toThrow();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => vault.open(tampered, 'applications:a')).toThrow();
    expect(vault.lookup('ssn:947381001')).toBe(vault.lookup('ssn:947381001'));
    expect(vault.lookup('ssn:947381001')).not.toBe(createVault(randomBytes(32)).lookup('ssn:947381001'));
    expect(vault.lookup('ssn:947381001')).not.toBe(
      createHash('sha256').update('ssn:947381001').digest('hex'),
    );
  });
});

describe('retrieval and previous-customer checks are rate-limited per session and per client', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const guess = (token: string, dob: string, ssn = '900-30-1001') =>
    sandbox.call('POST', '/apply-v2/application/retrieve', {
      token,
      body: {
        last_name: 'Returning',
        social_security_number: ssn,
        date_of_birth: dob,
        store_id: 1,
      },
    });
  const wrongDob = (i: number) => `1970-01-${String((i % 28) + 1).padStart(2, '0')}`;
  const tooMany = {
    status: false,
    code: 429,
    data: null,
    error: 'Too many attempts. Please try again later.',
  };

  it('a session gets 10 date-of-birth guesses in 15 minutes, then 429 (the right one too); new sessions from the same client get 100 in all', async () => {
    expect(LOOKUP_LIMIT).toEqual({ perSession: 10, perClient: 100, windowMs: 15 * 60 * 1000 });
    const first = await startApplication(sandbox);
    for (let i = 0; i < 10; i += 1) expect((await guess(first, wrongDob(i))).http).toBe(404);
    const refused = await guess(first, '1980-05-05');
    expect(refused.http).toBe(429);
    expect(refused.json).toEqual(tooMany);
    expect(refused.headers.get('ratelimit-limit')).toBe('10');

    // Sessions are free to create: the client's own count (11 so far, the refused one included) still
    // runs out at 100, in whatever session. Each guess names another SSN here, since the person guessed
    // has a limit of their own (src/security/security-lookups.test.ts).
    let used = 11;
    let session = await startApplication(sandbox);
    while (used < 100) {
      if (used % 10 === 1) session = await startApplication(sandbox);
      const ssn = `900-31-${String(used).padStart(4, '0')}`;
      expect((await guess(session, wrongDob(used), ssn)).http).toBe(404);
      used += 1;
    }
    const fresh = await startApplication(sandbox);
    expect((await guess(fresh, '1980-05-05')).json).toEqual(tooMany);

    // The window ends after 15 minutes (the sandbox clock), and the right answer is found again.
    sandbox.clock.advance(15 * 60 * 1000);
    expect((await guess(fresh, '1980-05-05')).http).toBe(200);
  });

  it('the previous-customer check answers only for the session applicant’s own SSN, 10 times a session', async () => {
    sandbox.clock.advance(15 * 60 * 1000);
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    await saveSteps(sandbox, token, model);
    const check = (ssn: string) =>
      sandbox.call('POST', '/api/v1/previousCustomerCheck', { token, body: { ssn } });
    const other = await check('900-30-1001');
    expect(other.http).toBe(422);
    expect(other.json.data).toEqual({ ssn: ['The SSN must be the applicant’s own.'] });
    expect(other.text).not.toContain('isPreviousCustomer');
    expect((await check(model.applicant.social_security_number)).json.data).toEqual({
      isPreviousCustomer: false,
    });
    for (let i = 0; i < 8; i += 1) await check(model.applicant.social_security_number);
    expect((await check(model.applicant.social_security_number)).json).toEqual(tooMany);
  });
});

describe('cart bounds, field hygiene, framing and the identity link, maxed PINs, production', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('item 8: a cart line above $100,000, in fractions of a cent, a quantity that is not a whole number from 1 to 100, or more than 200 lines is a 422', async () => {
    const line = { sku: 'TV', description: 'TV', quantity: 1, unit_price: 10 };
    const cases: [Record<string, unknown>[], string][] = [
      [[{ ...line, unit_price: 100_000.01 }], 'cart.items.0.unit_price'],
      [[{ ...line, unit_price: 1e308 }], 'cart.items.0.unit_price'],
      [[{ ...line, unit_price: 19.999 }], 'cart.items.0.unit_price'],
      [[{ ...line, quantity: 101 }], 'cart.items.0.quantity'],
      [[{ ...line, quantity: 1.5 }], 'cart.items.0.quantity'],
      [[{ ...line, quantity: 0 }], 'cart.items.0.quantity'],
      [Array.from({ length: 201 }, () => line), 'cart.items'],
      [[{ ...line, description: 'TV\u202egnp.exe' }], 'cart.items.0.description'],
    ];
    for (const [items, field] of cases) {
      const answer = await createCheckout(sandbox, { cart: { items } });
      expect(answer.http, field).toBe(422);
      expect(Object.keys(answer.json.data), field).toEqual([field]);
    }
    const fine = await createCheckout(sandbox, {
      cart: {
        items: [
          { ...line, unit_price: 100_000, quantity: 100 },
          { ...line, unit_price: 19.99 },
        ],
      },
    });
    expect(fine.http).toBe(200);
  });

  it('item 9: an SSN, phone or zip longer than its format is a 422, and NUL or bidirectional overrides in names and addresses are refused', async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const save = (step: string, change: (copy: Record<string, Record<string, unknown>>) => void) => {
      const copy = structuredClone(model);
      change(copy);
      return sandbox.call('POST', `/apply-v2/application/step/${step}`, { token, body: copy });
    };
    const refused: [string, string, (copy: Record<string, Record<string, unknown>>) => void][] = [
      [
        'applicantInfo',
        'applicant.social_security_number',
        (m) => (m.applicant!.social_security_number = '900-12-10011'),
      ],
      [
        'applicantInfo',
        'applicant.social_security_number',
        (m) => (m.applicant!.social_security_number = '900121001abc'),
      ],
      ['applicantInfo', 'applicant.cell', (m) => (m.applicant!.cell = '555-123-4567 ext 99999')],
      ['applicantInfo', 'applicant.cell', (m) => (m.applicant!.cell = 'x5551234567')],
      ['applicantInfo', 'applicant.first_name', (m) => (m.applicant!.first_name = 'Av\u0000ery')],
      ['applicantInfo', 'applicant.last_name', (m) => (m.applicant!.last_name = 'Anderson\u202e')],
    ];
    for (const [step, field, change] of refused) {
      const answer = await save(step, change);
      expect(answer.http, field).toBe(422);
      expect(Object.keys(answer.json.data), field).toContain(field);
    }
    expect((await save('applicantInfo', () => {})).http).toBe(200);
    const location = (m: Record<string, Record<string, unknown>>) =>
      m.applicant!.location as Record<string, string>;
    const badAddress = await save('applicantAddress', (m) => (location(m).line_1 = '100 Main\u2066 Street'));
    expect(badAddress.http).toBe(422);
    expect(Object.keys(badAddress.json.data)).toContain('applicant.location.line_1');
    const longZip = await save('applicantAddress', (m) => (location(m).code = '432150'));
    expect(longZip.http).toBe(422);
  });

  it('item 10: every HTML page sends frame-ancestors, and the identity link completes on an explicit POST, never on GET', async () => {
    const token = await startApplication(sandbox, 9);
    const model = await fill(sandbox, 'option-a', 9);
    await saveSteps(sandbox, token, model, 9);
    const sent = await sandbox.call('POST', '/apply-v2/intellicheck/send', {
      token,
      body: { phone: '5552017788' },
    });
    expect(sent.json.status).toBe(true);
    const link = (
      (await sandbox.call('GET', '/__sandbox/outbox')).json as { to: string; link: string | null }[]
    ).find((m) => m.link && m.to.replace(/\D/g, '') === '5552017788')!.link!;
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Confirm my identity');
    const verify = () =>
      sandbox.call('POST', '/apply-v2/intellicheck/verify', { token, body: { check_id: sent.json.data.id } });
    expect((await verify()).json.data.completed).toBe(false);
    expect(
      (
        await sandbox.call('GET', '/apply-v2/intellicheck/exchange', {
          query: { token: new URL(link).pathname.split('/').pop()! },
        })
      ).http,
    ).toBe(403);
    const confirmed = await fetch(link, { method: 'POST' });
    expect(await confirmed.text()).toContain('Identity verified');
    expect((await verify()).json.data.completed).toBe(true);

    const pages = [
      opened,
      confirmed,
      await fetch(`${sandbox.url}/apply-v2/intellicheck/link/not-a-token-at-all-0000`),
      await fetch(`${sandbox.url}/apply-v2/checkout/1/sign/not-a-token-at-all-0000`),
      await fetch(`${sandbox.url}/apply-v2/checkout/1/preview`),
      await fetch(`${sandbox.url}/apply-v2/payroll/link/not-a-token-at-all-0000`),
      await fetch(`${sandbox.url}/__sandbox`),
      await fetch(`${sandbox.url}/__sandbox/shop`),
      await fetch(`${sandbox.url}/__sandbox/outbox`, { headers: { Accept: 'text/html' } }),
      await fetch(`${sandbox.url}/`),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type'), page.url).toContain('text/html');
      expect(page.headers.get('content-security-policy'), page.url).toMatch(/frame-ancestors 'self'/);
    }
  });

  it('item 11: sending a PIN after the application is maxed is refused', async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, token, model);
    const send = () =>
      sandbox.call('POST', '/apply-v2/application/verify/send', {
        token,
        body: { uuid: application.uuid, mode: 'sms' },
      });
    expect((await send()).http).toBe(200);
    const pin = Number(await latestPin(sandbox, model.applicant.cell));
    for (let i = 0; i < 3; i += 1) {
      await sandbox.call('POST', '/apply-v2/application/verify/confirm', {
        token,
        body: { uuid: application.uuid, code: String((pin + 1 + i) % 100000).padStart(5, '0') },
      });
    }
    const refused = await send();
    expect(refused.http).toBe(429);
    expect(refused.json).toMatchObject({
      error: 'PIN could not be sent. Please try again later.',
      data: { maxed: true },
    });
  });

  it("31 concurrent wrong PINs compare at most 3 codes: 2 answer 'PIN verification failed.', the rest the maxed denial, and the right PIN then too", async () => {
    const token = await startApplication(sandbox);
    const model = await fill(sandbox, 'option-a');
    const application = await saveSteps(sandbox, token, model);
    await sandbox.call('POST', '/apply-v2/application/verify/send', {
      token,
      body: { uuid: application.uuid, mode: 'sms' },
    });
    const pin = await latestPin(sandbox, model.applicant.cell);
    const confirm = (code: string) =>
      sandbox.call('POST', '/apply-v2/application/verify/confirm', {
        token,
        body: { uuid: application.uuid, code },
      });
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => confirm(String((Number(pin) + 1 + i) % 100000).padStart(5, '0'))),
    );
    const statuses = answers.map((answer) => answer.http);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(29);
    // The tries are taken in the database before a code is compared (one statement), never more than 3.
    expect((await sandbox.db.getPin(application.id, 'owner'))?.attempts).toBe(3);
    const right = await confirm(pin);
    expect(right.http).toBe(429);
    expect(right.json.data).toMatchObject({
      maxed: true,
      result: { code: 'G', reason: 'DNQ - internal (C)' },
    });
  });

  it('item 12: NODE_ENV=production turns the dev pages, faults, fill and outbox off (404), and the sandbox binds 127.0.0.1 unless HOST says otherwise', async () => {
    const production = await startSandbox({ env: 'production' });
    try {
      for (const [method, path] of [
        ['GET', '/__sandbox'],
        ['GET', '/__sandbox/outbox'],
        ['GET', '/__sandbox/shop'],
        ['POST', '/__sandbox/shop/checkout'],
        ['GET', '/__sandbox/faults'],
        ['POST', '/__sandbox/faults'],
        ['DELETE', '/__sandbox/faults'],
        ['GET', '/apply-v2/application/fill?type=option-a&store_id=1'],
      ] as const) {
        expect((await production.call(method, path, method === 'GET' ? {} : { body: {} })).http, path).toBe(
          404,
        );
      }
    } finally {
      await production.close();
    }
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
