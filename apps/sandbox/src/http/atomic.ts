import type { Context, Hono } from 'hono';
import { isRetryable } from '../db/dialect';
import type { SandboxDb } from '../db/repository';
import type { AppEnv } from './context';

/** How many times a request is run before a deadlock or serialization failure becomes a 500. */
export const REQUEST_ATTEMPTS = 4;

/** The answer of an internal error: no stack, no message (they may quote request data). */
export function internalError(): Response {
  return Response.json(
    { status: false, code: 500, data: null, error: 'An internal error occurred.' },
    { status: 500 },
  );
}

/**
 * Runs every request of `routes` as one database transaction (`db.atomically`), the way a single
 * process on the embedded database always behaved: a request's reads and writes happen together or not
 * at all, and the documents it reads with `FOR UPDATE` (see `createRepository`) stay locked until it
 * answers, so the same request on two instances cannot interleave (two PIN guesses, two charges). The
 * transaction begins at the request's first statement, after its body has been read in full: a slow
 * upload never holds a connection or a lock.
 *
 * A request whose route failed unexpectedly (a 500; `unexpected` holds the errors the routes' `onError`
 * saw) is rolled back. A request that met a deadlock or serialization failure (PostgreSQL; see
 * `isRetryable`) is rolled back and run again, up to {@link REQUEST_ATTEMPTS} times, from its buffered
 * body: everything it did was in the database, so nothing of the lost attempt remains.
 */
export function atomicRequests(
  routes: Hono<AppEnv>,
  db: Pick<SandboxDb, 'atomically'>,
  unexpected: WeakMap<Request, Error>,
  log: (line: string) => void,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { method, url, headers } = c.req.raw;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    for (let attempt = 1; ; attempt += 1) {
      const request = new Request(url, { method, headers, body });
      try {
        return await db.atomically(async () => {
          const response = await routes.fetch(request, c.env);
          const error = unexpected.get(request);
          if (error) throw error;
          return response;
        });
      } catch (error) {
        if (attempt < REQUEST_ATTEMPTS && isRetryable(error)) {
          await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
          continue;
        }
        // The cause goes to the log by name (and SQLSTATE) only: messages may quote request data.
        const code = (error as { code?: unknown }).code;
        const name = error instanceof Error ? error.name : 'unknown';
        log(`error ${method} ${c.req.path}: ${name}${typeof code === 'string' ? ` ${code}` : ''}`);
        return internalError();
      }
    }
  };
}
