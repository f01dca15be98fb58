import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { HitCount, SandboxDb } from '../db/repository';
import { sha256 } from '../domain/security';
import type { AppEnv, Deps } from './context';

/** The answer of a refused attempt: the envelope with 429. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** How many guesses a lookup allows, and in what window. */
export interface AttemptLimit {
  /** Attempts per apply session (the X-APPLY-TOKEN). */
  perSession: number;
  /** Attempts per client (its network address), across all its sessions: sessions are free to create. */
  perClient: number;
  /** The window the attempts are counted in, in milliseconds. */
  windowMs: number;
}

/**
 * Retrieval and previous-customer checks: 10 a session and 100 a client per 15 minutes (issue 15). The
 * client's count leaves room for a shop's shared address (or a test run) while a brute force of dates
 * of birth (tens of thousands) or SSNs stays out of reach.
 */
export const LOOKUP_LIMIT: AttemptLimit = { perSession: 10, perClient: 100, windowMs: 15 * 60 * 1000 };

/**
 * A fixed-window hit counter in the database (`countHit` in `src/db/repository.ts`), so every instance
 * on one database counts against the same limit, on the sandbox's clock (`config.now`), so tests move
 * time instead of waiting. Each hit is one atomic statement: hits counted at once on two instances are
 * never lost.
 */
function databaseStore(db: SandboxDb, now: () => Date, windowMs: number): Store<AppEnv> {
  const info = (count: HitCount | undefined) =>
    count && { totalHits: count.hits, resetTime: new Date(count.resetAt) };
  return {
    get: async (key) => info(await db.getHits(key, now().getTime())),
    increment: async (key) => info(await db.countHit(key, windowMs, now().getTime()))!,
    decrement: (key) => db.uncountHit(key, now().getTime()),
    resetKey: (key) => db.resetHits(key),
  };
}

/** The client's network address (the socket's peer; forwarded headers are not trusted). */
function clientKey(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The session a request speaks for (a hash of its apply token), or the client when it has none. */
function sessionKey(c: Context<AppEnv>): string {
  const token = c.req.header('x-apply-token');
  return token ? `session:${sha256(token)}` : `client:${clientKey(c)}`;
}

/**
 * Rate limits for a guessable lookup (issue 15: retrieval takes dates of birth, the previous-customer
 * check SSNs): hono-rate-limiter per session and per client, each answering 429 with the envelope and
 * the standard RateLimit headers once its count is spent.
 */
export function attemptLimits(
  name: string,
  { db, config }: Pick<Deps, 'db' | 'config'>,
  limit: AttemptLimit = LOOKUP_LIMIT,
): MiddlewareHandler<AppEnv>[] {
  const limiter = (scope: string, max: number, key: (c: Context<AppEnv>) => string) =>
    rateLimiter<AppEnv>({
      windowMs: limit.windowMs,
      limit: max,
      standardHeaders: 'draft-6',
      keyGenerator: (c) => `${name}:${scope}:${key(c)}`,
      store: databaseStore(db, config.now, limit.windowMs),
      handler: (c) => c.json({ status: false, code: 429, data: null, error: TOO_MANY_ATTEMPTS }, 429),
    });
  return [limiter('client', limit.perClient, clientKey), limiter('session', limit.perSession, sessionKey)];
}
