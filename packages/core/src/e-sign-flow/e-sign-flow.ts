import { LONG_TIMEOUT_MS } from '../api/client';
import type { ApiTransport } from '../api/types';
import type { DiscardContractRequest, ESignRequest } from '../contract';
import { checkoutCall, checkoutLeaseCall, discardContractCall, eSignCall } from '../contract/calls/checkout';
import type { TechnicianMemory } from '../lease-summary/technician-memory';
import type { CheckoutText } from '../rules/checkout-text';
import { getDiscardOutcome, getEsignErrorText, getTechnicianServerErrors } from '../rules/contract-signing';
import {
  getApplicationOffers,
  getDefaultLeaseForm,
  getLeaseRequest,
  isTechnicianRequired,
} from '../rules/lease-summary';
import type { SessionState } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';

/** State of {@link createESignFlow}. */
export interface ESignFlowState {
  /** `redirecting` while the e-sign is requested or the browser is leaving for it; `failed` after a failure. */
  status: 'redirecting' | 'failed';
  /** The failure's text (02 §8: the server's, else 'Unable to generate Contract'); null otherwise (cleared by a new attempt). */
  error: CheckoutText | null;
  /** Whether Discard Contract is in progress. */
  discarding: boolean;
}

/** Options of {@link createESignFlow}. */
export interface ESignFlowOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /** The session: its checkout, store and application are read at each call; a discard reloads the checkout into it. */
  session: Pick<ReadableStore<SessionState>, 'getState'> & {
    patch(patch: Partial<SessionState>): void;
  };
  /** The technician memory shared with the lease summary (`createTechnicianMemory`). */
  technicianMemory: TechnicianMemory;
  /** Whether the app runs embedded, sent as `iframe`; false by default. */
  iframe?: boolean;
  /**
   * Opens the signing page the e-sign answered with; returns false when the address is refused (only an
   * absolute http(s) page may be opened), which fails like an e-sign error. Refuses every address by
   * default.
   */
  openSigningPage?: (url: unknown) => boolean;
  /** Returns the shopper to the lease summary, replacing the e-sign in history; nothing by default. */
  onReturnToLease?: () => void;
}

/** The e-sign flow store. */
export interface ESignFlow extends ReadableStore<ESignFlowState> {
  /** The screen opened: requests the e-sign once, a microtask later (nothing when disposed meanwhile); later calls do nothing. */
  start(): void;
  /** POST …/esign and leave for the signing page; on failure the error shows (or the lease summary, for a technician 422). */
  esign(): Promise<void>;
  /** Discard Contract (02 §4): POST …/discard, then back to the lease summary or, at the e-sign step, a new e-sign. */
  discard(): Promise<void>;
  /** Replaces `iframe`, `openSigningPage` or `onReturnToLease`. */
  update(options: Partial<Pick<ESignFlowOptions, 'iframe' | 'openSigningPage' | 'onReturnToLease'>>): void;
}

/**
 * Creates the e-sign flow (02 §2, §4, §7, §8): POST /apply-v2/checkout/{id}/esign (waiting up to the long
 * timeout) with the HVAC technician where the store needs one, then the browser goes to the returned
 * signing page. On failure the error ('Unable to generate Contract' or the server's) and Discard Contract:
 * the checkout is reloaded, POST …/discard, then back to the lease summary, or at the e-sign step (13) the
 * lease is computed again with the same choices and the e-sign regenerated. A 422 on the technician
 * returns to the lease summary with the server's messages kept in the technician memory (01 §6).
 */
export function createESignFlow(options: ESignFlowOptions): ESignFlow {
  let current = { ...options };
  const { session, technicianMemory, transport } = options;
  const store = createStore<ESignFlowState>({ status: 'redirecting', error: null, discarding: false });
  let started = false;

  async function esign(): Promise<void> {
    const state = session.getState();
    const id = state.checkout?.id;
    if (id == null || store.disposed) return;
    store.setState({ status: 'redirecting', error: null });
    const payload: ESignRequest = { checkout_id: id, iframe: current.iframe ?? false };
    if (isTechnicianRequired(state.retailStore)) payload.technician = technicianMemory.getState().technician;
    const result = await transport({
      method: 'POST',
      path: `/apply-v2/checkout/${String(id)}/esign`,
      payload,
      timeout: LONG_TIMEOUT_MS,
      answer: eSignCall.answer,
    });
    if (store.disposed) return;
    // Only an absolute http(s) signing page is opened; anything else fails like an e-sign error.
    if (result.status && (current.openSigningPage?.(result.data.url) ?? false)) return;
    // A technician the server refused (01 §6): back to the lease summary, with its messages on the fields.
    const technicianErrors = getTechnicianServerErrors(result);
    if (technicianErrors) {
      technicianMemory.setState({ technicianServerErrors: technicianErrors });
      current.onReturnToLease?.();
      return;
    }
    store.setState({ status: 'failed', error: getEsignErrorText(result) });
  }

  async function discard(): Promise<void> {
    if (store.disposed) return;
    store.setState({ discarding: true });
    const known = session.getState().checkout;
    if (known?.id != null) {
      const fresh = await transport({
        path: `/apply-v2/checkout/${String(known.id)}`,
        answer: checkoutCall.answer,
      });
      if (fresh.status) session.patch({ checkout: fresh.data });
    }
    if (store.disposed) return;
    const checkout = session.getState().checkout;
    const id = checkout?.id;
    if (id == null) {
      // Without a checkout there is no contract to discard: back to the lease summary, whose guard decides.
      store.setState({ discarding: false });
      current.onReturnToLease?.();
      return;
    }
    const outcome = getDiscardOutcome(checkout?.current_step);
    const previous = checkout?.lease ?? null;
    await transport({
      method: 'POST',
      path: `/apply-v2/checkout/${String(id)}/discard`,
      payload: { checkout_id: id } satisfies DiscardContractRequest,
      answer: discardContractCall.answer,
    });
    if (store.disposed) return;
    if (outcome === 'checkout/lease' || !previous) {
      store.setState({ discarding: false });
      current.onReturnToLease?.();
      return;
    }
    const state = session.getState();
    const form = getDefaultLeaseForm({
      retailStore: state.retailStore,
      application: state.application,
      offerAmounts: getApplicationOffers(state.application),
      previous,
    });
    await transport({
      path: `/apply-v2/checkout/${String(id)}/lease`,
      payload: getLeaseRequest({
        checkoutId: id,
        applicationId: state.application?.id ?? null,
        form,
        iframe: current.iframe ?? false,
        retailStore: state.retailStore,
      }),
      answer: checkoutLeaseCall.answer,
    });
    if (store.disposed) return;
    store.setState({ discarding: false });
    await esign();
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    start() {
      if (started || store.disposed) return;
      started = true;
      // A microtask later, so a store disposed in the same task (React strict mode's trial mount) sends nothing.
      void Promise.resolve().then(esign);
    },
    esign,
    discard,
    update(next) {
      current = { ...current, ...next };
    },
  };
}
