import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { SandboxConfig } from '../config';
import type { SandboxDb } from '../db/repository';
import { randomToken, sha256 } from '../domain/security';
import type { ApplicationDoc, CheckoutDoc, SessionRow, Store } from '../domain/types';
import { HttpError } from './envelope';
import type { Faults } from './faults';

/** The hono environment of the sandbox: node bindings (raw socket for the drop fault). */
export type AppEnv = { Bindings: HttpBindings };

/** What every route module gets. */
export interface Deps {
  db: SandboxDb;
  config: SandboxConfig;
  faults: Faults;
}

/** The forbidden answer of the token checks (03 §6: a 403 leads to the forbidden page). */
export const FORBIDDEN = 'This apply token does not give access to this resource.';

/** The host names a request may name when BASE_URL is unset (development and test only): this machine. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The sandbox's public origin, which every absolute URL it writes (SMS links, checkout and e-sign URLs)
 * starts with: BASE_URL when set (production refuses to start without it: `loadConfig`). Without it the
 * request's own origin is used only when it names a loopback host on the port the request arrived on
 * (the listening port), e.g. `http://127.0.0.1:4010` or `http://localhost:4010`; any other Host header
 * (`evil.example`, another port) is not trusted and the links use the configured loopback origin
 * `http://127.0.0.1:<port>` instead. The request itself is still answered.
 */
export function baseUrl(c: Context, deps: Deps): string {
  if (deps.config.baseUrl) return deps.config.baseUrl;
  // The socket's own port; a request made in-process (`app.request` without bindings) has none.
  const port =
    (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming?.socket?.localPort ?? deps.config.port;
  const fallback = `http://${loopbackName(deps.config.host)}:${port}`;
  let requested: URL;
  try {
    requested = new URL(c.req.url);
  } catch {
    return fallback;
  }
  const requestedPort = Number(requested.port || (requested.protocol === 'https:' ? 443 : 80));
  return requested.protocol === 'http:' &&
    LOOPBACK_HOSTS.includes(requested.hostname) &&
    requestedPort === port
    ? requested.origin
    : fallback;
}

/** The loopback name to write links with for a listening interface (127.0.0.1 unless it is ::1 or localhost). */
function loopbackName(host: string): string {
  if (host === '::1' || host === '[::1]') return '[::1]';
  return host === 'localhost' ? 'localhost' : '127.0.0.1';
}

/** Today as an ISO date by the sandbox clock. */
export function today(deps: Deps): string {
  return deps.config.now().toISOString().slice(0, 10);
}

/** Now as an ISO timestamp by the sandbox clock. */
export function nowIso(deps: Deps): string {
  return deps.config.now().toISOString();
}

/**
 * The session of a raw token, if it exists and has not expired; touching it extends its life. This is the
 * one write every GET may make: it moves the idle timeout of a session the caller already holds, and
 * changes nothing the session reaches.
 */
export async function sessionOfToken(
  deps: Deps,
  token: string | null | undefined,
): Promise<SessionRow | null> {
  if (!token || token.length < 20) return null;
  const session = await deps.db.getSessionByTokenHash(sha256(token));
  const now = deps.config.now().getTime();
  if (!session || session.expires_at <= now) return null;
  session.expires_at = now + deps.config.sessionTtlMs;
  await deps.db.touchSession(session.id, session.expires_at);
  return session;
}

/** The session of the request's X-APPLY-TOKEN, or a 403. */
export async function requireSession(c: Context, deps: Deps): Promise<SessionRow> {
  const session = await sessionOfToken(deps, c.req.header('x-apply-token'));
  if (!session) throw new HttpError(403, FORBIDDEN);
  return session;
}

/**
 * Gives the request's session a fresh token in place of the one the request came with, which stops
 * working at once (docs/behaviour.md 03 §6 "Session tokens"); returns the new token. A 403 when a
 * concurrent request has already rotated that token away.
 */
export async function rotateSessionToken(c: Context, deps: Deps, session: SessionRow): Promise<string> {
  const presented = c.req.header('x-apply-token');
  const token = randomToken();
  const rotated = presented
    ? await deps.db.rotateSessionToken(session.id, sha256(presented), sha256(token))
    : false;
  if (!rotated) throw new HttpError(403, FORBIDDEN);
  return token;
}

/** The session's application, or a 403 when `id` names another one, or a 409 when none exists yet. */
export async function requireApplication(
  deps: Deps,
  session: SessionRow,
  id?: number | string | null,
): Promise<ApplicationDoc> {
  if (id !== undefined && id !== null && String(id) !== '' && String(id) !== String(session.application_id)) {
    throw new HttpError(403, FORBIDDEN);
  }
  const application = session.application_id
    ? await deps.db.getApplication(session.application_id)
    : undefined;
  if (!application) throw new HttpError(409, 'First complete the applicant info section');
  return application;
}

/** The session's checkout, or a 403 when `id` names another one. */
export async function requireCheckout(
  deps: Deps,
  session: SessionRow,
  id: number | string,
): Promise<CheckoutDoc> {
  if (!session.checkout_id || String(id) !== String(session.checkout_id)) throw new HttpError(403, FORBIDDEN);
  const checkout = await deps.db.getCheckout(session.checkout_id);
  if (!checkout) throw new HttpError(404, 'Checkout not found.');
  return checkout;
}

/** A store that must exist. */
export async function requireStore(deps: Deps, id: number): Promise<Store> {
  const store = await deps.db.getStore(id);
  if (!store) throw new HttpError(404, 'Store not found.');
  return store;
}

/** `frame-ancestors` for a store: the sandbox itself plus the store's allowed host origins (04 Security). */
export function frameAncestors(store: Store | null | undefined): string {
  return ["frame-ancestors 'self'", ...(store?.allowed_origins ?? [])].join(' ');
}
