import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';

/** A row as a driver returns it: column name to value. */
export type Row = Record<string, unknown>;

/** The result of a write. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

/**
 * The SQL engine behind the repository. Everything the routes need goes through `createRepository`, and
 * the repository speaks only this interface, so another engine (Postgres, PGlite, a remote libsql) needs
 * one more implementation of these five functions and nothing else. Placeholders are positional `?`;
 * a Postgres driver rewrites them to `$1…`. The SQL used is the common subset of SQLite and Postgres.
 */
export interface SqlDriver {
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a write and reports the changed rows and the new row id. */
  run(sql: string, params?: unknown[]): Promise<RunResult>;
  /** The first row, or undefined. */
  get<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** All rows. */
  all<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` inside a transaction; other calls wait until it ends. Rolled back when `fn` throws. */
  transaction<T>(fn: (tx: Omit<SqlDriver, 'transaction' | 'close'>) => Promise<T>): Promise<T>;
  /** Closes the connection. */
  close(): Promise<void>;
}

// libsql adds a `_metadata` column to every row; it is not data.
function clean<T extends Row>(row: unknown): T {
  const { _metadata: _ignored, ...rest } = row as Row;
  return rest as T;
}

/**
 * Opens a libsql (SQLite) database file, creating its folder, with WAL and foreign keys on. libsql's API
 * is synchronous; every call here is serialised behind an open transaction so that one request's
 * statements never land inside another request's transaction.
 */
export function openLibsql(path: string): SqlDriver {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  let lock: Promise<void> = Promise.resolve();

  const raw = {
    async exec(sql: string) {
      db.exec(sql);
    },
    async run(sql: string, params: unknown[] = []) {
      const result = db.prepare(sql).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
    async get<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const row = db.prepare(sql).get(...params);
      return row === undefined || row === null ? undefined : clean<T>(row);
    },
    async all<T extends Row = Row>(sql: string, params: unknown[] = []) {
      return db
        .prepare(sql)
        .all(...params)
        .map((row) => clean<T>(row));
    },
  };

  const outside =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await lock;
      return fn(...args);
    };

  return {
    exec: outside(raw.exec),
    run: outside(raw.run),
    get: outside(raw.get) as SqlDriver['get'],
    all: outside(raw.all) as SqlDriver['all'],
    async transaction(fn) {
      const previous = lock;
      let release!: () => void;
      lock = new Promise<void>((resolve) => (release = resolve));
      await previous;
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(raw);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        release();
      }
    },
    async close() {
      await lock;
      db.close();
    },
  };
}
