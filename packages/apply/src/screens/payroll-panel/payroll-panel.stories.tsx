import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@leasekit/core';
import { getInitialPayrollEnrolmentState } from '@leasekit/core/checkout';
import { PayrollPanel, type PayrollPanelProps } from './payroll-panel';

const base: PayrollPanelProps['state'] = getInitialPayrollEnrolmentState();

const meta = {
  title: 'Apply/Screens/Payroll panel',
  component: PayrollPanel,
  args: {
    locale: 'en',
    state: base,
    onSearch: () => {},
    onSelect: () => {},
    onEnrol: () => {},
    onRefresh: () => {},
    onRestart: () => {},
  },
  render: (args, { globals }) => <PayrollPanel {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof PayrollPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Idle: Story = {};

/** An employer chosen: Check Eligibility enabled. */
export const EmployerChosen: Story = {
  args: {
    state: {
      ...base,
      keyword: 'Acme',
      employers: [{ id: 1, employerName: 'Acme Logistics', pdSupported: true }],
      employer: { id: 1, employerName: 'Acme Logistics', pdSupported: true },
    },
  },
};

/** An employer without payroll deduction: 'Employer not supported!'. */
export const EmployerNotSupported: Story = {
  args: { state: { ...base, keyword: 'Tiny', searchError: t('errors.employer.notSupported') } },
};

/** Enrolling. */
export const Checking: Story = {
  args: { state: { ...base, employer: { id: 1, employerName: 'Acme Logistics' }, status: 'checking' } },
};

/** Affordability check initiated: Refresh and Resend. */
export const Initiated: Story = {
  args: { state: { ...base, status: 'initiated', message: t('payroll.initiated') } },
};

/** Refreshing. */
export const Refreshing: Story = {
  args: { state: { ...base, status: 'initiated', message: t('payroll.initiated'), refreshing: true } },
};

/** Affordability error. */
export const AffordabilityError: Story = {
  args: { state: { ...base, status: 'error', message: t('payroll.affordabilityDenied') } },
};

/** Completed. */
export const Complete: Story = {
  args: { state: { ...base, status: 'complete', message: t('payroll.refreshComplete') } },
};

/** The result screen on a 375 px phone (visual baseline). */
export const InitiatedPhone: Story = {
  args: Initiated.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The result screen on a 1280 px desktop (visual baseline). */
export const InitiatedDesktop: Story = {
  args: Initiated.args,
  globals: { viewport: { value: 'wideDesktop', isRotated: false } },
};
