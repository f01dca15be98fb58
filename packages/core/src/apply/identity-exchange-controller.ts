import { API_PATHS } from '../api/paths';
import { getIntellicheckExchangePatch } from '../rules/app-routing';
import { createStore } from '../stores/store';
import type { WizardPorts } from './ports';

/** Options of {@link createIdentityExchangeController}. */
export interface IdentityExchangeControllerOptions extends Omit<WizardPorts, 'host'> {
  /** The identity link's token, from its address; an empty one is refused by the server like any other. */
  token: string;
}

/**
 * The controller of {@link createIdentityExchangeController}: it has no state to show (the screen says
 * 'One moment' until the route is left), only its lifecycle.
 */
export interface IdentityExchangeController {
  /** Starts the exchange at the first mount; returns the end of this mount. */
  mount(): () => void;
  /** Ends any mount for good: a later answer touches nothing. */
  dispose(): void;
}

/**
 * Creates the controller of the identity link's landing route `/intellicheck/exchange/{token}` (03 §2,
 * §7): at its first mount the link's token is exchanged once (GET /apply-v2/intellicheck/exchange, the
 * token as X-APPLY-TOKEN; the lender answers a link token once, so a remount of the same controller
 * does not ask again). An answer with a token and a lease naming an application fills the session
 * (`getIntellicheckExchangePatch`) and the shopper continues at the checkpoint redirect; an answer naming
 * no lease, or a failure, goes to the 403 page when forbidden, else the unknown-error page. An answer that
 * arrives while the controller is not mounted touches nothing.
 */
export function createIdentityExchangeController(
  options: IdentityExchangeControllerOptions,
): IdentityExchangeController {
  const { session, transport, goTo } = options;
  const store = createStore<Record<string, never>>({});
  let started = false;
  store.onMount(() => {
    if (started) return;
    started = true;
    void transport({
      path: API_PATHS.intellicheckExchange,
      headers: { 'X-APPLY-TOKEN': options.token },
    }).then((result) => {
      if (!store.mounted) return;
      const patch = result.status ? getIntellicheckExchangePatch(result.data) : null;
      if (patch) {
        session.patch(patch);
        goTo('checkpoint/redirect', { replace: true });
      } else goTo(result.code === 403 ? '403' : 'unknown', { replace: true });
    });
  });
  return { mount: store.mount, dispose: store.dispose };
}
