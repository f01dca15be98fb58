import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { SandboxConfig } from './config';
import type { SandboxDb } from './db/repository';
import { atomicRequests, internalError } from './http/atomic';
import type { AppEnv } from './http/context';
import { HttpError, INVALID_DATA, ValidationError } from './http/envelope';
import { createFaults, type Faults } from './http/faults';
import { requestLog } from './http/log';
import { registerApplication } from './routes/application';
import { registerCards } from './routes/cards';
import { registerCheckout } from './routes/checkout';
import { registerDev } from './routes/dev';
import { registerEntry } from './routes/entry';
import { registerIdentity } from './routes/identity';
import { registerLookups } from './routes/lookups';
import { registerPayroll } from './routes/payroll';
import { registerPlayground } from './routes/playground';
import { registerStatic } from './routes/static';
import { FILES_PATH, registerToolkit } from './routes/toolkit';
import { UPLOAD_ERRORS } from './domain/toolkit';

/** The largest request body the sandbox reads: 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The sandbox app: a hono app plus its fault injector. */
export type SandboxApp = Hono<AppEnv> & { faults: Faults };

/** What `createApp` needs: the data layer and the configuration. */
export interface CreateAppOptions {
  db: SandboxDb;
  config: SandboxConfig;
}

/**
 * Builds the sandbox: the API, the dev pages and the built app on one origin. Listening is separate
 * (`listen` in server.ts), so tests start it on port 0.
 */
export function createApp({ db, config }: CreateAppOptions): SandboxApp {
  const app = new Hono<AppEnv>() as SandboxApp;
  const faults = createFaults();
  app.faults = faults;
  const deps = { db, config, faults };

  app.use('*', requestLog(config.log));
  // Bodies over 1 MB are refused before they are read: a Content-Length over the limit is
  // answered at once, a chunked body is cut off as soon as it passes it. An upload over the limit gets the
  // 422 the upload widget lists (its file is over 1 MB either way: src/domain/toolkit.ts MAX_FILE_BYTES).
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body stays unread: the connection cannot carry another request.
        c.header('Connection', 'close');
        return c.req.method === 'POST' && c.req.path === FILES_PATH
          ? c.json(
              { status: false, code: 422, data: { file: [UPLOAD_ERRORS.tooLarge] }, error: INVALID_DATA },
              422,
            )
          : c.json({ status: false, code: 413, data: null, error: 'The request body is too large.' }, 413);
      },
    }),
  );
  app.use('*', faults.middleware);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    // API answers, pages and the outbox carry personal data or one-time state: never cached.
    // The app's static assets set their own caching.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // Every HTML page (links opened on a phone, the contract, error pages) refuses to be framed by
    // another site; pages a store's host may frame set their own `frame-ancestors`.
    if (
      c.res.headers.get('Content-Type')?.startsWith('text/html') &&
      !c.res.headers.has('Content-Security-Policy')
    )
      c.header('Content-Security-Policy', "frame-ancestors 'self'");
  });
  // Gzip for every answer large enough to gain from it (hono's threshold, 1 KB): the app's scripts and
  // styles, and the API's lists (a page of 25 stores is 14 KB of JSON, 2 KB gzipped), which a slow
  // phone otherwise waits for before the screen can show.
  app.use('*', compress());

  // The routes answer inside one database transaction per request (src/http/atomic.ts); what comes
  // above (log, size limit, faults, headers, compression) wraps them.
  const routes = new Hono<AppEnv>();
  registerEntry(routes, deps);
  registerApplication(routes, deps);
  registerIdentity(routes, deps);
  registerPayroll(routes, deps);
  registerCards(routes, deps);
  registerCheckout(routes, deps);
  registerLookups(routes, deps);
  registerToolkit(routes, deps);
  registerDev(routes, deps);
  // After the dev pages' guard, which covers the playground's page too.
  registerPlayground(routes, deps);
  registerStatic(routes, deps);

  const unexpected = new WeakMap<Request, Error>();
  routes.notFound((c) => c.json({ status: false, code: 404, data: null, error: 'Not found.' }, 404));
  routes.onError((error, c) => {
    if (error instanceof ValidationError) {
      return c.json({ status: false, code: 422, data: error.fields, error: error.message }, 422);
    }
    if (error instanceof HttpError) {
      return c.json(
        { status: false, code: error.status, data: error.data, error: error.message },
        error.status as 400,
      );
    }
    // Rolled back, logged and answered 500 by atomicRequests.
    unexpected.set(c.req.raw, error);
    return internalError();
  });
  app.all('*', atomicRequests(routes, db, unexpected, config.log));
  app.onError((error, c) => {
    config.log(`error ${c.req.method} ${c.req.path}: ${error.name}`);
    return internalError();
  });
  return app;
}
