import { LONG_TIMEOUT_MS } from '../api/client';
import { API_PATHS } from '../api/paths';
import type { ApiTransport } from '../api/types';
import type { GoTo } from '../apply/ports';
import { checkoutProcessCall } from '../contract/calls/checkout';
import type { HostBridge } from '../host-bridge/host-bridge';
import { getProcessOutcome } from '../rules/checkout';
import type { SessionStore } from '../session/session-store';
import { createStore } from '../stores/store';

/** Options of {@link createProcessController}. */
export interface ProcessControllerOptions {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** The shopper's session: its checkout is processed, and a due down payment's gateway is kept there. */
  session: SessionStore;
  /** The host page's bridge (04): hears `progress` before the app leaves for a redirect. */
  host: Pick<HostBridge, 'progress'>;
  /** The app's navigation by route name; the next screen takes the process screen's entry over. */
  goTo: GoTo;
  /** Leaves the app for a URL; returns whether it left (a null or unsafe URL does not leave). */
  leave: (url: string) => boolean;
}

/**
 * The controller of the process screen: it has no state to show ('One moment please...' until the
 * route is left), only its lifecycle.
 */
export interface ProcessController {
  /** Starts the processing at the first mount; returns the end of this mount. */
  mount(): () => void;
  /** Ends any mount for good. */
  dispose(): void;
}

/**
 * Creates the controller of the checkpoint process screen (03 §4): at its first mount, a session
 * without a checkout goes to the checkpoint redirect; otherwise GET /apply-v2/checkout/{checkout_id}/process
 * (long timeout) and the core's `getProcessOutcome`, in the spec's priority order: a due payment keeps its
 * card gateway on the session and opens the payment; banking, the identity check, a redirect (the host
 * hears `progress` and the app leaves), complete, or the checkpoint redirect. A failure goes to the 403
 * page when forbidden, else the unknown-error page. It runs once: a remount does not process again.
 */
export function createProcessController(options: ProcessControllerOptions): ProcessController {
  const { transport, session, host, goTo } = options;
  const store = createStore<Record<string, never>>({});
  let started = false;

  async function run() {
    const checkoutId = session.getState().checkout?.id;
    if (checkoutId == null) {
      goTo('checkpoint/redirect', { replace: true });
      return;
    }
    const result = await transport({
      path: API_PATHS.checkoutProcess(checkoutId),
      timeout: LONG_TIMEOUT_MS,
      answer: checkoutProcessCall.answer,
    });
    if (!result.status) {
      goTo(result.code === 403 ? '403' : 'unknown', { replace: true });
      return;
    }
    const outcome = getProcessOutcome(result.data);
    if (outcome.route === 'external') {
      host.progress('process');
      options.leave(outcome.url);
      return;
    }
    if (outcome.route === 'checkout/payment') session.patch({ gateway: result.data.config });
    goTo(outcome.route, { replace: true });
  }

  store.onMount(() => {
    if (started) return;
    started = true;
    void run();
  });
  return { mount: store.mount, dispose: store.dispose };
}
