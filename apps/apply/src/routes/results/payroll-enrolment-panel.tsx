import * as React from 'react';
import { toast } from 'sonner';
import { createPayrollEnrolment, readRecord, type DeterminationRecord, type Locale } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { PayrollPanel } from '../../screens/payroll-panel';
import { useServices } from '../../app/services-context';

/** The payroll panel's one toast id (sonner replaces a toast that has the same id). */
const PAYROLL_TOAST_ID = 'payroll-enrolment';

/** Props of {@link PayrollEnrolmentPanel}. */
export interface PayrollEnrolmentPanelProps {
  locale: Locale;
  /** The session's application id; it names the payroll calls. */
  applicationId: number;
  /** The decided result's code; it picks the error text. */
  resultCode: string | null;
}

/**
 * The payroll enrolment panel once payroll is offered (loaded on demand by {@link PayrollRoutePanel}):
 * the core's payroll enrolment store, its notices as toasts, and a completed refresh's new
 * determination written to the session as the application's override result.
 */
export default function PayrollEnrolmentPanel({
  locale,
  applicationId,
  resultCode,
}: PayrollEnrolmentPanelProps) {
  const { api, session } = useServices();
  const payroll = useOwnedStore(() =>
    createPayrollEnrolment({
      transport: api.request,
      applicationId,
      resultCode,
      locale,
    }),
  );
  React.useEffect(() => {
    payroll.setOptions({ locale });
  }, [payroll, locale]);
  const state = useStore(payroll);

  React.useEffect(() => {
    if (!state.notice) return;
    const show =
      state.notice.kind === 'error'
        ? toast.error
        : state.notice.kind === 'success'
          ? toast.success
          : toast.info;
    // One toast for the panel: a new notice replaces the last one in place instead of stacking on it.
    show(state.notice.message, { id: PAYROLL_TOAST_ID });
    payroll.dismissNotice();
  }, [payroll, state.notice]);

  React.useEffect(() => {
    const next = readRecord<DeterminationRecord>(state.result);
    if (state.status !== 'complete' || !next || typeof next.code !== 'string') return;
    const current = session.getState().application;
    if (current) session.update({ application: { ...current, override_result: next } });
  }, [session, state.status, state.result]);

  return (
    <PayrollPanel
      locale={locale}
      state={state}
      onSearch={(keyword) => void payroll.search(keyword)}
      onSelect={payroll.select}
      onEnrol={() => void payroll.enrol()}
      onRefresh={() => void payroll.refresh()}
      onRestart={() => void payroll.restart()}
    />
  );
}
