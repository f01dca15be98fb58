import type { ApiResult, ApiTransport } from '../api/types';
import type { DeterminationRecord, PayrollEmployersRequest, PayrollEnrolRequest } from '../contract';
import {
  payrollAffordabilityCall,
  payrollEmployersCall,
  payrollEnrolCall,
  payrollRefreshCall,
  payrollRestartCall,
} from '../contract/calls/checkout';
import { formatMessage, t, type Locale, type MessageDescriptor } from '../messages';
import {
  getAffordabilityOutcome,
  getPayrollRefreshOutcome,
  getPayrollRestartMessage,
  isAsyncPayroll,
  PAYROLL_AUTO_REFRESH_MS,
  PAYROLL_EMPLOYER_NOT_SUPPORTED,
  PAYROLL_EMPLOYERS_PATH,
  parsePayrollError,
} from '../rules/payroll';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** Employer search starts at 3 characters (01 §9). */
export const PAYROLL_EMPLOYER_MIN_CHARS = 3;

// In the rules module, so the option search can name them without this store's schemas.
export { PAYROLL_EMPLOYER_NOT_SUPPORTED, PAYROLL_EMPLOYERS_PATH } from '../rules/payroll';

/** Paths of one application's payroll calls (02 §7, 03 §7). */
export function getPayrollPaths(applicationId: string | number) {
  const base = `/api/v1/payroll/${encodeURIComponent(String(applicationId))}`;
  return {
    enrol: base,
    affordability: `${base}/affordability`,
    refresh: `${base}/refresh`,
    restart: `${base}/restart`,
  };
}

/** An employer of the search (02 §3). */
export interface PayrollEmployer {
  id: string | number;
  employerName: string;
  /** Whether payroll deduction is supported; unsupported employers cannot be enrolled. */
  pdSupported?: boolean;
}

/** A toast the UI shows. */
export interface PayrollNotice {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/**
 * `idle` → `enrolling` → (`checking` → `initiated` | `error`) for async payroll, or `complete` for sync;
 * a successful refresh makes it `complete`.
 */
export type PayrollStatus = 'idle' | 'enrolling' | 'checking' | 'initiated' | 'error' | 'complete';

/** State of the payroll enrolment panel. */
export interface PayrollEnrolmentState {
  keyword: string;
  employers: readonly PayrollEmployer[];
  searching: boolean;
  /** 'Employer not supported!' or a search failure, else null. */
  searchError: string | null;
  /** The chosen employer. */
  employer: PayrollEmployer | null;
  status: PayrollStatus;
  /** The panel's message: 'Affordability check initiated!' or the affordability error. */
  message: string | null;
  refreshing: boolean;
  restarting: boolean;
  /**
   * The new determination after a completed refresh, or of an enrolment settled at once (`data.result`,
   * parsed with the call's schema), else null.
   */
  result: DeterminationRecord | null;
  /** The last toast, or null. */
  notice: PayrollNotice | null;
}

/** Options of {@link createPayrollEnrolment}. */
export interface PayrollEnrolmentOptions {
  transport: ApiTransport;
  applicationId: string | number;
  /** The current determination's result code; 'A' turns an affordability error into 'unable to increase offer'. */
  resultCode?: string | null;
  /** Clock and timers; the global ones by default. */
  timers?: Timers;
  /** Locale of the texts; English by default. */
  locale?: Locale;
}

/** The payroll enrolment store. */
export interface PayrollEnrolment extends ReadableStore<PayrollEnrolmentState> {
  /** Searches employers (from 3 characters; shorter clears the list). Stale answers are ignored. */
  search(keyword: string): Promise<void>;
  /** Chooses an employer; one without payroll deduction support gives 'Employer not supported!'. */
  select(employer: PayrollEmployer | null): void;
  /** 'Check Eligibility': enrols the chosen employer and, for async payroll, starts the affordability check. */
  enrol(): Promise<void>;
  /** 'Refresh': asks whether the affordability check completed. */
  refresh(): Promise<void>;
  /** 'Resend link': restarts the affordability check. */
  restart(): Promise<void>;
  /** Clears the toast. */
  dismissNotice(): void;
  /** Replaces the transport, application id, result code or locale. */
  update(options: Partial<Omit<PayrollEnrolmentOptions, 'timers'>>): void;
}

/** The payroll enrolment state before anything happens: no search, no employer, status `idle`. */
export function getInitialPayrollEnrolmentState(): PayrollEnrolmentState {
  return {
    keyword: '',
    employers: [],
    searching: false,
    searchError: null,
    employer: null,
    status: 'idle',
    message: null,
    refreshing: false,
    restarting: false,
    result: null,
    notice: null,
  };
}

/**
 * Creates the payroll enrolment flow (02 §4, §7, §8; 03 §4, §7, §8): employer search, enrolment, and for
 * async payroll an affordability check that refreshes itself 3 seconds after it starts; manual refresh
 * and restart with their messages. Server errors are parsed (embedded JSON arrays of messages are
 * concatenated); the chosen employer is kept after any failure so the user can retry.
 */
export function createPayrollEnrolment(options: PayrollEnrolmentOptions): PayrollEnrolment {
  const timers = options.timers ?? globalTimers;
  let current = { ...options };
  let searchSeq = 0;
  let autoRefresh: unknown = null;
  const text = (message: MessageDescriptor | string) =>
    typeof message === 'string'
      ? t(message, undefined, current.locale)
      : formatMessage(message, current.locale);
  const serverError = (result: ApiResult<unknown>) => text(parsePayrollError(result.error));
  const paths = () => getPayrollPaths(current.applicationId);

  const store = createStore<PayrollEnrolmentState>(getInitialPayrollEnrolmentState());

  function cancelAutoRefresh() {
    if (autoRefresh !== null) timers.clearTimeout(autoRefresh);
    autoRefresh = null;
  }
  store.onStop(() => {
    cancelAutoRefresh();
    searchSeq += 1;
  });

  async function runRefresh(manual: boolean) {
    if (store.disposed || store.getState().refreshing) return;
    cancelAutoRefresh();
    store.setState({ refreshing: true, notice: manual ? null : store.getState().notice });
    const result = await current.transport({
      method: 'POST',
      path: paths().refresh,
      payload: {},
      answer: payrollRefreshCall.answer,
    });
    if (store.disposed) return;
    const outcome = getPayrollRefreshOutcome(result);
    if (outcome.state === 'complete') {
      store.setState({
        refreshing: false,
        status: 'complete',
        result: result.status ? result.data.result : null,
        message: null,
        notice: { kind: 'success', message: text(outcome.message) },
      });
    } else {
      // The automatic refresh is silent while the employer is still pending; only a click reports it.
      store.setState({
        refreshing: false,
        notice: manual ? { kind: 'info', message: text(outcome.message) } : store.getState().notice,
      });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    async search(keyword) {
      if (store.disposed) return;
      const seq = ++searchSeq;
      if (keyword.trim().length < PAYROLL_EMPLOYER_MIN_CHARS) {
        store.setState({ keyword, employers: [], searching: false, searchError: null });
        return;
      }
      store.setState({ keyword, searching: true, searchError: null });
      const result = await current.transport({
        method: 'GET',
        path: PAYROLL_EMPLOYERS_PATH,
        // The literal 'true' of 02 §7 (`fullSearch=true`): a boolean would go out as 1 (the client's
        // encoding of booleans in query strings), which the employer search refuses.
        payload: { keyword: keyword.trim(), fullSearch: 'true' } satisfies PayrollEmployersRequest,
        answer: payrollEmployersCall.answer,
      });
      if (seq !== searchSeq) return;
      const employers: PayrollEmployer[] = result.status
        ? result.data.map(({ id, employerName, pdSupported }) => ({ id, employerName, pdSupported }))
        : [];
      store.setState({
        searching: false,
        employers,
        searchError: !result.status
          ? serverError(result)
          : employers.length === 0
            ? text(PAYROLL_EMPLOYER_NOT_SUPPORTED)
            : null,
      });
    },
    select(employer) {
      if (employer && employer.pdSupported === false) {
        store.setState({ employer: null, searchError: text(PAYROLL_EMPLOYER_NOT_SUPPORTED) });
        return;
      }
      store.setState({ employer, searchError: null });
    },
    async enrol() {
      const state = store.getState();
      if (store.disposed || !state.employer || state.status === 'enrolling' || state.status === 'checking')
        return;
      cancelAutoRefresh();
      store.setState({ status: 'enrolling', notice: null, message: null });
      const enrolled = await current.transport({
        method: 'POST',
        path: paths().enrol,
        payload: {
          employerId: state.employer.id,
          employerName: state.employer.employerName,
        } satisfies PayrollEnrolRequest,
        answer: payrollEnrolCall.answer,
      });
      if (store.disposed) return;
      if (!enrolled.status) {
        store.setState({ status: 'idle', notice: { kind: 'error', message: serverError(enrolled) } });
        return;
      }
      const payroll = enrolled.data;
      if (!('type' in payroll) || !isAsyncPayroll(payroll)) {
        // Settled at once: the decision it answered (a synchronous employer's answer carries none).
        store.setState({ status: 'complete', result: 'state' in payroll ? payroll.result : null });
        return;
      }
      store.setState({ status: 'checking' });
      const check = await current.transport({
        method: 'GET',
        path: paths().affordability,
        answer: payrollAffordabilityCall.answer,
      });
      if (store.disposed) return;
      const outcome = getAffordabilityOutcome(check, current.resultCode);
      if (outcome.state === 'error') {
        store.setState({
          status: 'error',
          message: text(outcome.message),
          notice: { kind: 'error', message: serverError(check) },
        });
        return;
      }
      store.setState({
        status: 'initiated',
        message: text(outcome.message),
        notice: { kind: 'success', message: text(outcome.message) },
      });
      autoRefresh = timers.setTimeout(() => {
        autoRefresh = null;
        void runRefresh(false);
      }, PAYROLL_AUTO_REFRESH_MS);
    },
    refresh: () => runRefresh(true),
    async restart() {
      if (store.disposed || store.getState().restarting) return;
      store.setState({ restarting: true, notice: null });
      const result = await current.transport({
        method: 'POST',
        path: paths().restart,
        payload: {},
        answer: payrollRestartCall.answer,
      });
      if (store.disposed) return;
      store.setState({
        restarting: false,
        notice: {
          kind: result.status ? 'success' : 'error',
          message: text(getPayrollRestartMessage(result)),
        },
      });
    },
    dismissNotice() {
      store.setState({ notice: null });
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
