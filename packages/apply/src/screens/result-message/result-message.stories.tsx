import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '@leasekit/core';
import {
  getContactStoreMessage,
  getContractInProgressMessage,
  getDenialMessage,
  getMaxedDenialResult,
} from '@leasekit/core/checkout';
import { useBrand } from '@leasekit/ui';
import { PayrollPanelPreview } from '../payroll-panel/payroll-panel-preview';
import { ResultMessageScreen, type ResultMessageScreenProps } from './result-message';

function WithTheme({
  serverMessage,
  maxed = false,
  ...props
}: Omit<ResultMessageScreenProps, 'message'> & { serverMessage?: string; maxed?: boolean }) {
  const brand = useBrand();
  const descriptor =
    props.variant === 'denied'
      ? getDenialMessage(maxed ? getMaxedDenialResult() : { message: serverMessage }, brand.supportPhone)
      : props.variant === 'contract-in-progress'
        ? getContractInProgressMessage(brand.contactPhone)
        : getContactStoreMessage(brand.contactPhone);
  return <ResultMessageScreen {...props} message={formatMessage(descriptor, props.locale)} />;
}

const meta = {
  title: 'Apply/Screens/Result message',
  component: ResultMessageScreen,
  args: { locale: 'en', variant: 'denied', message: '', actionLabel: 'Return', onAction: () => {} },
  render: (args, { globals }) => <WithTheme {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof ResultMessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Denied without a result message: the default denial with the theme's phone (03 §8). */
export const DeniedDefault: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    if (globals.locale !== 'es') {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thanks For Applying');
      await expect(
        canvas.getByText(/Unfortunately, we were unable to approve you at this time/),
      ).toBeVisible();
    }
  },
};

/** Denied with the result's own message. */
export const DeniedWithMessage: Story = {
  render: (args, { globals }) => (
    <WithTheme
      {...args}
      locale={globals.locale === 'es' ? 'es' : 'en'}
      serverMessage="Your application could not be approved based on your credit history."
    />
  ),
};

/** PIN attempts exhausted (02 §4, §8): the generic denial asks to call the provider's number. */
export const DeniedMaxedPin: Story = {
  name: 'Denied Maxed PIN',
  render: (args, { globals }) => <WithTheme {...args} maxed locale={globals.locale === 'es' ? 'es' : 'en'} />,
  play: async ({ canvasElement, globals }) => {
    const text = globals.locale === 'es' ? /verificar/ : /we were unable to verify your application/;
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};

/** Denied inside a checkout: 'Return to Store' goes back to the retailer. */
export const DeniedReturnToStore: Story = { args: { actionLabel: 'Return to Store', actionHref: '#store' } };

/** Denied with payroll offered (02 §1: payroll deduction as another route to approval). */
export const DeniedWithPayroll: Story = {
  args: {
    payroll: <PayrollPanelPreview />,
  },
  play: async ({ canvasElement, globals }) => {
    if (globals.locale === 'es') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thanks For Applying');
    await expect(
      canvas.getByRole('heading', { name: 'Increase your approval with payroll deduction' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check Eligibility' })).toBeDisabled();
  },
};

/** Contract in progress (03 §8). */
export const ContractInProgress: Story = { args: { variant: 'contract-in-progress', actionLabel: 'Back' } };

/** Contact store. */
export const ContactStore: Story = { args: { variant: 'contact-store', actionLabel: 'Back' } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' }, args: { actionLabel: 'Regresar' } };

/** The result screen on a 375 px phone (visual baseline). */
export const DeniedPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The result screen on a 1280 px desktop (visual baseline). */
export const DeniedDesktop: Story = { globals: { viewport: { value: 'wideDesktop', isRotated: false } } };

/** The result screen on a 375 px phone (visual baseline). */
export const ContractInProgressPhone: Story = {
  args: { variant: 'contract-in-progress', actionLabel: 'Back' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The result screen on a 1280 px desktop (visual baseline). */
export const ContractInProgressDesktop: Story = {
  args: { variant: 'contract-in-progress', actionLabel: 'Back' },
  globals: { viewport: { value: 'wideDesktop', isRotated: false } },
};

/** The result screen on a 375 px phone (visual baseline). */
export const ContactStorePhone: Story = {
  args: { variant: 'contact-store', actionLabel: 'Back' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The result screen on a 1280 px desktop (visual baseline). */
export const ContactStoreDesktop: Story = {
  args: { variant: 'contact-store', actionLabel: 'Back' },
  globals: { viewport: { value: 'wideDesktop', isRotated: false } },
};
