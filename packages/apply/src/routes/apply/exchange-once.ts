import type { ApiResult } from '@leasekit/core';

const pending = new Map<string, Promise<ApiResult<unknown>>>();

/**
 * Runs the exchange of one identity link token at most once at a time: the lender answers a link token
 * once (a second exchange is refused), and React's development mode runs the exchange screen's effect
 * twice (mount, unmount, mount), so the second run must share the first call's answer. Once the call
 * has settled, the token is forgotten: opening the screen again asks again (and is refused).
 */
export function exchangeOnce(
  token: string,
  call: (token: string) => Promise<ApiResult<unknown>>,
): Promise<ApiResult<unknown>> {
  const running = pending.get(token);
  if (running) return running;
  const started = call(token).finally(() => pending.delete(token));
  pending.set(token, started);
  return started;
}
