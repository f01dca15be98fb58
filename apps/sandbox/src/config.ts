import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the sandbox lives on disk: `apps/sandbox`. */
export const SANDBOX_ROOT = resolve(here, '..');

/** The sandbox's settings. */
export interface SandboxConfig {
  /** TCP port; 4010 by default, 0 picks a free one. */
  port: number;
  /** The interface to listen on: 127.0.0.1 (this machine only) unless HOST says otherwise. */
  host: string;
  /**
   * The public origin of the sandbox, which every absolute URL it writes starts with. Required in
   * production; when unset (development, test) a request's own origin is used only if it is a loopback
   * host on the listening port, else `http://127.0.0.1:<port>` (`baseUrl` in `src/http/context.ts`).
   */
  baseUrl: string | null;
  /** The folder of the database file (and of the generated data key); `apps/sandbox/.data` by default. */
  dataDir: string;
  /**
   * A PostgreSQL database (`postgres://user:password@host:5432/db`) instead of the data folder's libsql
   * file: several instances on one database behave as one sandbox. Null (the file) by default.
   */
  databaseUrl: string | null;
  /** production turns the dev pages, the fill call and the outbox off. */
  env: 'production' | 'development' | 'test';
  /** The built reference app served at `/`; `apps/apply/dist` by default. */
  appDist: string;
  /** The clock; `() => new Date()` by default. Tests pass their own to move time. */
  now: () => Date;
  /** Where request log lines go (method, path, status, ms only); console.log by default. */
  log: (line: string) => void;
  /** How long a PIN stays valid; 10 minutes by default. */
  pinTtlMs: number;
  /** How long a session lives without a request or keep-alive; 2 hours by default. */
  sessionTtlMs: number;
  /**
   * How many messages of one kind (PINs, identity links, payroll links) one phone number or e-mail
   * address receives an hour, across applications (SENDS_PER_DESTINATION); 5 by default, what one
   * application may send of each.
   */
  sendsPerDestination: number;
  /**
   * The 32-byte key personal data is encrypted and looked up with (DATA_KEY: base64 or 64 hex digits);
   * null by default, and then a key is generated into `dataDir/data.key` (mode 0600) on first start.
   */
  dataKey: string | null;
}

/** Whether dev-only behaviour (dev pages, fill, outbox) is on. */
export function isDev(config: SandboxConfig): boolean {
  return config.env !== 'production';
}

/** Host names on which BASE_URL may be plain http in production (this machine only). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * BASE_URL as an origin without a trailing slash, or a clear error: it must be an http(s) origin (no
 * path, query, fragment or credentials), and https in production except on this machine.
 */
function checkedBaseUrl(value: string, env: SandboxConfig['env']): string {
  const expected =
    'BASE_URL must be an origin such as https://apply.example.com (scheme, host and optional port; no path)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${expected}.`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new Error(`${expected}.`);
  if (env === 'production' && url.protocol !== 'https:' && !LOCAL_HOSTS.includes(url.hostname))
    throw new Error(
      'BASE_URL must use https when NODE_ENV=production (http only on localhost or 127.0.0.1).',
    );
  return url.origin;
}

/**
 * The configuration from environment variables: PORT (default 4010), HOST (default 127.0.0.1), BASE_URL
 * (required when NODE_ENV=production, else default none: a loopback request's origin), DATA_DIR (default
 * `apps/sandbox/.data`), NODE_ENV (default development), APP_DIST (default `apps/apply/dist`), DATA_KEY
 * (default none: a generated key file), SENDS_PER_DESTINATION (default 5), DATABASE_URL (default none: the libsql file in DATA_DIR). `overrides` win over the environment. Throws, with a message
 * naming the variable, for a BASE_URL that is not an origin and for production without one.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<SandboxConfig> = {},
): SandboxConfig {
  const port = env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 4010;
  const sends = Number(env.SENDS_PER_DESTINATION);
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const config: SandboxConfig = {
    port: Number.isInteger(port) && port >= 0 ? port : 4010,
    host: env.HOST || '127.0.0.1',
    baseUrl: env.BASE_URL || null,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : join(SANDBOX_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || null,
    env: nodeEnv,
    appDist: env.APP_DIST ? resolve(env.APP_DIST) : resolve(SANDBOX_ROOT, '..', 'apply', 'dist'),
    now: () => new Date(),
    log: (line) => console.log(line),
    pinTtlMs: 10 * 60 * 1000,
    sessionTtlMs: 2 * 60 * 60 * 1000,
    sendsPerDestination: Number.isInteger(sends) && sends > 0 ? sends : 5,
    dataKey: env.DATA_KEY || null,
    ...overrides,
  };
  if (config.baseUrl) config.baseUrl = checkedBaseUrl(config.baseUrl, config.env);
  // Without it links would be built from request headers a client chooses (the Host header).
  else if (config.env === 'production')
    throw new Error(
      'BASE_URL is required when NODE_ENV=production: set it to the public origin of the sandbox, e.g. BASE_URL=https://apply.example.com.',
    );
  return config;
}
