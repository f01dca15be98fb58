import type { ApiResult, ApiTransport } from '../api/types';
import type { CheckoutCancelRequest, CheckoutView } from '../contract';
import { checkoutCall, checkoutCancelCall } from '../contract/calls/checkout';
import { getReturnToStoreAction, type HostBridge, type HostCancelledData } from '../host-bridge/host-bridge';
import type { SessionState } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';

/** State of {@link createCheckoutControls}. */
export interface CheckoutControlsState {
  /** Whether a cancel ('Return to Retailer') is on its way; false otherwise. */
  returning: boolean;
}

/**
 * The payload of a checkout cancel (02 §4): a code and message for the lender and the host; empty by
 * default. The contract's cancel body, under the name the controls have always used.
 */
export type CheckoutCancelPayload = CheckoutCancelRequest;

/** Options of {@link createCheckoutControls}. */
export interface CheckoutControlsOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /** The session: its checkout is read at each call, and a reload writes the answer into it. */
  session: Pick<ReadableStore<SessionState>, 'getState'> & { patch(patch: Partial<SessionState>): void };
  /** The host bridge: `cancelled` (once per checkout, the bridge's own guard), then `close` when embedded. */
  host: Pick<HostBridge, 'getState' | 'cancelled' | 'close'>;
  /**
   * Leaves the app for the retailer's failure page in redirect mode; the caller's navigation refuses any
   * address that is not http(s). Nothing by default.
   */
  leave?: (url: string) => void;
}

/** The controls every checkout screen shares. */
export interface CheckoutControls extends ReadableStore<CheckoutControlsState> {
  /**
   * GET /apply-v2/checkout/{id} into the session, parsed with the call's schema (an answer of another
   * shape is a failed result with 01 §8's text and leaves the session as it was); the answer, or null
   * without a checkout (or once disposed).
   */
  reload(): Promise<ApiResult<CheckoutView> | null>;
  /**
   * Cancels the checkout (02 §4): POST …/cancel with the payload, `cancelled` to the host (04), then
   * `close` when embedded or the failure URL in redirect mode (the server's, else the checkout's).
   */
  cancel(payload?: CheckoutCancelPayload): Promise<void>;
}

/** The checkout record's id as a path segment, or null when the session has none. */
function checkoutIdOf(session: CheckoutControlsOptions['session']): string | number | null {
  const id = session.getState().checkout?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * Creates the controls every checkout screen shares (02 §4, 03 §3, 04): reloading the checkout record
 * into the session, and the cancel behind every 'Return to Retailer', which tells the lender, then the
 * host, and leaves the way the host mode asks (close the retailer's modal or window; navigate only in
 * redirect mode).
 */
export function createCheckoutControls(options: CheckoutControlsOptions): CheckoutControls {
  const { transport, session, host } = options;
  const store = createStore<CheckoutControlsState>({ returning: false });

  async function reload(): Promise<ApiResult<CheckoutView> | null> {
    const id = checkoutIdOf(session);
    if (id == null || store.disposed) return null;
    const result = await transport({ path: `/apply-v2/checkout/${String(id)}`, answer: checkoutCall.answer });
    if (!store.disposed && result.status) session.patch({ checkout: result.data });
    return result;
  }

  async function cancel(payload: CheckoutCancelPayload = {}): Promise<void> {
    const id = checkoutIdOf(session);
    if (id == null || store.disposed) return;
    const recorded = session.getState().checkout?.return_url_failure;
    store.setState({ returning: true });
    const result = await transport({
      method: 'POST',
      path: `/apply-v2/checkout/${String(id)}/cancel`,
      payload,
      // The answer's failure URL is used only when it parses; otherwise the checkout's own is.
      answer: checkoutCancelCall.answer,
    });
    const cancelled: HostCancelledData = { checkout_id: id, ...payload };
    host.cancelled(cancelled);
    const answered = result.status ? result.data.return_url_failure : null;
    const failureUrl = answered || (typeof recorded === 'string' && recorded ? recorded : null);
    const action = getReturnToStoreAction(host.getState().mode, failureUrl);
    if (action.type === 'navigate') options.leave?.(action.url);
    else if (action.type === 'close') host.close();
    store.setState({ returning: false });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    reload,
    cancel,
  };
}
