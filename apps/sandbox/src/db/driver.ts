import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { type Dialect, withoutRowLock } from './dialect';

/** A row as a driver returns it: column name to value. */
export type Row = Record<string, unknown>;

/** The result of a write. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

/** The statements of a driver, as a transaction's callback gets them. */
export type SqlStatements = Pick<SqlDriver, 'exec' | 'run' | 'get' | 'all'>;

/**
 * The SQL engine behind the repository. Everything the routes need goes through `createRepository`, and
 * the repository speaks only this interface: libsql (below, the default) and PostgreSQL
 * (`./postgres.ts`, when `DATABASE_URL` is set) implement it. Placeholders are positional `?`; the SQL is
 * the common subset of SQLite and PostgreSQL, and the few differences are translated by the drivers
 * (`./dialect.ts` lists them).
 */
export interface SqlDriver {
  /** The engine, for the rare statement that has no portable form (`./dialect.ts`). */
  readonly dialect: Dialect;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a write and reports the changed rows and the new row id. */
  run(sql: string, params?: unknown[]): Promise<RunResult>;
  /** The first row, or undefined. */
  get<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** All rows. */
  all<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` as one transaction. Every statement made while `fn` runs belongs to it, whether through
   * `tx` or through the driver itself, in any async continuation of `fn` (the scope is carried by
   * `AsyncLocalStorage`), and a `transaction` inside it joins it. The transaction begins at its first
   * statement, so a scope that makes none costs nothing. Committed when `fn` resolves; rolled back
   * when `fn` throws or when one of its statements failed (that failure is then thrown, even if `fn`
   * caught it: the engine has already aborted the transaction).
   */
  transaction<T>(fn: (tx: SqlStatements) => Promise<T>): Promise<T>;
  /** Closes the connection. */
  close(): Promise<void>;
}

// libsql adds a `_metadata` column to every row; it is not data.
function clean<T extends Row>(row: unknown): T {
  const { _metadata: _ignored, ...rest } = row as Row;
  return rest as T;
}

/** A transaction of the libsql driver: begun at its first statement. */
interface LibsqlScope {
  begun?: Promise<void>;
  release?: () => void;
  /** Set by a failed statement: the transaction then rolls back, as PostgreSQL's would. */
  failed?: boolean;
  failure?: unknown;
}

/**
 * Opens a libsql (SQLite) database file, creating its folder, with WAL and foreign keys on. libsql's API
 * is synchronous, and one process holds the file: a transaction takes a process-wide lock at its first
 * statement (`BEGIN IMMEDIATE`), and a statement outside any transaction waits until no transaction
 * holds it, so one request's statements never land inside another request's transaction. SQLite has no
 * row locks; the `FOR UPDATE` of a locking read is dropped, as the transaction already excludes every
 * other writer.
 */
export function openLibsql(path: string): SqlDriver {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const scopes = new AsyncLocalStorage<LibsqlScope>();
  // The process-wide lock, handed over in arrival order: a release passes it straight to the next
  // waiter, so no waiter can overtake another and none is woken for nothing.
  let held = false;
  const waiters: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (!held) {
      held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiters.push(resolve));
  };
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else held = false;
  };
  // A statement outside any transaction: it waits its turn like a transaction of one statement.
  const alone = async <R>(then: () => R): Promise<R> => {
    await acquire();
    try {
      return then();
    } finally {
      release();
    }
  };
  const begin = (scope: LibsqlScope) =>
    (scope.begun ??= acquire().then(() => {
      scope.release = release;
      try {
        db.exec('BEGIN IMMEDIATE');
      } catch (error) {
        release();
        throw error;
      }
    }));

  const raw = {
    exec(sql: string) {
      db.exec(sql);
    },
    run(sql: string, params: unknown[] = []): RunResult {
      const result = db.prepare(withoutRowLock(sql)).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
    get<T extends Row = Row>(sql: string, params: unknown[] = []): T | undefined {
      const row = db.prepare(withoutRowLock(sql)).get(...params);
      return row === undefined || row === null ? undefined : clean<T>(row);
    },
    all<T extends Row = Row>(sql: string, params: unknown[] = []): T[] {
      return db
        .prepare(withoutRowLock(sql))
        .all(...params)
        .map((row) => clean<T>(row));
    },
  };

  const statement =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    async (...args: A): Promise<R> => {
      const scope = scopes.getStore();
      if (!scope) return alone(() => fn(...args));
      await begin(scope);
      try {
        return fn(...args);
      } catch (error) {
        if (!scope.failed) Object.assign(scope, { failed: true, failure: error });
        throw error;
      }
    };
  const statements: SqlStatements = {
    exec: statement(raw.exec),
    run: statement(raw.run),
    get: statement(raw.get) as SqlDriver['get'],
    all: statement(raw.all) as SqlDriver['all'],
  };

  return {
    dialect: 'sqlite',
    ...statements,
    async transaction(fn) {
      if (scopes.getStore()) return fn(statements);
      const scope: LibsqlScope = {};
      const finish = async (commit: boolean) => {
        if (!scope.begun) return;
        try {
          await scope.begun;
        } catch {
          return; // BEGIN failed and released the lock: there is nothing to end.
        }
        try {
          db.exec(commit ? 'COMMIT' : 'ROLLBACK');
        } catch (error) {
          if (commit) db.exec('ROLLBACK');
          throw error;
        } finally {
          scope.release!();
        }
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await scopes.run(scope, () => fn(statements));
      } catch (error) {
        await finish(false);
        throw error;
      }
      if (scope.failed) {
        await finish(false);
        throw scope.failure;
      }
      await finish(true);
      return result;
    },
    close() {
      return alone(() => {
        db.close();
      });
    },
  };
}
