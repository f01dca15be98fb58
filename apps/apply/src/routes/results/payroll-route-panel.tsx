import * as React from 'react';
import { toast } from 'sonner';
import { createPayrollEnrolment, isPayrollEligible, type Locale } from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { PayrollPanel } from '../../screens/payroll-panel';
import { useServices } from '../../app/services-context';

type Rec = Record<string, unknown>;

/** Props of {@link PayrollRoutePanel}. */
export interface PayrollRoutePanelProps {
  locale: Locale;
  /** The session's application (its id names the payroll calls). */
  application: Rec | null;
  /** The application's decided result: `payroll.is_eligible` offers the panel, `code` picks the error text. */
  result: Rec | null;
}

/**
 * The payroll enrolment panel of a result screen (02 §2, §4, §8; 03 §4, §7, §8), when the result offers
 * payroll: the core's payroll enrolment store, its notices as toasts. A refresh that completes brings a
 * new determination (data.result): it becomes the application's override result in the session, so the
 * screen shows it (a raised approval, or an approval instead of a denial). Renders nothing otherwise.
 */
export function PayrollRoutePanel({ locale, application, result }: PayrollRoutePanelProps) {
  const offered = isPayrollEligible(result) && application?.id != null;
  return offered ? <Panel locale={locale} application={application!} result={result} /> : null;
}

function Panel({ locale, application, result }: { locale: Locale; application: Rec; result: Rec | null }) {
  const { api, session } = useServices();
  const payroll = useOwnedStore(() =>
    createPayrollEnrolment({
      transport: api.request,
      applicationId: application.id as string | number,
      resultCode: typeof result?.code === 'string' ? result.code : null,
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
    show(state.notice.message);
    payroll.dismissNotice();
  }, [payroll, state.notice]);

  React.useEffect(() => {
    const next = state.result as Rec | null;
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
