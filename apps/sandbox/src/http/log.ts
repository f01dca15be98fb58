import type { MiddlewareHandler } from 'hono';

/** Path segments that look like secrets (tokens, keys) are replaced, so log lines carry none. */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * One log line per request: method, path without query (secret-looking segments redacted), status and
 * milliseconds. Never bodies, queries or headers, so no personal data reaches the log (issue 5 Security).
 */
export function requestLog(
  log: (line: string) => void,
  now: () => number = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const start = now();
    await next();
    log(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${Math.round(now() - start)}ms`);
  };
}
