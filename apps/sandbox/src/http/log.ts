import type { MiddlewareHandler } from 'hono';

/** Path segments that look like secrets (tokens, keys) are replaced, so log lines carry none. */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * One log line per request: method, raw (percent-encoded) path without query (secret-looking segments redacted), status and
 * milliseconds. Never bodies, queries or headers, so no personal data reaches the log.
 */
export function requestLog(
  log: (line: string) => void,
  now: () => number = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const start = now();
    await next();
    // The raw path as it came, percent-encoded (the URL parser encodes any control character), never
    // the decoded one: `%0a` must not start a new log line.
    const raw = new URL(c.req.url).pathname;
    log(`${c.req.method} ${redactPath(raw)} ${c.res.status} ${Math.round(now() - start)}ms`);
  };
}
