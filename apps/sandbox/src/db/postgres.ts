import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { toPostgresDdl, toPostgresPlaceholders } from './dialect';
import type { Row, RunResult, SqlDriver, SqlStatements } from './driver';

/** Connections one sandbox process keeps open to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

const INT8 = 20;

// COUNT(*) and BIGINT columns (epoch milliseconds) arrive as strings by default; every such value the
// sandbox stores is far below 2^53, so it is read as a number, as libsql reads it.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** A transaction of the PostgreSQL driver: one pooled connection, taken at its first statement. */
interface PostgresScope {
  client?: Promise<pg.PoolClient>;
  failed?: boolean;
  failure?: unknown;
}

/** Whether a URL names a PostgreSQL server (`postgres://` or `postgresql://`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens a pool of connections to the PostgreSQL database of `url` (`postgres://user:password@host/db`;
 * `?options=-c search_path=…` picks a schema). Placeholders are translated to `$n`, migrations'
 * SQLite-isms by `toPostgresDdl` (see `./dialect.ts`).
 *
 * Transactions run at PostgreSQL's default READ COMMITTED, and the repository's reads that guard a
 * read-modify-write end in `FOR UPDATE`: the row stays locked until the transaction ends, so a second
 * request on another instance waits for the first and then reads what it wrote. Serializable isolation
 * would settle the same races, but with optimistic aborts: every request touches its session row and the
 * sandbox's tables are small, so its predicate locks cover whole tables and unrelated requests would abort
 * each other under load. Locks only make the requests that share a row wait.
 */
export function openPostgres(url: string, poolSize = POSTGRES_POOL_SIZE): SqlDriver {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, keepAlive: true });
  // An idle connection the server dropped (a restart) must not take the process down; the pool opens
  // another on the next query. The message may quote the server, never request data.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const scopes = new AsyncLocalStorage<PostgresScope>();
  const placeholders = new Map<string, string>();
  const translate = (sql: string) => {
    let text = placeholders.get(sql);
    if (text === undefined) {
      text = toPostgresPlaceholders(sql);
      placeholders.set(sql, text);
    }
    return text;
  };

  const begin = (scope: PostgresScope) =>
    (scope.client ??= pool.connect().then(async (client) => {
      try {
        await client.query('BEGIN');
      } catch (error) {
        client.release(true);
        throw error;
      }
      return client;
    }));

  async function query(text: string, params?: unknown[]): Promise<pg.QueryResult> {
    const scope = scopes.getStore();
    if (!scope) return pool.query(text, params);
    const client = await begin(scope);
    try {
      return await client.query(text, params);
    } catch (error) {
      if (!scope.failed) Object.assign(scope, { failed: true, failure: error });
      throw error;
    }
  }

  const statements: SqlStatements = {
    async exec(sql) {
      await query(toPostgresDdl(sql));
    },
    async run(sql, params = []): Promise<RunResult> {
      // SQLite reports the new row id by itself; PostgreSQL returns it when asked.
      const returning = /^\s*INSERT\b/i.test(sql) && !/\bRETURNING\b/i.test(sql);
      const result = await query(translate(returning ? `${sql} RETURNING *` : sql), params);
      const id = (result.rows[0] as Row | undefined)?.id;
      return {
        changes: result.rowCount ?? 0,
        lastInsertRowid: typeof id === 'number' && Number.isSafeInteger(id) ? id : 0,
      };
    },
    async get<T extends Row = Row>(sql: string, params: unknown[] = []) {
      return (await query(translate(sql), params)).rows[0] as T | undefined;
    },
    async all<T extends Row = Row>(sql: string, params: unknown[] = []) {
      return (await query(translate(sql), params)).rows as T[];
    },
  };

  return {
    dialect: 'postgres',
    ...statements,
    async transaction(fn) {
      if (scopes.getStore()) return fn(statements);
      const scope: PostgresScope = {};
      const finish = async (commit: boolean) => {
        if (!scope.client) return;
        let client: pg.PoolClient;
        try {
          client = await scope.client;
        } catch {
          return; // No connection or no BEGIN: there is nothing to end.
        }
        try {
          await client.query(commit ? 'COMMIT' : 'ROLLBACK');
          client.release();
        } catch (error) {
          // A connection whose COMMIT or ROLLBACK failed is in an unknown state: it is closed, which
          // ends its transaction on the server.
          client.release(true);
          throw error;
        }
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await scopes.run(scope, () => fn(statements));
      } catch (error) {
        await finish(false).catch(() => undefined);
        throw error;
      }
      if (scope.failed) {
        await finish(false).catch(() => undefined);
        throw scope.failure;
      }
      await finish(true);
      return result;
    },
    async close() {
      await pool.end();
    },
  };
}
