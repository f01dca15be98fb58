import { t } from '../messages';

/**
 * One parsed middleware reference of a route: `'verified:checkout,strict'` names the middleware
 * `verified` with the parameters `['checkout', 'strict']` (01 §6: named route middleware with parameters).
 */
export interface MiddlewareReference {
  /** The registered name. */
  name: string;
  /** The parameters after the colon, split on commas and trimmed; empty when there is no colon. */
  params: string[];
}

/**
 * A middleware's verdict: `undefined` lets navigation continue; `{ redirect }` blocks it and sends the
 * user to another route (a route name or path the app understands).
 */
export type MiddlewareDecision = { redirect: string } | undefined;

/** A route middleware: reads the context (never changes it) and decides whether navigation continues. */
export type RouteMiddleware<TContext> = (context: TContext, params: readonly string[]) => MiddlewareDecision;

/** The error thrown when a route names a middleware nobody registered (01 §8: an error naming it). */
export class MiddlewareNotFoundError extends Error {
  /** The missing name. */
  readonly middleware: string;

  /** Builds the error with the catalogue text 'Middleware {name} not found!'. */
  constructor(name: string) {
    super(t('errors.middlewareNotFound', { name }));
    this.name = 'MiddlewareNotFoundError';
    this.middleware = name;
  }
}

/**
 * Parses a middleware reference `name` or `name:param1,param2`. Blank parameters are dropped; a blank
 * name is kept as '' so that resolving it fails loudly rather than silently skipping the guard.
 */
export function parseMiddlewareReference(reference: string): MiddlewareReference {
  const colon = reference.indexOf(':');
  if (colon === -1) return { name: reference.trim(), params: [] };
  const params = reference
    .slice(colon + 1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { name: reference.slice(0, colon).trim(), params };
}

/** A middleware reference bound to its registered function. */
export interface ResolvedMiddleware<TContext> extends MiddlewareReference {
  /** The registered function. */
  handler: RouteMiddleware<TContext>;
}

/** A registry of named route middleware, filled once at start-up and read by every route. */
export interface MiddlewareRegistry<TContext> {
  /** Registers `handler` under `name`; registering a name twice throws (a typo would otherwise shadow a guard). */
  register(name: string, handler: RouteMiddleware<TContext>): MiddlewareRegistry<TContext>;
  /** Whether `name` is registered. */
  has(name: string): boolean;
  /** The registered names, in registration order. */
  names(): string[];
  /**
   * Parses and binds a route's references, in order. Throws `MiddlewareNotFoundError` naming the first
   * reference whose middleware is not registered.
   */
  resolve(references: readonly string[]): ResolvedMiddleware<TContext>[];
  /**
   * Runs a route's middleware in order and returns the first blocking decision, or `undefined` when all
   * let navigation continue. Unknown names throw as in `resolve`, before any middleware runs.
   */
  run(references: readonly string[], context: TContext): MiddlewareDecision;
}

/** Creates an empty middleware registry. */
export function createMiddlewareRegistry<TContext>(): MiddlewareRegistry<TContext> {
  const handlers = new Map<string, RouteMiddleware<TContext>>();
  const registry: MiddlewareRegistry<TContext> = {
    register(name, handler) {
      if (handlers.has(name)) throw new Error(`Middleware ${name} is already registered.`);
      handlers.set(name, handler);
      return registry;
    },
    has: (name) => handlers.has(name),
    names: () => [...handlers.keys()],
    resolve(references) {
      return references.map((reference) => {
        const parsed = parseMiddlewareReference(reference);
        const handler = handlers.get(parsed.name);
        if (!handler) throw new MiddlewareNotFoundError(parsed.name);
        return { ...parsed, handler };
      });
    },
    run(references, context) {
      for (const middleware of registry.resolve(references)) {
        const decision = middleware.handler(context, middleware.params);
        if (decision) return decision;
      }
      return undefined;
    },
  };
  return registry;
}
