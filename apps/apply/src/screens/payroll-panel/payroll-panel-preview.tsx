import { getInitialPayrollEnrolmentState, type Locale } from '@leasekit/core';
import { PayrollPanel } from './payroll-panel';

/**
 * The payroll panel in its first state with handlers that do nothing: the panel as other screens' stories
 * show it (the approved and denied screens with payroll offered). For stories only; English by default.
 */
export function PayrollPanelPreview({ locale = 'en' }: { locale?: Locale }) {
  return (
    <PayrollPanel
      locale={locale}
      state={getInitialPayrollEnrolmentState()}
      onSearch={() => {}}
      onSelect={() => {}}
      onEnrol={() => {}}
      onRefresh={() => {}}
      onRestart={() => {}}
    />
  );
}
