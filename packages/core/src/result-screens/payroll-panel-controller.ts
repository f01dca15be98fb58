import type { ApiTransport } from '../api/types';
import type { NotifyPort } from '../checkout/ports';
import type { Locale } from '../messages';
import {
  createPayrollEnrolment,
  type PayrollEnrolment,
  type PayrollEnrolmentState,
} from '../payroll-enrolment';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';

/** The payroll panel's one notice id: a new notice replaces the last one in place instead of stacking. */
export const PAYROLL_NOTICE_ID = 'payroll-enrolment';

/** Options of {@link createPayrollPanelController}; `locale` and `notify` may change. */
export interface PayrollPanelControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  /** The session's application id; it names the payroll calls. */
  applicationId: string | number;
  /** The decided result's code; it picks the error text. None by default. */
  resultCode?: string | null;
  /** Shows the enrolment's notices (as toasts, under {@link PAYROLL_NOTICE_ID}). */
  notify: NotifyPort;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The payroll panel's controller: the enrolment's state as its view, and the panel's actions. */
export interface PayrollPanelController extends ReadableStore<PayrollEnrolmentState> {
  /** The enrolment the panel drives (employer search, selection, enrol, refresh, restart). */
  payroll: PayrollEnrolment;
  /** Takes the options that follow the app (locale, notices). */
  update(options: Partial<Pick<PayrollPanelControllerOptions, 'locale' | 'notify'>>): void;
}

/**
 * The payroll enrolment panel of a result screen (02 §2, §4, §8; 03 §4, §7, §8): the payroll enrolment,
 * its notices handed to `notify`, and a completed refresh's new determination written to the session as
 * the application's override result, so the screen shows it (a raised approval, or an approval instead
 * of a denial). The factory starts nothing; `mount()` mounts the enrolment and follows it.
 */
export function createPayrollPanelController(options: PayrollPanelControllerOptions): PayrollPanelController {
  const { session } = options;
  let current = { ...options };
  const payroll = createPayrollEnrolment({
    transport: options.transport,
    applicationId: options.applicationId,
    resultCode: options.resultCode ?? null,
    locale: options.locale,
  });
  const lifecycle = createStore<Record<string, never>>({});
  let written: unknown = null;
  const follow = () => {
    const state = payroll.getState();
    if (state.notice) {
      current.notify(state.notice, PAYROLL_NOTICE_ID);
      payroll.dismissNotice();
    }
    const next = state.result;
    if (state.status !== 'complete' || !next || written === next) return;
    written = state.result;
    const application = session.getState().application;
    if (application) session.patch({ application: { ...application, override_result: next } });
  };
  lifecycle.onMount(() => payroll.mount());
  lifecycle.onMount(() => {
    follow();
    return payroll.subscribe(follow);
  });
  lifecycle.onDispose(() => payroll.dispose());

  return {
    getState: payroll.getState,
    subscribe: payroll.subscribe,
    mount: lifecycle.mount,
    dispose: lifecycle.dispose,
    payroll,
    update(next) {
      if (next.locale !== undefined && next.locale !== current.locale)
        payroll.update({ locale: next.locale });
      current = { ...current, ...next };
    },
  };
}
