import { LONG_TIMEOUT_MS } from '../api/client';
import type { ApiTransport } from '../api/types';
import { t, type Locale } from '../messages';
import { getResultRoute, type ResultRoute } from '../rules/results';
import { createStore, type ReadableStore } from '../stores/store';
import { PIN_PATHS, type PinSendMode } from '../pin-verification/pin-verification';
import type { ApplicationView } from '../contract';
import {
  applicationCall,
  applicationConfirmCall,
  preapprovalCheckCall,
  previousCustomerCheckCall,
} from '../contract/calls/application';
import { pinSendCall } from '../contract/calls/identity';
import type {
  ApplicationConfirmRequest,
  ApplicationConfirmResponse,
  PreapprovalCheckRequest,
  PreviousCustomerCheckRequest,
} from '../contract';
import type { PinSendRequest } from '../contract';

/** The confirmation calls (02 §7, 03 §7). */
export const CONFIRMATION_PATHS = {
  previousCustomer: '/api/v1/previousCustomerCheck',
  preapproval: '/api/v1/preapprovalCustomerCheck',
  confirm: '/apply-v2/application/confirm',
  application: '/apply-v2/application',
} as const;

/** Where Confirm & Submit leads. */
export type ConfirmationOutcome =
  | { type: 'verify' }
  | { type: 'result'; route: ResultRoute; result: ApplicationConfirmResponse }
  | { type: 'error'; message: string };

/** State of the confirmation. */
export interface ApplicationConfirmationState {
  /** `checking` runs the customer checks, `sending` sends the PIN, `submitting` posts the confirm. */
  status: 'idle' | 'checking' | 'sending' | 'submitting' | 'done' | 'error';
  /** The failure text: 'We're sorry, but we were not able to process your application…' or a PIN send failure. */
  error: string | null;
  /** data.isPreviousCustomer of the previous-customer check, once it ran. */
  previousCustomer: boolean | null;
  /** data.isPreviousCustomer of the pre-approval check, once it ran. */
  preapproved: boolean | null;
  /** The determination result of the submit. */
  result: Record<string, unknown> | null;
  /**
   * The saved application the confirmation shows ({@link ApplicationConfirmation.load}): `idle` until
   * asked, `loading`, `ready` with `application`, or `error` with `loadError`.
   */
  applicationStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The saved application, once loaded; null otherwise (while a load runs again, too). */
  application: ApplicationView | null;
  /** The server's error text when the application could not be loaded, else null. */
  loadError: string | null;
}

/** What Confirm & Submit needs to know. */
export interface ConfirmInput {
  /** The application uuid (for the PIN send). */
  uuid: string;
  /** Whether the application is verified already; then it submits at once (03 §4). */
  verified: boolean;
  /** The applicant's SSN as typed in this page session; the checks are skipped without a full one. */
  ssn?: string | null;
  /** The co-applicant's SSN as typed, for the pre-approval check; none by default. */
  coApplicantSsn?: string | null;
  /** How the PIN is sent; SMS by default. */
  mode?: PinSendMode;
  /** The application data the submit carries (03 §7), when it submits at once; none by default. */
  application?: Record<string, unknown> | null;
}

/** Options of {@link createApplicationConfirmation}. */
export interface ApplicationConfirmationOptions {
  transport: ApiTransport;
  /** Locale of the failure texts; English by default. */
  locale?: Locale;
  /** Called with the saved application each time {@link ApplicationConfirmation.load} gets it; none by default. */
  onApplication?: (application: ApplicationView) => void;
}

/** The confirmation store. */
export interface ApplicationConfirmation extends ReadableStore<ApplicationConfirmationState> {
  /**
   * Confirm & Submit (02 §4, 03 §4): runs the previous-customer and pre-approval checks once each, then
   * submits at once when verified, or sends a PIN and leads to the verify step.
   */
  confirm(input: ConfirmInput): Promise<ConfirmationOutcome>;
  /**
   * Submits the verified application (03 §4, §7): POST /apply-v2/application/confirm with the application
   * data and the flags submitted and terms_accepted.
   */
  submit(application?: Record<string, unknown> | null): Promise<ConfirmationOutcome>;
  /**
   * Loads the saved application to confirm (GET /apply-v2/application, 03 §4): `applicationStatus` goes
   * `loading`, then `ready` or `error`; a new load (the Retry) replaces one still running.
   */
  load(): Promise<void>;
  update(options: Partial<ApplicationConfirmationOptions>): void;
}

const fullSsn = (ssn: string | null | undefined): string | null => {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits : null;
};

/**
 * Creates the confirmation flow (02 §4, §7; 03 §4, §7, §8). The previous-customer and pre-approval
 * checks run once each per store (a second Confirm & Submit does not repeat them); they need the SSN as
 * typed in this page session and are skipped when only the masked SSN is known. A verified application
 * submits at once; otherwise a PIN is sent and the outcome is `verify`. The submit posts submitted and
 * terms_accepted and routes the result ('A' approved, else denied); a failure shows 'We're sorry, but we
 * were not able to process your application. Please try again later.' and may be retried.
 */
export function createApplicationConfirmation(
  options: ApplicationConfirmationOptions,
): ApplicationConfirmation {
  let config = { ...options };
  const text = (code: string) => t(code, undefined, config.locale);
  const store = createStore<ApplicationConfirmationState>({
    status: 'idle',
    error: null,
    previousCustomer: null,
    preapproved: null,
    result: null,
    applicationStatus: 'idle',
    application: null,
    loadError: null,
  });
  let checksRun = false;
  let loading: AbortController | null = null;
  store.onStop(() => loading?.abort());

  async function load(): Promise<void> {
    if (store.disposed) return;
    loading?.abort();
    const mine = new AbortController();
    loading = mine;
    store.setState({ applicationStatus: 'loading', application: null, loadError: null });
    const result = await config.transport({
      path: CONFIRMATION_PATHS.application,
      signal: mine.signal,
      answer: applicationCall.answer,
    });
    if (store.disposed || loading !== mine) return;
    loading = null;
    const application = result.status ? result.data : null;
    if (application) {
      config.onApplication?.(application);
      store.setState({ applicationStatus: 'ready', application });
    } else store.setState({ applicationStatus: 'error', loadError: result.error });
  }

  /** Runs the customer checks once; a failed check is the confirm step's error (02 §8), or null. */
  async function runChecks(input: ConfirmInput): Promise<string | null> {
    if (checksRun) return null;
    const ssn = fullSsn(input.ssn);
    checksRun = true;
    if (!ssn) return null;
    store.setState({ status: 'checking' });
    const [previous, preapproval] = await Promise.all([
      config.transport({
        method: 'POST',
        path: CONFIRMATION_PATHS.previousCustomer,
        payload: { ssn } satisfies PreviousCustomerCheckRequest,
        answer: previousCustomerCheckCall.answer,
      }),
      config.transport({
        method: 'POST',
        path: CONFIRMATION_PATHS.preapproval,
        payload: { ssn, coapplicant_ssn: fullSsn(input.coApplicantSsn) } satisfies PreapprovalCheckRequest,
        answer: preapprovalCheckCall.answer,
      }),
    ]);
    store.setState({
      previousCustomer: previous.status ? previous.data.isPreviousCustomer : null,
      preapproved: preapproval.status ? preapproval.data.isPreviousCustomer : null,
    });
    const failed = [previous, preapproval].find((answer) => !answer.status);
    if (!failed) return null;
    // Confirm-step errors (02 §8): the server's message, else 'Oops! something went wrong, please try
    // again'. The checks run again on the next Confirm & Submit.
    checksRun = false;
    return failed.error || text('errors.confirm.failed');
  }

  async function submit(application?: Record<string, unknown> | null): Promise<ConfirmationOutcome> {
    if (store.getState().status === 'submitting')
      return { type: 'error', message: text('errors.submitFailed') };
    store.setState({ status: 'submitting', error: null });
    const result = await config.transport({
      method: 'POST',
      path: CONFIRMATION_PATHS.confirm,
      // The credit decision is one of the long calls (01 §9).
      timeout: LONG_TIMEOUT_MS,
      payload: { ...application, submitted: true, terms_accepted: true } satisfies ApplicationConfirmRequest,
      answer: applicationConfirmCall.answer,
    });
    if (store.disposed) return { type: 'error', message: text('errors.submitFailed') };
    if (!result.status) {
      const message = text('errors.submitFailed');
      store.setState({ status: 'error', error: message });
      return { type: 'error', message };
    }
    store.setState({ status: 'done', result: result.data });
    return { type: 'result', route: getResultRoute(result.data), result: result.data };
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    async confirm(input) {
      const status = store.getState().status;
      if (status === 'checking' || status === 'sending' || status === 'submitting') {
        return { type: 'error', message: text('errors.submitFailed') };
      }
      store.setState({ error: null });
      const checkError = await runChecks(input);
      if (checkError) {
        store.setState({ status: 'error', error: checkError });
        return { type: 'error', message: checkError };
      }
      if (input.verified) return submit(input.application);
      store.setState({ status: 'sending' });
      const sent = await config.transport({
        method: 'POST',
        path: PIN_PATHS.send,
        payload: { uuid: input.uuid, mode: input.mode ?? 'sms' } satisfies PinSendRequest,
        answer: pinSendCall.answer,
      });
      if (!sent.status) {
        const message = text('errors.pin.sendFailed');
        store.setState({ status: 'error', error: message });
        return { type: 'error', message };
      }
      store.setState({ status: 'idle' });
      return { type: 'verify' };
    },
    submit,
    load,
    update(next) {
      config = { ...config, ...next };
    },
  };
}
