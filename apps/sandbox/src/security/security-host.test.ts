import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, SANDBOX_ROOT } from '../config';
import {
  apply,
  DEMO_KEY,
  fill,
  latestLink,
  PRODUCTION_BASE_URL,
  saveSteps,
  startApplication,
  startCheckout,
  startSandbox,
  type Json,
  type TestSandbox,
} from '../../test/helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/**
 * A call to a sandbox with a Host header of the caller's choosing (fetch always sends the real one), as
 * a client that reaches the sandbox directly, or through a proxy that passes Host on, can send.
 */
function callWithHost(
  target: TestSandbox,
  method: string,
  path: string,
  host: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ http: number; json: Json }> {
  const url = new URL(target.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          Host: host,
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.token ? { 'X-APPLY-TOKEN': options.token } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ http: response.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const checkoutBody = {
  store_id: 1,
  cart_id: 'host-1',
  cart: { items: [{ sku: 'TV-55-4K', description: 'Television', quantity: 1, unit_price: 649.99 }] },
  cart_type_id: 1,
  return_url_thankyou: 'https://shop.example.com/thanks',
  return_url_failure: 'https://shop.example.com/failed',
  test: true,
};

describe('absolute URLs never come from a Host header the sandbox did not expect', () => {
  it('with BASE_URL unset, the identity and payroll texts link to the sandbox’s loopback origin whatever Host the request names; a loopback Host on the listening port keeps its own name', async () => {
    const port = new URL(sandbox.url).port;
    const session = await startApplication(sandbox, 9);
    const model = await fill(sandbox, 'option-a', 9);
    await saveSteps(sandbox, session, model, 9);
    const cell = model.applicant.cell as string;

    const sent = await callWithHost(sandbox, 'POST', '/apply-v2/intellicheck/send', 'evil.example', {
      token: session,
      body: { phone: cell },
    });
    expect(sent.http).toBe(200);
    expect(await latestLink(sandbox, cell)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/apply-v2/intellicheck/link/[\\w-]{43}$`),
    );

    const resend = (host: string) =>
      callWithHost(sandbox, 'POST', '/apply-v2/intellicheck/send', host, {
        token: session,
        body: { phone: cell, check_id: sent.json.data.id },
      });
    // A loopback name on another port is not the sandbox either.
    expect((await resend('localhost:1')).http).toBe(200);
    expect(await latestLink(sandbox, cell)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
    expect((await resend(`localhost:${port}`)).http).toBe(200);
    expect(await latestLink(sandbox, cell)).toMatch(new RegExp(`^http://localhost:${port}/`));

    // The payroll text (SSN ending 4001: payroll eligible; employer 101 sends a link).
    const entrySession = await startApplication(sandbox, 1);
    const payrollModel = await fill(sandbox, 'option-a');
    payrollModel.applicant.social_security_number = payrollModel.applicant.social_security_number.replace(
      /\d{4}$/,
      '4001',
    );
    const { application, token: payrollSession } = await apply(sandbox, entrySession, payrollModel);
    const enrolled = await callWithHost(
      sandbox,
      'POST',
      `/api/v1/payroll/${application.id}`,
      'evil.example',
      {
        token: payrollSession,
        body: { employerId: 101, employerName: 'Acme Logistics' },
      },
    );
    expect(enrolled.http).toBe(200);
    expect(await latestLink(sandbox, payrollModel.applicant.cell)).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/apply-v2/payroll/link/`),
    );
  });

  it('with BASE_URL unset, the retailer’s checkout url and the e-sign url name the sandbox’s loopback origin, not the Host header', async () => {
    const created = await callWithHost(sandbox, 'POST', '/api/v2/checkout', 'evil.example', {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
      body: checkoutBody,
    });
    expect(created.http).toBe(200);
    expect(created.json.data.url.startsWith(`${sandbox.url}/apply-v2/demo-electronics/`)).toBe(true);

    const started = await startCheckout(sandbox, 1);
    const { token } = await apply(sandbox, started.token, await fill(sandbox, 'option-a'));
    const { checkoutId } = started;
    await sandbox.call('GET', `/apply-v2/checkout/${checkoutId}/lease`, {
      token,
      query: { option: 'a', payment_frequency: 'monthly' },
    });
    const esign = await callWithHost(
      sandbox,
      'POST',
      `/apply-v2/checkout/${checkoutId}/esign`,
      'evil.example',
      {
        token,
        body: {},
      },
    );
    expect(esign.http).toBe(200);
    expect(esign.json.data.url.startsWith(`${sandbox.url}/apply-v2/checkout/${checkoutId}/sign/`)).toBe(true);
  });
});

describe('production needs BASE_URL', () => {
  it('NODE_ENV=production refuses to start without BASE_URL, with a message naming it; with it, every URL starts with BASE_URL', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'BASE_URL is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', BASE_URL: 'http://apply.example.com' })).toThrow(
      'BASE_URL must use https',
    );
    expect(() => loadConfig({ BASE_URL: 'https://apply.example.com/base' })).toThrow(
      'BASE_URL must be an origin',
    );
    expect(loadConfig({ NODE_ENV: 'production', BASE_URL: 'https://apply.example.com/' }).baseUrl).toBe(
      'https://apply.example.com',
    );

    // The server itself: it exits with the reason instead of listening.
    const dataDir = mkdtempSync(join(tmpdir(), 'leasekit-no-base-url-'));
    try {
      const started = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--conditions=@leasekit/source', 'src/server.ts'],
        {
          cwd: SANDBOX_ROOT,
          env: { ...process.env, NODE_ENV: 'production', BASE_URL: '', PORT: '0', DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 15_000,
        },
      );
      expect(started.status).toBe(1);
      expect(started.stderr).toContain(
        'The sandbox could not start: BASE_URL is required when NODE_ENV=production',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }

    const production = await startSandbox({ env: 'production' });
    try {
      const created = await callWithHost(production, 'POST', '/api/v2/checkout', 'evil.example', {
        headers: { Authorization: `Bearer ${DEMO_KEY}` },
        body: checkoutBody,
      });
      expect(created.json.data.url.startsWith(`${PRODUCTION_BASE_URL}/apply-v2/`)).toBe(true);
    } finally {
      await production.close();
    }
    // Starting a second Node process with tsx takes seconds on a loaded machine; the process's own
    // timeout above bounds it.
  }, 20_000);
});
