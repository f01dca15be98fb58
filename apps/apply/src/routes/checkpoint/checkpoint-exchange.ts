import { API_PATHS, type ApiResult } from '@leasekit/core';
import type { AppServices } from '../../app/services';

/**
 * Starts the token exchange of a resume link (GET /apply-v2/checkpoint/exchange, 03 §4) as soon as the
 * router matches `/checkpoint/:token/:iframe` (the route's loader), before React has rendered anything:
 * on a slow phone the call then runs while the app's first screens render instead of after them.
 */
export function startCheckpointExchange(
  services: Pick<AppServices, 'api' | 'session' | 'checkpointExchanges'>,
  token: string,
  iframe: string | undefined,
): void {
  const started = services.checkpointExchanges;
  if (!token || started.has(token)) return;
  started.set(token, requestCheckpointExchange(services, token, iframe));
}

/**
 * The token exchange itself (GET /apply-v2/checkpoint/exchange, 03 §4): the session gets the token and
 * the iframe flag first, since the call is made with them.
 */
export function requestCheckpointExchange(
  services: Pick<AppServices, 'api' | 'session'>,
  token: string,
  iframe: string | undefined,
): Promise<ApiResult<unknown>> {
  services.session.update({ token, iframe: iframe === 'true' });
  return services.api.request({ path: API_PATHS.checkpointExchange });
}

/**
 * The exchange {@link startCheckpointExchange} started for this token, handed over once (a second call
 * returns null, so the resume screen makes its own call when nothing was started).
 */
export function takeCheckpointExchange(
  services: Pick<AppServices, 'checkpointExchanges'>,
  token: string,
): Promise<ApiResult<unknown>> | null {
  const started = services.checkpointExchanges;
  const exchange = started.get(token) ?? null;
  started.delete(token);
  return exchange;
}
