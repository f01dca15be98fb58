import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutSignScreen } from './checkout-sign';

const meta = {
  title: 'Apply/Screens/Checkout/Sign',
  component: CheckoutSignScreen,
  args: { locale: 'en', status: 'redirecting' },
  render: (args, { globals }) => (
    <CheckoutSignScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutSignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Redirecting for your contract signature...'. */
export const Redirecting: Story = {};

/** The e-sign failed without a server message: 'Unable to generate Contract' and Discard Contract. */
export const Failed: Story = { args: { status: 'failed', error: null } };

/** The server's own error. */
export const FailedWithServerError: Story = {
  args: { status: 'failed', error: 'The application must be verified first.' },
};

/** Discarding. */
export const Discarding: Story = { args: { status: 'failed', discarding: true } };

/** Spanish. */
export const Spanish: Story = { args: { status: 'failed' }, globals: { locale: 'es' } };
