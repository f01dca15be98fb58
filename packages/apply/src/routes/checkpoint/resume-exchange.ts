import type { ApiResult } from '@leasekit/core';
import type { AppServices } from '../../app/services';
import { nextPaint } from '../../app/paint';
import { requestCheckpointExchange, takeCheckpointExchange } from './checkpoint-exchange';

/**
 * The resume link's exchange: usually already on its way, started by the route's loader
 * (checkpoint-exchange.ts), else asked now. However fast it answers, 'One moment please...' paints
 * first: the destination's code and render would otherwise stand in front of the first screen the
 * shopper sees.
 */
export async function awaitResumeExchange(
  services: Pick<AppServices, 'api' | 'checkpointExchanges'>,
  ticket: string,
): Promise<ApiResult<unknown>> {
  const [exchange] = await Promise.all([
    takeCheckpointExchange(services, ticket) ?? requestCheckpointExchange(services, ticket),
    nextPaint(),
  ]);
  return exchange;
}

/** The resume link's `cancel` parameter: the initiate URL's own query reaches the page before the hash's. */
export function readResumeCancel(search: URLSearchParams): string | null {
  return search.get('cancel') ?? new URLSearchParams(window.location.search).get('cancel');
}
