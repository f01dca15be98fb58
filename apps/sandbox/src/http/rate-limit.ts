import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import type { HitCount, SandboxDb } from '../db/repository';
import { sha256 } from '../domain/security';
import type { AppEnv, Deps } from './context';
import { HttpError } from './envelope';

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
 * Retrieval and previous-customer checks: 10 a session and 100 a client per 15 minutes. The
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
    decrement: async (key) => {
      const count = await db.getHits(key, now().getTime());
      if (count) await db.uncountHit(key, count.resetAt);
    },
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
 * Rate limits for a guessable lookup (retrieval takes dates of birth, the previous-customer
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

/** A count allowed per window, for the limits kept in the database. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Look-ups by personal data per target (the person guessed, across sessions and clients): 10 misses per
 * 15 minutes, the allowance a session has. Found applications do not count, so a shopper who retrieves
 * their own application again and again still gets in; once the misses are spent the right answer too
 * gets 429 until the window ends, or guessing would go on.
 */
export const TARGET_LOOKUP_LIMIT: WindowLimit = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * The window of the per-destination send limit: an hour, like the per-application PIN limit. How many
 * messages of a kind one destination takes in it is `config.sendsPerDestination` (5 by default).
 */
export const SEND_WINDOW_MS = 60 * 60 * 1000;

/**
 * The kinds of message counted apart at one destination, each against the same allowance. A PIN sent to
 * a session reaching the application by retrieval (a second device, a reopened checkout link) has its
 * own count, so such sessions can never use up the PINs of the application's owner.
 */
export type SendKind = 'pin' | 'retrieval-pin' | 'identity-link' | 'payroll-link';

/**
 * What a phone number or e-mail address is counted by: the digits of a phone (a leading US country code
 * 1 dropped), or the address in lower case without a `+tag`, so spellings of one destination share one
 * count. Secret like an SSN: the repository keeps only its keyed HMAC.
 */
export function destinationMaterial(channel: 'sms' | 'email', to: string): string {
  if (channel === 'sms') {
    const only = to.replace(/\D/g, '');
    return `sms:${only.length === 11 && only.startsWith('1') ? only.slice(1) : only}`;
  }
  const address = to.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at).replace(/\+.*$/, '');
  return `email:${local}${at < 0 ? '' : address.slice(at)}`;
}

/**
 * Counts a message to a person against its destination (the phone number or e-mail address, across
 * applications, in the database so every instance shares it): false once `config.sendsPerDestination`
 * messages of this kind went there in the hour, and then the caller answers its own 429 and sends
 * nothing.
 */
export async function allowSend(
  deps: Pick<Deps, 'db' | 'config'>,
  kind: SendKind,
  channel: 'sms' | 'email',
  to: string,
): Promise<boolean> {
  const hit = await deps.db.countHit(
    `send:${kind}:${destinationMaterial(channel, to)}`,
    SEND_WINDOW_MS,
    deps.config.now().getTime(),
  );
  return hit.hits <= deps.config.sendsPerDestination;
}

/**
 * What a look-up by personal data is counted by: the SSN's digits, with the last name (case, spacing and
 * Unicode forms folded, coarser than the look-up itself) for a retrieval; null for an incomplete one.
 * Secret: the repository keeps only its keyed HMAC.
 */
export function lookupTarget(ssn: string | null | undefined, lastName?: string | null): string | null {
  const only = (ssn ?? '').replace(/\D/g, '');
  if (only.length !== 9) return null;
  if (lastName === undefined) return `ssn:${only}`;
  const name = (lastName ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  return name ? `retrieve:${name}:${only}` : null;
}

/** A look-up counted against its target; `found` takes the count back (found applications do not count). */
export interface TargetAttempt {
  found(): Promise<void>;
}

/**
 * Counts a look-up against its target (see {@link lookupTarget}) before it is made, so concurrent
 * guesses never make more than {@link TARGET_LOOKUP_LIMIT} misses: throws 429 'Too many attempts. Please
 * try again later.' once the target's misses are spent.
 */
export async function takeTargetAttempt(
  deps: Pick<Deps, 'db' | 'config'>,
  target: string,
): Promise<TargetAttempt> {
  const material = `lookup:${target}`;
  const hit = await deps.db.countHit(material, TARGET_LOOKUP_LIMIT.windowMs, deps.config.now().getTime());
  if (hit.hits > TARGET_LOOKUP_LIMIT.max) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  return { found: () => deps.db.uncountHit(material, hit.resetAt) };
}
