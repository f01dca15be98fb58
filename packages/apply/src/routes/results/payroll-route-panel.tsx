import * as React from 'react';
import type { Locale, SessionState } from '@leasekit/core';
import { isPayrollEligible } from '@leasekit/core/checkout';

// Its store, employer search (cmdk) and toasts load only when a result offers payroll.
const PayrollEnrolmentPanel = React.lazy(() => import('./payroll-enrolment-panel'));

/** Props of {@link PayrollRoutePanel}. */
export interface PayrollRoutePanelProps {
  locale: Locale;
  /** The session's application (its id names the payroll calls). */
  application: SessionState['application'];
  /** The application's decided result: `payroll.is_eligible` offers the panel, `code` picks the error text. */
  result: NonNullable<SessionState['application']>['application_result'];
}

/**
 * The payroll enrolment panel of a result screen (02 §2, §4, §8; 03 §4, §7, §8), when the result offers
 * payroll: the core's payroll enrolment store, its notices as toasts. A refresh that completes brings a
 * new determination (data.result): it becomes the application's override result in the session, so the
 * screen shows it (a raised approval, or an approval instead of a denial). Renders nothing otherwise; the
 * panel's code loads only when payroll is offered.
 */
export function PayrollRoutePanel({ locale, application, result }: PayrollRoutePanelProps) {
  const applicationId = application?.id;
  if (!isPayrollEligible(result) || applicationId == null) return null;
  // No boundary of its own: the screen waits for the panel under the shell's loader and then shows
  // whole, rather than the panel pushing the content below it down when it arrives.
  return (
    <PayrollEnrolmentPanel locale={locale} applicationId={applicationId} resultCode={result?.code ?? null} />
  );
}
