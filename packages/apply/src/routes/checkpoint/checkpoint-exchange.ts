import { API_PATHS, type ApiResult } from '@leasekit/core';
import type { AppServices } from '../../app/services';

/**
 * Starts the ticket exchange of a resume link (GET /apply-v2/checkpoint/exchange, 03 §4) as soon as the
 * router matches `/checkpoint/:token/:iframe` (the route's loader), before React has rendered anything:
 * on a slow phone the call then runs while the app's first screens render instead of after them.
 */
export function startCheckpointExchange(
  services: Pick<AppServices, 'api' | 'checkpointExchanges'>,
  ticket: string,
): void {
  const started = services.checkpointExchanges;
  if (!ticket || started.has(ticket)) return;
  started.set(ticket, requestCheckpointExchange(services, ticket));
}

/**
 * The exchange itself (GET /apply-v2/checkpoint/exchange, 03 §4). The link's token is an entry ticket,
 * sent as X-APPLY-TICKET with this one call and never made the session's token: anyone may have put it
 * in the link, so the session goes on only with the token the exchange answers (docs/behaviour.md
 * 03 §6 "Session tokens"). The resume controller fills the session from its answer.
 */
export function requestCheckpointExchange(
  services: Pick<AppServices, 'api'>,
  ticket: string,
): Promise<ApiResult<unknown>> {
  return services.api.request({
    path: API_PATHS.checkpointExchange,
    headers: { 'X-APPLY-TICKET': ticket },
  });
}

/**
 * The exchange {@link startCheckpointExchange} started for this ticket, handed over once (a second call
 * returns null, so the resume screen makes its own call when nothing was started).
 */
export function takeCheckpointExchange(
  services: Pick<AppServices, 'checkpointExchanges'>,
  ticket: string,
): Promise<ApiResult<unknown>> | null {
  const started = services.checkpointExchanges;
  const exchange = started.get(ticket) ?? null;
  started.delete(ticket);
  return exchange;
}
