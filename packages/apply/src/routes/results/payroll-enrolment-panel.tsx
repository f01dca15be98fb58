import { createPayrollPanelController } from '@leasekit/core/checkout';
import type { Locale } from '@leasekit/core';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { PayrollPanel } from '../../screens/payroll-panel';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services-context';

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
 * the core's payroll panel controller (the enrolment, its notices as toasts, a completed refresh's new
 * determination written to the session as the application's override result) on the panel.
 */
export default function PayrollEnrolmentPanel({
  locale,
  applicationId,
  resultCode,
}: PayrollEnrolmentPanelProps) {
  const { api, session } = useServices();
  const panel = useOwnedStore(() =>
    createPayrollPanelController({
      transport: api.request,
      session,
      applicationId,
      resultCode,
      locale,
      notify,
    }),
  );
  useUpdateOptions(panel, { locale, notify });
  const state = useStore(panel);
  const { payroll } = panel;
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
