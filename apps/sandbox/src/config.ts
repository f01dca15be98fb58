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
  /** The public origin of the sandbox; when unset each request's own origin is used. */
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
   * The 32-byte key personal data is encrypted and looked up with (DATA_KEY: base64 or 64 hex digits);
   * null by default, and then a key is generated into `dataDir/data.key` (mode 0600) on first start.
   */
  dataKey: string | null;
}

/** Whether dev-only behaviour (dev pages, fill, outbox) is on. */
export function isDev(config: SandboxConfig): boolean {
  return config.env !== 'production';
}

/**
 * The configuration from environment variables: PORT (default 4010), HOST (default 127.0.0.1), BASE_URL (default none: each
 * request's origin), DATA_DIR (default `apps/sandbox/.data`), NODE_ENV (default development), APP_DIST
 * (default `apps/apply/dist`), DATA_KEY (default none: a generated key file), DATABASE_URL (default none:
 * the libsql file in DATA_DIR). `overrides` win over the
 * environment.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<SandboxConfig> = {},
): SandboxConfig {
  const port = env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : 4010;
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 4010,
    host: env.HOST || '127.0.0.1',
    baseUrl: env.BASE_URL ? env.BASE_URL.replace(/\/+$/, '') : null,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : join(SANDBOX_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || null,
    env: nodeEnv,
    appDist: env.APP_DIST ? resolve(env.APP_DIST) : resolve(SANDBOX_ROOT, '..', 'apply', 'dist'),
    now: () => new Date(),
    log: (line) => console.log(line),
    pinTtlMs: 10 * 60 * 1000,
    sessionTtlMs: 2 * 60 * 60 * 1000,
    dataKey: env.DATA_KEY || null,
    ...overrides,
  };
}
