import { API_PATHS } from '../api/paths';
import type { ApiTransport } from '../api/types';
import type { HostBridge } from '../host-bridge/host-bridge';
import { type ExchangeSessionPatch, getExchangeSessionPatch, getHostOrigin } from '../rules/app-routing';
import type { SessionStore } from '../session/session-store';

/** Options of {@link refreshSession}. */
export interface SessionRefreshOptions {
  /** Performs the call (the API client's `request`, which sends the session's token). */
  transport: ApiTransport;
  /** The session to refresh. */
  session: SessionStore;
  /** The host page's bridge: its host origin is set again from the refreshed records (04 Security). */
  host: Pick<HostBridge, 'update'>;
  /** The host origin the app was configured with, which wins (04); none by default. */
  configOrigin?: unknown;
  /** The page that embeds the app, for the host origin when the store allows several (04); none by default. */
  embedderOrigin?: () => unknown;
}

/**
 * Puts an exchange's records into the session and sets the host origin again from them (04 Security):
 * what both the resume link's exchange and a session refresh do with a successful answer.
 */
export function fillSessionFromExchange(
  options: Pick<SessionRefreshOptions, 'session' | 'host' | 'configOrigin' | 'embedderOrigin'>,
  patch: ExchangeSessionPatch,
): void {
  options.session.patch(patch);
  options.host.update({
    hostOrigin: getHostOrigin({
      configOrigin: options.configOrigin,
      checkout: patch.checkout ?? null,
      retailStore: patch.retailStore ?? null,
      embedderOrigin: options.embedderOrigin?.(),
    }),
  });
}

/**
 * Refreshes the session from the server before the checkpoint redirect routes by it (03 §4): after a
 * fresh page load (the lender's signing page returns to the checkpoint redirect) only the token
 * survived, and in a running session the checkout's status may have moved on (signed, paid). The
 * session's token is exchanged (GET /apply-v2/checkpoint/exchange), the store, checkout and application
 * replaced (the token kept when the answer names none), and the host origin set again from the records.
 * The answer is parsed with the call's schema, which loads beside the call (on demand: no screen's
 * bundle carries the contract); an answer of another shape fails like a refused one. Resolves whether it
 * worked; without a token, or on failure, the session is left as it was.
 */
export async function refreshSession(options: SessionRefreshOptions): Promise<boolean> {
  const { token } = options.session.getState();
  if (!token) return false;
  const [exchange, contract] = await Promise.all([
    options.transport({ path: API_PATHS.checkpointExchange }),
    import('../contract/calls/application').catch(() => null),
  ]);
  if (!exchange.status || !contract) return false;
  const parsed = await contract.checkpointExchangeCall.answer['~standard'].validate(exchange.data);
  if (parsed.issues) return false;
  const patch = getExchangeSessionPatch(parsed.value);
  fillSessionFromExchange(options, { ...patch, token: patch.token ?? token });
  return true;
}
