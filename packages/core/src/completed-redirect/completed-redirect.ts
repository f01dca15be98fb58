import type { HostMode } from '../host-bridge';
import { getSafeReturnUrl } from '../safe-url/safe-url';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** The completed screen's auto-redirect delay on success in redirect mode: 5 seconds (02 §4, §9). */
export const COMPLETED_REDIRECT_SECONDS = 5;

/**
 * How the checkout ended (02 §4 "Completed"): success, failure, or may_continue false
 * ('may-not-continue'); the completed screen's variant (`CompletedVariant`) under the name the redirect
 * has always used.
 */
export type CompletedOutcome = 'success' | 'failure' | 'may-not-continue';

/** State of the completed redirect. */
export interface CompletedRedirectState {
  outcome: CompletedOutcome | null;
  /** Seconds left before the automatic redirect, or null when none is running. */
  secondsLeft: number | null;
  /** The address being navigated to once a redirect fired, else null. */
  redirectedTo: string | null;
  /** Whether the shopper stopped the automatic return ('Stay on this page', WCAG 2.2.1); false at first. */
  stayed: boolean;
}

/** Options of {@link createCompletedRedirect}. */
export interface CompletedRedirectOptions {
  /** How the app runs (04 Modes); only `redirect` navigates. `redirect` by default. */
  mode?: HostMode;
  /** The outcome; null while it is not known yet. */
  outcome?: CompletedOutcome | null;
  /** The checkout's return URL (success). */
  returnUrl?: string | null;
  /** The checkout's `return_url_failure`; the return URL when absent. */
  failureUrl?: string | null;
  /** Performs the navigation; `location.assign` by default. */
  navigate?: (url: string) => void;
  /** In iframe and popup modes, 'Return to retailer checkout' calls this (e.g. to post `close`). */
  onClose?: () => void;
  /** Clock and timers; the global ones by default. */
  timers?: Timers;
}

/** The completed redirect store. */
export interface CompletedRedirect extends ReadableStore<CompletedRedirectState> {
  /** The 'Return to retailer checkout' action: navigates now (redirect mode) or calls `onClose`. */
  returnToRetailer(): void;
  /**
   * 'Stay on this page' (WCAG 2.2.1 Timing Adjustable): stops the countdown for good on this screen; the
   * shopper returns with 'Return to retailer checkout' when ready.
   */
  stay(): void;
  /** Replaces the options (outcome, URLs, mode, callbacks); a new success in redirect mode starts the countdown. */
  update(options: Omit<CompletedRedirectOptions, 'timers'>): void;
}

function defaultNavigate(url: string): void {
  if (typeof location !== 'undefined') location.assign(url);
}

/**
 * The address the completed screen returns to for an outcome: success → returnUrl, else failureUrl (the
 * return URL when there is none). Null when that address is not an absolute http(s) URL (a
 * retailer's `javascript:` URL must not run on the lender's origin).
 */
export function getCompletedReturnUrl(
  outcome: CompletedOutcome | null | undefined,
  returnUrl: string | null | undefined,
  failureUrl: string | null | undefined,
): string | null {
  if (outcome === 'success') return getSafeReturnUrl(returnUrl);
  return getSafeReturnUrl(failureUrl || returnUrl);
}

/**
 * Creates the completed screen's redirect (02 §4, 04 Modes): in redirect mode a success counts down 5
 * seconds and then navigates to the return URL; a failure (or may_continue false) navigates to
 * `return_url_failure` only when the shopper asks. Iframe and popup modes never navigate. The shopper
 * can stop the countdown ({@link CompletedRedirect.stay}). The countdown starts at `mount()`.
 */
export function createCompletedRedirect(options: CompletedRedirectOptions = {}): CompletedRedirect {
  const timers = options.timers ?? globalTimers;
  let current: CompletedRedirectOptions = { ...options };
  const mode = () => current.mode ?? 'redirect';
  let handle: unknown = null;
  const store = createStore<CompletedRedirectState>({
    outcome: current.outcome ?? null,
    secondsLeft: null,
    redirectedTo: null,
    stayed: false,
  });

  function stop() {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  }

  function go() {
    stop();
    const url = getCompletedReturnUrl(current.outcome, current.returnUrl, current.failureUrl);
    if (mode() !== 'redirect' || !url || store.getState().redirectedTo) return false;
    store.setState({ secondsLeft: null, redirectedTo: url });
    (current.navigate ?? defaultNavigate)(url);
    return true;
  }

  function sync() {
    const s = store.getState();
    const outcome = current.outcome ?? null;
    const shouldCount =
      mode() === 'redirect' &&
      outcome === 'success' &&
      !!getCompletedReturnUrl(outcome, current.returnUrl, current.failureUrl) &&
      !s.redirectedTo &&
      !s.stayed;
    if (!shouldCount) {
      stop();
      if (s.outcome !== outcome || s.secondsLeft !== null) store.setState({ outcome, secondsLeft: null });
      return;
    }
    // The countdown runs only while mounted (it ends with the mount and starts over at the next one).
    if (handle !== null || !store.mounted) return;
    store.setState({ outcome, secondsLeft: COMPLETED_REDIRECT_SECONDS });
    handle = timers.setInterval(() => {
      const left = (store.getState().secondsLeft ?? 1) - 1;
      if (left > 0) store.setState({ secondsLeft: left });
      else go();
    }, 1000);
  }

  store.onStop(stop);
  store.onMount(sync);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    returnToRetailer() {
      if (store.disposed) return;
      if (mode() === 'redirect') go();
      else current.onClose?.();
    },
    stay() {
      if (store.disposed) return;
      stop();
      store.setState({ stayed: true, secondsLeft: null });
    },
    update(next) {
      if (store.disposed) return;
      current = { ...current, ...next };
      sync();
    },
  };
}
