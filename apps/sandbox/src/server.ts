import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, type SandboxApp } from './app';
import { loadConfig, type SandboxConfig } from './config';
import { openLibsql } from './db/driver';
import { createRepository, type SandboxDb } from './db/repository';
import { buildSeed } from './db/seed';
import { createVault, loadDataKey } from './db/vault';

/** The database file inside the data folder. */
export const DATABASE_FILE = 'sandbox.db';

/** The repository of a data folder's database file, sealing with the folder's (or DATA_KEY's) key. */
function repositoryOf(config: Pick<SandboxConfig, 'dataDir' | 'dataKey'>): SandboxDb {
  const vault = createVault(loadDataKey(config.dataDir, config.dataKey));
  return createRepository(openLibsql(join(config.dataDir, DATABASE_FILE)), vault);
}

/** Opens the database of a data folder, migrating it and seeding it on first start. */
export async function openDatabase(
  config: Pick<SandboxConfig, 'dataDir' | 'now'> & Partial<Pick<SandboxConfig, 'dataKey'>>,
): Promise<SandboxDb> {
  const db = repositoryOf({ dataDir: config.dataDir, dataKey: config.dataKey ?? null });
  const { fresh } = await db.migrate();
  if (fresh) await db.seed(buildSeed(config.now()));
  return db;
}

/** Wipes the database of a data folder and seeds it again (`npm run sandbox:reset`). */
export async function resetDatabase(
  config: Pick<SandboxConfig, 'dataDir' | 'now'> & Partial<Pick<SandboxConfig, 'dataKey'>>,
): Promise<void> {
  const db = repositoryOf({ dataDir: config.dataDir, dataKey: config.dataKey ?? null });
  await db.wipe();
  await db.migrate();
  await db.seed(buildSeed(config.now()));
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
