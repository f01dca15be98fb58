import { type Locale } from '@leasekit/core';
import { getInitialPayrollEnrolmentState } from '@leasekit/core/checkout';
import { useCurrentLocale } from '@leasekit/core/react';
import { PayrollPanel } from './payroll-panel';

/**
 * The payroll panel in its first state with handlers that do nothing: the panel as other screens' stories
 * show it (the approved and denied screens with payroll offered). For stories only; in the story's locale
 * (the nearest LocaleProvider's) by default, as the screen around it.
 */
export function PayrollPanelPreview({ locale }: { locale?: Locale }) {
  const storyLocale = useCurrentLocale();
  return (
    <PayrollPanel
      locale={locale ?? storyLocale}
      state={getInitialPayrollEnrolmentState()}
      onSearch={() => {}}
      onSelect={() => {}}
      onEnrol={() => {}}
      onRefresh={() => {}}
      onRestart={() => {}}
    />
  );
}
