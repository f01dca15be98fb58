import { refreshSession } from '@leasekit/core/checkout';
import type { AppServices } from '../../app/services';

/** The embedding page's origin, used only to choose among the store's allowed origins (04 Security). */
export function embedderOrigin(): string | null {
  // Not every browser has ancestorOrigins (Firefox has none), whatever the DOM types say.
  const ancestors: DOMStringList | undefined = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  return document.referrer || null;
}

/**
 * Refreshes the session from the server before the checkpoint redirect routes by it (03 §4): the core's
 * `refreshSession` with the app's services. Returns whether it worked; on failure the session is left
 * as it was.
 */
export function restoreSession(
  services: Pick<AppServices, 'api' | 'session' | 'host' | 'config'>,
): Promise<boolean> {
  const { api, session, host, config } = services;
  return refreshSession({
    transport: api.request,
    session,
    host,
    configOrigin: config.hostOrigin,
    embedderOrigin,
  });
}
