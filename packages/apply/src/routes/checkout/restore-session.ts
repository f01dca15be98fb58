import { API_PATHS, getExchangeSessionPatch, getHostOrigin } from '@leasekit/core';
import type { AppServices } from '../../app/services';

/** The embedding page's origin, used only to choose among the store's allowed origins (04 Security). */
export function embedderOrigin(): string | null {
  // Not every browser has ancestorOrigins (Firefox has none), whatever the DOM types say.
  const ancestors: DOMStringList | undefined = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  return document.referrer || null;
}

/**
 * Refreshes the session from the server before the checkpoint redirect routes by it (03 §4): after a
 * fresh page load (the lender's signing page returns to `#/checkpoint/redirect`) only the token survived
 * in sessionStorage, and in a running session the checkout's status may have moved on (signed, paid).
 * The token is exchanged (GET /apply-v2/checkpoint/exchange), the store, checkout and application
 * replaced, and the host origin set again from the records (04 Security). Returns whether it worked; on
 * failure the session is left as it was.
 */
export async function restoreSession(
  services: Pick<AppServices, 'api' | 'session' | 'host' | 'config'>,
): Promise<boolean> {
  const { api, session, host, config } = services;
  const state = session.getState();
  if (!state.token) return false;
  // The answer is parsed with the call's schema, which loads beside the call (imported on demand, so no
  // screen's bundle carries the contract); an answer of another shape fails like a refused one.
  const [exchange, contract] = await Promise.all([
    api.request({ path: API_PATHS.checkpointExchange }),
    import('@leasekit/core/contract').catch(() => null),
  ]);
  if (!exchange.status || !contract) return false;
  const parsed = await contract.API_CONTRACT.checkpointExchange.answer['~standard'].validate(exchange.data);
  if (parsed.issues) return false;
  const patch = getExchangeSessionPatch(parsed.value);
  session.update({ ...patch, token: patch.token ?? state.token });
  host.setOptions({
    hostOrigin: getHostOrigin({
      configOrigin: config.hostOrigin,
      checkout: patch.checkout ?? null,
      retailStore: patch.retailStore ?? null,
      embedderOrigin: embedderOrigin(),
    }),
  });
  return true;
}
