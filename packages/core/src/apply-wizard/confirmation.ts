import { LONG_TIMEOUT_MS } from '../api/client';
import type { ApiTransport } from '../api/types';
import { t, type Locale } from '../messages';
import { getResultRoute, type ResultRoute } from '../rules/results';
import { createStore, type ReadableStore } from '../stores/store';
import { PIN_PATHS, type PinSendMode } from '../pin-verification/pin-verification';

/** The confirmation calls (02 §7, 03 §7). */
export const CONFIRMATION_PATHS = {
  previousCustomer: '/api/v1/previousCustomerCheck',
  preapproval: '/api/v1/preapprovalCustomerCheck',
  confirm: '/apply-v2/application/confirm',
} as const;

/** Where Confirm & Submit leads. */
export type ConfirmationOutcome =
  | { type: 'verify' }
  | { type: 'result'; route: ResultRoute; result: Record<string, unknown> }
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
}

/** Options of {@link createApplicationConfirmation}. */
export interface ApplicationConfirmationOptions {
  transport: ApiTransport;
  /** Locale of the failure texts; English by default. */
  locale?: Locale;
}

/** The confirmation store. */
export interface ApplicationConfirmation extends ReadableStore<ApplicationConfirmationState> {
  /**
   * Confirm & Submit (02 §4, 03 §4): runs the previous-customer and pre-approval checks once each, then
   * submits at once when verified, or sends a PIN and leads to the verify step.
   */
  confirm(input: ConfirmInput): Promise<ConfirmationOutcome>;
  /** Submits the verified application with submitted and terms_accepted (03 §4, §7). */
  submit(): Promise<ConfirmationOutcome>;
  setOptions(options: Partial<ApplicationConfirmationOptions>): void;
}

const fullSsn = (ssn: string | null | undefined): string | null => {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits : null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

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
  });
  let checksRun = false;

  async function runChecks(input: ConfirmInput): Promise<void> {
    if (checksRun) return;
    const ssn = fullSsn(input.ssn);
    checksRun = true;
    if (!ssn) return;
    store.setState({ status: 'checking' });
    const [previous, preapproval] = await Promise.all([
      config.transport<{ isPreviousCustomer?: unknown }>({
        method: 'POST',
        path: CONFIRMATION_PATHS.previousCustomer,
        payload: { ssn },
      }),
      config.transport<{ isPreviousCustomer?: unknown }>({
        method: 'POST',
        path: CONFIRMATION_PATHS.preapproval,
        payload: { ssn, coapplicant_ssn: fullSsn(input.coApplicantSsn) },
      }),
    ]);
    store.setState({
      previousCustomer: previous.status
        ? isRecord(previous.data) && previous.data.isPreviousCustomer === true
        : null,
      preapproved: preapproval.status
        ? isRecord(preapproval.data) && preapproval.data.isPreviousCustomer === true
        : null,
    });
  }

  async function submit(): Promise<ConfirmationOutcome> {
    if (store.getState().status === 'submitting')
      return { type: 'error', message: text('errors.submitFailed') };
    store.setState({ status: 'submitting', error: null });
    const result = await config.transport<Record<string, unknown>>({
      method: 'POST',
      path: CONFIRMATION_PATHS.confirm,
      // The credit decision is one of the long calls (01 §9).
      timeout: LONG_TIMEOUT_MS,
      payload: { submitted: true, terms_accepted: true },
    });
    if (store.disposed) return { type: 'error', message: text('errors.submitFailed') };
    if (!result.status || !isRecord(result.data)) {
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
    dispose: store.dispose,
    async confirm(input) {
      const status = store.getState().status;
      if (status === 'checking' || status === 'sending' || status === 'submitting') {
        return { type: 'error', message: text('errors.submitFailed') };
      }
      store.setState({ error: null });
      await runChecks(input);
      if (input.verified) return submit();
      store.setState({ status: 'sending' });
      const sent = await config.transport({
        method: 'POST',
        path: PIN_PATHS.send,
        payload: { uuid: input.uuid, mode: input.mode ?? 'sms' },
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
    setOptions(next) {
      config = { ...config, ...next };
    },
  };
}
