import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '../..');

/** A running sandbox serving a production build of apps/apply, on its own port and fresh database. */
export interface Sandbox {
  origin: string;
  stop(): Promise<void>;
}

/** A port free at the time of the call (the OS picks it), so parallel runs do not collide. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Builds apps/apply (production) into `outDir`, outside the app's own dist so parallel builds do not collide. */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    configFile: join(root, 'apps/apply/vite.config.ts'),
    root: join(root, 'apps/apply'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/**
 * Starts the sandbox (tsx --conditions=@leasekit/source apps/sandbox/src/server.ts) on `port` with a temporary DATA_DIR and
 * APP_DIST = `appDist`; NODE_ENV=test keeps the outbox (PINs) reachable, as the app's browser tests do.
 */
export async function startSandbox(port: number, appDist: string): Promise<Sandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leasekit-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=@leasekit/source',
      join(root, 'apps/sandbox/src/server.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_DIST: appDist,
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${origin}/keep-alive`);
      if (response.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The sandbox did not start on ${origin} within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}

/** Opens a session at a seeded store (the initiate call) and returns the app URL it redirects to and its one-time entry ticket. */
export async function initiate(
  origin: string,
  retailer = 'demo-electronics',
  store = 'main-street',
): Promise<{ url: string; ticket: string }> {
  const response = await fetch(`${origin}/apply-v2/${retailer}/${store}/initiate?iframe=false`, {
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const ticket = location && /#\/checkpoint\/([^/]+)\//.exec(location)?.[1];
  if (!location || !ticket) throw new Error(`initiate answered ${response.status} without a checkpoint`);
  return { url: new URL(location, origin).href, ticket };
}

async function call<T>(origin: string, token: string, path: string, payload?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-apply-token': token },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const body = (await response.json()) as { status: boolean; data: T; error: string | null };
  if (!body.status) throw new Error(`${path}: ${response.status} ${body.error ?? ''}`);
  return body.data;
}

/**
 * A session whose application is approved and verified: the seeded returning applicant (Returning,
 * 900-30-1001, 1980-05-05) is retrieved and confirmed with the PIN read from the outbox. Returns the
 * checkpoint URL that resumes it (the app then shows the approved screen).
 */
export async function approvedSession(origin: string): Promise<string> {
  const { ticket } = await initiate(origin);
  // The entry URL carries a one-time ticket; its exchange answers the session's token.
  const exchange = await fetch(`${origin}/apply-v2/checkpoint/exchange`, {
    headers: { accept: 'application/json', 'x-apply-ticket': ticket },
  });
  const token = ((await exchange.json()) as { data: { token: string } }).data.token;
  const found = await call<{ uuid: string }>(origin, token, '/apply-v2/application/retrieve', {
    last_name: 'Returning',
    social_security_number: '900301001',
    date_of_birth: '1980-05-05',
    store_id: 1,
  });
  await call(origin, token, '/apply-v2/application/verify/send', { uuid: found.uuid, mode: 'sms' });
  const outbox = (await (
    await fetch(`${origin}/__sandbox/outbox`, { headers: { accept: 'application/json' } })
  ).json()) as { pin: string | null }[];
  const pin = outbox.find((message) => message.pin)?.pin;
  if (!pin) throw new Error('No PIN in the sandbox outbox');
  // A verified PIN answers the session's new token.
  const verified = await call<{ token: string }>(origin, token, '/apply-v2/application/verify/confirm', {
    uuid: found.uuid,
    code: pin,
    checkout_id: null,
    store_id: 1,
    retrieval: true,
    iframe: false,
  });
  // The app takes no session token from a URL: a new tab resumes the session through a fresh entry
  // ticket (the development-only `/__sandbox/ticket`).
  const resume = await call<{ ticket: string }>(origin, verified.token, '/__sandbox/ticket', {});
  return `${origin}/?store=1#/checkpoint/${resume.ticket}/false`;
}
