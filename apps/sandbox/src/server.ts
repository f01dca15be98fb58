import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, type SandboxApp } from './app';
import { loadConfig, type SandboxConfig } from './config';
import { openLibsql, type SqlDriver } from './db/driver';
import { isPostgresUrl, openPostgres } from './db/postgres';
import { createRepository, type SandboxDb } from './db/repository';
import { buildSeed } from './db/seed';
import { createVault, loadDataKey } from './db/vault';

/** The database file inside the data folder. */
export const DATABASE_FILE = 'sandbox.db';

/** What opening the database reads from the configuration. */
export type DatabaseConfig = Pick<SandboxConfig, 'dataDir' | 'now'> &
  Partial<Pick<SandboxConfig, 'dataKey' | 'databaseUrl'>>;

/** The engine of a configuration: PostgreSQL at DATABASE_URL, else the data folder's libsql file. */
function driverOf(config: DatabaseConfig): SqlDriver {
  if (!config.databaseUrl) return openLibsql(join(config.dataDir, DATABASE_FILE));
  if (!isPostgresUrl(config.databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  return openPostgres(config.databaseUrl);
}

/** The repository of the configured database, sealing with the data folder's (or DATA_KEY's) key. */
function repositoryOf(config: DatabaseConfig): SandboxDb {
  const vault = createVault(loadDataKey(config.dataDir, config.dataKey));
  return createRepository(driverOf(config), vault);
}

/**
 * Opens the database (DATABASE_URL's PostgreSQL, else the data folder's file), migrating it and seeding
 * it on first start; instances starting at once on one PostgreSQL migrate in turn and seed once.
 */
export async function openDatabase(config: DatabaseConfig): Promise<SandboxDb> {
  const db = repositoryOf(config);
  try {
    await db.migrate(() => buildSeed(config.now()));
    await db.pruneCounters(config.now().getTime());
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Wipes the database and seeds it again (`npm run sandbox:reset`). */
export async function resetDatabase(config: DatabaseConfig): Promise<void> {
  const db = repositoryOf(config);
  await db.wipe();
  await db.migrate(() => buildSeed(config.now()));
  await db.close();
}

/** A listening sandbox. */
export interface RunningSandbox {
  url: string;
  port: number;
  app: SandboxApp;
  /** Stops listening, drops held and open connections. */
  close(): Promise<void>;
}

/** Listens on a port (0 picks a free one). */
export function listen(app: SandboxApp, port: number, hostname = '127.0.0.1'): Promise<RunningSandbox> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`,
        port: info.port,
        app,
        close: () =>
          new Promise<void>((done) => {
            app.faults.releaseAll();
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = createApp({ db, config });
  const running = await listen(app, config.port, config.host);
  const url = config.baseUrl ?? `http://localhost:${running.port}`;
  console.log(`leasekit sandbox listening on ${url}`);
  if (config.env !== 'production')
    console.log(`  demo shop: ${url}/__sandbox/shop   outbox: ${url}/__sandbox/outbox`);
  const stop = async () => {
    await running.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('The sandbox could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
