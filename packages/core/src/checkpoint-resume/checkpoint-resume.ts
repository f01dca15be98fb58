import type { ApiResult, ApiTransport } from '../api/types';
import { checkpointExchangeCall } from '../contract/calls/application';
import type { HostBridge } from '../host-bridge';
import { getExchangeSessionPatch } from '../rules/app-routing';
import { getResumeOutcome, getResumeStart } from '../rules/checkout';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import { fillSessionFromExchange } from './session-refresh';

/** Where a resume goes once the token is exchanged (03 §4), or the error pages of a failed exchange. */
export type CheckpointResumeDestination = ReturnType<typeof getResumeOutcome>;

/** State of {@link createCheckpointResume}. */
export interface CheckpointResumeState {
  /**
   * `resuming` until the exchange is done; `cancelled` once a cancel link cancelled the checkout and the
   * app stays (embedded: the may-not-continue screen); `done` once the destination is known or the app
   * left for the failure URL.
   */
  status: 'resuming' | 'cancelled' | 'done';
  /** Where the resume goes, once known; null while resuming, after a cancel, or after leaving. */
  destination: CheckpointResumeDestination | null;
  /** Whether the exchange succeeded and filled the session; false until then. */
  restored: boolean;
}

/** Options of {@link createCheckpointResume}. */
export interface CheckpointResumeOptions {
  /**
   * The token exchange's answer (GET /apply-v2/checkpoint/exchange); the app may have asked it early. The
   * store parses a successful one with the call's schema: an answer of another shape goes to the unknown
   * page (01 §8) and touches nothing.
   */
  exchange: () => Promise<ApiResult<unknown>>;
  /**
   * The resume link's token: an entry ticket, which the exchange swaps for the session token
   * (docs/behaviour.md 03 §6 "Session tokens"). It is never kept as the session token: an exchange that
   * answers no token of its own, or this one back, is refused like a forbidden one.
   */
  ticket: string;
  /** The API transport, for the cancel call. */
  transport: ApiTransport;
  session: SessionStore;
  host: HostBridge;
  /** The resume link's `cancel` parameter, read once the exchange answered; none by default. */
  cancel?: () => unknown;
  /**
   * The resume link's iframe segment: whether the app runs in a frame. The session keeps it from the
   * start of the run, before the exchange answers; false by default.
   */
  iframe?: boolean;
  /** Whether the app runs in redirect mode (not in an iframe); false by default. */
  redirecting?: boolean;
  /** The resume link's process segment: a successful exchange then goes to the process screen. */
  process?: unknown;
  /** The host origin the app was configured with, which wins (04); none by default. */
  configOrigin?: unknown;
  /** The page that embeds the app, for the host origin when the store allows several (04); none by default. */
  embedderOrigin?: () => unknown;
  /** Leaves the app for a URL; returns whether it left (a null or unsafe URL does not leave). */
  leave: (url: string | null) => boolean;
}

/** The checkpoint resume store. */
export interface CheckpointResume extends ReadableStore<CheckpointResumeState> {
  /**
   * Runs the resume once (a second call returns the first's answer): resolves the destination to navigate
   * to, or null when the checkout was cancelled (the app stays or has left).
   */
  run(): Promise<CheckpointResumeDestination | null>;
}

/**
 * Creates the checkpoint resume (03 §4, 04): once the token exchange answers, a failed exchange goes to
 * the forbidden or unknown page, and so does one that hands no new session token for the link's ticket;
 * a successful one fills the session (with the exchange's token, never the link's), sets the host origin
 * and the bridge's checkout. A cancel link then cancels the
 * checkout, posts `cancelled` once and stops: in redirect mode it leaves for the failure URL, else it
 * posts `close` and the state says `cancelled`. Otherwise the host hears `started` and the resume goes to
 * the identity check, the process screen or the checkpoint redirect. A dispose while it runs does not
 * stop it: the exchange's token is used once, and what it started is finished.
 */
export function createCheckpointResume(options: CheckpointResumeOptions): CheckpointResume {
  const store = createStore<CheckpointResumeState>({
    status: 'resuming',
    destination: null,
    restored: false,
  });
  let running: Promise<CheckpointResumeDestination | null> | null = null;

  async function resume(): Promise<CheckpointResumeDestination | null> {
    const { host } = options;
    // The link says whether the app is embedded; the exchange's answer may say so again.
    options.session.patch({ iframe: options.iframe ?? false });
    const exchange = await options.exchange();
    const parsed = exchange.status
      ? await checkpointExchangeCall.answer['~standard'].validate(exchange.data)
      : null;
    if (!parsed || parsed.issues) {
      // A refused exchange goes to 403 or unknown; one answered in another shape to unknown.
      const destination = getResumeOutcome({ status: false, code: parsed ? null : exchange.code });
      store.setState({ status: 'done', destination });
      return destination;
    }
    const answer = parsed.value;
    const patch = getExchangeSessionPatch(answer);
    // A token that was in a URL may be known to others (a planted link): the session goes on only with
    // the one the exchange minted for it.
    if (!patch.token || patch.token === options.ticket) {
      store.setState({ status: 'done', destination: '403' });
      return '403';
    }
    fillSessionFromExchange(options, patch);
    store.setState({ restored: true });
    const checkout = patch.checkout ?? null;
    // This session's checkout (or none): the bridge's remembered terminal status belongs to it only.
    const id = checkout?.id;
    const checkoutId = typeof id === 'string' || typeof id === 'number' ? id : null;
    host.setCheckout(checkoutId);
    const start = getResumeStart({
      cancel: options.cancel?.(),
      redirecting: options.redirecting ?? false,
      return_url_failure: checkout?.return_url_failure,
    });
    if (start.action === 'cancel' && checkoutId != null) {
      await options.transport({
        method: 'POST',
        path: `/apply-v2/checkout/${String(checkoutId)}/cancel`,
        payload: {},
      });
      // Exactly one terminal message, then stop (03 §4, 04): the cancelled checkout does not start again.
      host.cancelled({ checkout_id: checkoutId });
      if (options.leave(start.redirectTo)) {
        store.setState({ status: 'done' });
        return null;
      }
      host.close();
      store.setState({ status: 'cancelled' });
      return null;
    }
    if (checkoutId != null) host.started({ checkout_id: checkoutId });
    const destination = getResumeOutcome({ status: true, data: answer }, { process: options.process });
    store.setState({ status: 'done', destination });
    return destination;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    run() {
      running ??= resume();
      return running;
    },
  };
}
