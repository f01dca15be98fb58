import { API_CONTRACT, formSchemaAnswer } from '@leasekit/core/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import pg from 'pg';
import { z } from 'zod';
import { createApp } from '../src/app';
import { loadConfig, type SandboxConfig } from '../src/config';
import type { SandboxDb } from '../src/db/repository';
import { RETAILER_API_KEYS } from '../src/db/seed';
import { listen, openDatabase } from '../src/server';
import { TEST_DATABASE_URL, TEST_ENGINE } from './test-database';

export { TEST_DATABASE_URL, TEST_ENGINE };

/** Parsed JSON of a response: tests read it loosely and assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A response as the tests read it: HTTP status, headers, parsed JSON (or null) and raw text. */
export interface TestResponse<T = Json> {
  http: number;
  headers: Headers;
  json: T;
  text: string;
}

/** The contract's calls with their paths as patterns (a `{param}` is one segment). */
const CONTRACT_CALLS = Object.values(API_CONTRACT).map((call) => ({
  ...call,
  pattern: new RegExp(`^${call.path.replace(/\{[^}/]+\}/g, '[^/]+')}$`),
}));

/**
 * Every successful answer of a contract call parses with the core's answer schema: the sandbox answers
 * what the app's client accepts (a refused answer would reach the shopper as 'An invalid response was
 * returned from the server.'), so every sandbox test checks the contract's answers as a side effect.
 */
function expectContractAnswer(
  method: string,
  path: string,
  query: Record<string, unknown> | undefined,
  json: Json,
): void {
  if (!json || typeof json !== 'object' || Array.isArray(json) || json.status !== true) return;
  if (json.code === 301 || json.code === 302) return;
  // A form's schema (`_form`), whatever the path, is what the form engine parses with formSchemaAnswer.
  const isForm = /[?&]_form=(true|1)\b/.test(path) || ['true', '1'].includes(String(query?._form));
  const bare = path.split('?')[0] ?? path;
  const calls = CONTRACT_CALLS.filter((call) => call.method === method.toUpperCase());
  const answer = isForm
    ? formSchemaAnswer
    : (
        calls.find((candidate) => candidate.path === bare) ??
        calls.find((candidate) => candidate.pattern.test(bare))
      )?.answer;
  if (!answer) return;
  const parsed = z.safeParse(answer, json.data);
  if (!parsed.success) {
    throw new Error(
      `${method} ${path}: the answer does not parse with the core's schema: ${z.prettifyError(parsed.error)}`,
    );
  }
}

/** Options of a call. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const schemaOf = (databaseUrl: string) =>
  /search_path=(\w+)/.exec(new URL(databaseUrl).searchParams.get('options') ?? '')?.[1];

/** A new, empty schema in the test database; the URL selects it (`options=-c search_path=…`). */
export async function createTestDatabase(): Promise<string> {
  const schema = `sandbox_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/** Drops a schema made by {@link createTestDatabase} with everything in it. */
export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const schema = schemaOf(databaseUrl);
  if (schema?.startsWith('sandbox_test_'))
    await admin((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}

// The database of each data folder in use, so a sandbox restarted on a folder finds its data again.
const databases = new Map<string, string>();

/** A sandbox started on port 0 against a real database (a file in a temp folder, or a schema). */
export interface TestSandbox {
  url: string;
  db: SandboxDb;
  dataDir: string;
  /** The PostgreSQL database (schema) of the sandbox, or null on libsql. */
  databaseUrl: string | null;
  logs: string[];
  /** Every response text seen, to scan for personal data. */
  bodies: string[];
  clock: { now: Date; advance(ms: number): void };
  app: ReturnType<typeof createApp>;
  call<T = Json>(method: string, path: string, options?: CallOptions): Promise<TestResponse<T>>;
  /**
   * Everything the sandbox stored, as text: every file of its data folder (latin-1), and on PostgreSQL
   * every row of every table of its schema.
   */
  storedText(): Promise<{ name: string; text: string }[]>;
  /** The rows a read-only SELECT (written without a schema name) gives, on either engine. */
  select(query: string): Promise<Record<string, unknown>[]>;
  /** Stops listening and closes the database; the data stays for a restart on `dataDir`. */
  stop(): Promise<void>;
  /** Stops and deletes the data (its folder, and its schema unless another sandbox shares it). */
  close(): Promise<void>;
}

/** The fixed start of the test clock. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

/** The public origin a production test sandbox gets (production refuses to start without BASE_URL). */
export const PRODUCTION_BASE_URL = 'https://apply.example.com';

/**
 * Starts a sandbox; pass `dataDir` to reopen an existing database, or `peer` for a second instance on
 * the same database, data key and clock (two instances behind one load balancer).
 */
export async function startSandbox(
  options: {
    dataDir?: string;
    env?: SandboxConfig['env'];
    appDist?: string;
    baseUrl?: string;
    peer?: TestSandbox;
  } = {},
): Promise<TestSandbox> {
  const { peer } = options;
  const dataDir = peer?.dataDir ?? options.dataDir ?? mkdtempSync(join(tmpdir(), 'leasekit-sandbox-'));
  let databaseUrl: string | null = null;
  if (TEST_ENGINE === 'postgres') {
    databaseUrl = peer?.databaseUrl ?? databases.get(dataDir) ?? (await createTestDatabase());
    databases.set(dataDir, databaseUrl);
  }
  const clock = peer?.clock ?? {
    now: new Date(TEST_NOW),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const logs: string[] = [];
  const bodies: string[] = [];
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl,
      env: options.env ?? 'test',
      now: () => clock.now,
      log: (line) => logs.push(line),
      appDist: options.appDist ?? join(dataDir, 'no-app'),
      baseUrl: options.baseUrl ?? (options.env === 'production' ? PRODUCTION_BASE_URL : null),
    },
  );
  const db = await openDatabase(config);
  const app = createApp({ db, config });
  const running = await listen(app, 0);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await running.close();
    await db.close();
  };
  return {
    url: running.url,
    db,
    dataDir,
    databaseUrl,
    logs,
    bodies,
    clock,
    app,
    async call(method, path, opts = {}) {
      const search = opts.query
        ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}`
        : '';
      const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
      if (opts.token) headers['X-APPLY-TOKEN'] = opts.token;
      let requestBody: string | undefined;
      if (opts.rawBody !== undefined) requestBody = opts.rawBody;
      else if (opts.body !== undefined) requestBody = JSON.stringify(opts.body);
      if (requestBody !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${running.url}${path}${search}`, {
        method,
        headers,
        body: requestBody,
        redirect: 'manual',
        signal: opts.signal,
      });
      const text = await response.text();
      bodies.push(text);
      let json: Json;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      expectContractAnswer(method, path, opts.query, json);
      return { http: response.status, headers: response.headers, json, text };
    },
    async storedText() {
      const stored = filesIn(dataDir).map((file) => ({
        name: file.slice(dataDir.length + 1),
        text: readFileSync(file).toString('latin1'),
      }));
      if (databaseUrl) {
        const schema = schemaOf(databaseUrl)!;
        await admin(async (client) => {
          const tables = await client.query<{ table_name: string }>(
            'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
            [schema],
          );
          for (const { table_name } of tables.rows) {
            const rows = await client.query<{ row: string }>(
              `SELECT t::text AS row FROM ${schema}.${table_name} t`,
            );
            stored.push({ name: `${schema}.${table_name}`, text: rows.rows.map((r) => r.row).join('\n') });
          }
        });
      }
      return stored;
    },
    async select(query: string) {
      if (!databaseUrl) {
        const file = new Database(join(dataDir, 'sandbox.db'), { readonly: true });
        try {
          return file.prepare(query).all() as Record<string, unknown>[];
        } finally {
          file.close();
        }
      }
      const schema = schemaOf(databaseUrl)!;
      return admin(async (client) => {
        await client.query(`SET search_path TO ${schema}`);
        return (await client.query(query)).rows as Record<string, unknown>[];
      });
    },
    stop,
    async close() {
      await stop();
      if (peer) return;
      rmSync(dataDir, { recursive: true, force: true });
      databases.delete(dataDir);
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    },
  };
}

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** The retailer API key of the seeded demo retailer. */
export const DEMO_KEY = RETAILER_API_KEYS['demo-electronics']!;

/** A cart of two lines (total $848.99). */
export const CART = [
  { sku: 'TV-55-4K', description: '55 inch television', quantity: 1, unit_price: 649.99 },
  { sku: 'SB-200', description: 'Soundbar', quantity: 1, unit_price: 199.0 },
];

/** The entry ticket an entry URL's redirect carries (`…#/checkpoint/{ticket}/{iframe}`). */
export async function entryTicket(
  sandbox: TestSandbox,
  path: string,
): Promise<{ ticket: string; location: string }> {
  const response = await sandbox.call('GET', path.replace(sandbox.url, ''));
  const location = response.headers.get('location') ?? '';
  const ticket = /#\/checkpoint\/([^/]+)\//.exec(location)?.[1];
  if (!ticket) throw new Error(`no entry ticket in ${location} (${response.http})`);
  return { ticket, location };
}

/** Exchanges an entry ticket as the app does (X-APPLY-TICKET) and returns the session token it answers. */
export async function exchangeTicket(sandbox: TestSandbox, ticket: string): Promise<string> {
  const exchange = await sandbox.call('GET', '/apply-v2/checkpoint/exchange', {
    headers: { 'X-APPLY-TICKET': ticket },
  });
  const token = exchange.json?.data?.token;
  if (typeof token !== 'string') throw new Error(`ticket not exchanged: ${exchange.text}`);
  return token;
}

/**
 * Opens an apply entry URL and exchanges its entry ticket, as the app does: returns the session token
 * (never in a URL), the spent ticket and the redirect's location.
 */
export async function initiate(
  sandbox: TestSandbox,
  path: string,
): Promise<{ token: string; ticket: string; location: string }> {
  const { ticket, location } = await entryTicket(sandbox, path);
  return { token: await exchangeTicket(sandbox, ticket), ticket, location };
}

/** Creates a checkout through the retailer API and initiates it. */
export async function startCheckout(sandbox: TestSandbox, storeId = 1, items = CART) {
  const created = await sandbox.call('POST', '/api/v2/checkout', {
    headers: { Authorization: `Bearer ${storeId >= 10 ? RETAILER_API_KEYS['breeze-home'] : DEMO_KEY}` },
    body: {
      store_id: storeId,
      cart_id: 'cart-1',
      cart: { items },
      cart_type_id: 1,
      return_url_thankyou: 'https://shop.example.com/thanks',
      return_url_failure: 'https://shop.example.com/failed',
      test: true,
    },
  });
  if (!created.json?.status) throw new Error(`checkout not created: ${created.text}`);
  const { token } = await initiate(sandbox, created.json.data.url);
  return { token, checkoutId: created.json.data.checkout_id as number, url: created.json.data.url as string };
}

/** Store slugs by id for the demo retailer (1–9) and breeze (10–11). */
export const STORE_SLUGS: Record<number, string> = {
  1: 'demo-electronics/main-street',
  2: 'demo-electronics/product-select',
  3: 'demo-electronics/single-page',
  4: 'demo-electronics/delivery',
  5: 'demo-electronics/rating-17',
  6: 'demo-electronics/california',
  7: 'demo-electronics/ocp',
  8: 'demo-electronics/option-c',
  9: 'demo-electronics/id-check',
  10: 'breeze-home/breeze-main',
  11: 'breeze-home/hvac',
};

/** A plain application session at a store (no checkout). */
export async function startApplication(sandbox: TestSandbox, storeId = 1) {
  return (await initiate(sandbox, `/apply-v2/${STORE_SLUGS[storeId]}/initiate?iframe=false`)).token;
}

/** The newest PIN sent to `to` (read from the outbox, as a tester would). */
export async function latestPin(sandbox: TestSandbox, to: string): Promise<string> {
  const outbox = await sandbox.call('GET', '/__sandbox/outbox');
  const message = (outbox.json as { to: string; pin: string | null }[]).find((m) => m.to === to && m.pin);
  if (!message?.pin) throw new Error(`no PIN for ${to}`);
  return message.pin;
}

/** The newest link sent to `to`. */
export async function latestLink(sandbox: TestSandbox, to: string): Promise<string> {
  const outbox = await sandbox.call('GET', '/__sandbox/outbox');
  const message = (outbox.json as { to: string; link: string | null }[]).find((m) => m.to === to && m.link);
  if (!message?.link) throw new Error(`no link for ${to}`);
  return message.link;
}

// Each fill takes the next number after a random start, so no two fills of one test file (one module,
// one sandbox) share an SSN: random numbers alone collided now and then (1 run in a few hundred).
let serial = Math.floor(Math.random() * 9000);

/**
 * Fill data for a scenario. By default made unique (SSN middle digits, phone, e-mail) keeping the SSN's
 * magic last four, because an identical applicant would be routed to retrieval of the earlier approval.
 */
export async function fill(sandbox: TestSandbox, type: string, storeId = 1, unique = true) {
  const response = await sandbox.call('GET', '/apply-v2/application/fill', {
    query: { type, store_id: storeId },
  });
  if (!response.json?.status) throw new Error(`fill failed: ${response.text}`);
  const model = response.json.data;
  if (unique) {
    serial += 1;
    const n = String(serial % 10000).padStart(4, '0');
    const last4 = model.applicant.social_security_number.slice(-4);
    model.applicant.social_security_number = `9${n.slice(0, 2)}-${n.slice(2)}-${last4}`;
    model.applicant.cell = `555${n}${last4.slice(-3)}`;
    model.applicant.email = `applicant${n}.${last4}@example.com`;
  }
  return model;
}

/** Saves every wizard step of a filled model; returns the application (masked) after the last step. */
export async function saveSteps(sandbox: TestSandbox, token: string, model: Json, storeId = 1) {
  const steps = ['applicantInfo', 'applicantAddress'];
  if (storeId === 11) steps.push('hvacHomeOwnership');
  steps.push('applicantIncome', 'applicantBanking', 'hasCoApplicant');
  if (model.has_co_applicant) steps.push('coApplicantInfo', 'coApplicantIncome');
  let last: Json = null;
  for (const step of steps) {
    const response = await sandbox.call('POST', `/apply-v2/application/step/${step}`, { token, body: model });
    if (!response.json?.status) throw new Error(`${step} failed: ${response.text}`);
    last = response.json.data.application;
  }
  return last;
}

/** Sends and confirms the PIN of an application; a verified PIN answers the session's new token (`data.token`). */
export async function verifyPin(sandbox: TestSandbox, token: string, uuid: string, cell: string) {
  const sent = await sandbox.call('POST', '/apply-v2/application/verify/send', {
    token,
    body: { uuid, mode: 'sms' },
  });
  if (!sent.json?.status) throw new Error(`send failed: ${sent.text}`);
  const code = await latestPin(sandbox, cell);
  return sandbox.call('POST', '/apply-v2/application/verify/confirm', { token, body: { uuid, code } });
}

/**
 * Runs a whole application: steps, PIN, confirm. Returns the determination, the application and the
 * session's token from then on (the verified PIN replaced the one given).
 */
export async function apply(sandbox: TestSandbox, entryToken: string, model: Json, storeId = 1) {
  const application = await saveSteps(sandbox, entryToken, model, storeId);
  const verified = await verifyPin(sandbox, entryToken, application.uuid, model.applicant.cell);
  if (!verified.json?.status) throw new Error(`verify failed: ${verified.text}`);
  const token: string = verified.json.data.token;
  const confirmed = await sandbox.call('POST', '/apply-v2/application/confirm', {
    token,
    body: { submitted: true, terms_accepted: true },
  });
  if (!confirmed.json?.status) throw new Error(`confirm failed: ${confirmed.text}`);
  return { application, result: confirmed.json.data, token };
}

/** The names of the samples their schema refuses (empty when every sample passes, refinements included). */
export function refusedSamples(pairs: readonly (readonly [string, z.ZodType, unknown])[]): string[] {
  return pairs.filter(([, schema, sample]) => !schema.safeParse(sample).success).map(([name]) => name);
}
