import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutCompleteScreen } from './checkout-complete';

const meta = {
  title: 'Apply/Screens/Checkout/Complete',
  component: CheckoutCompleteScreen,
  args: { locale: 'en', variant: 'success' },
  render: (args, { globals }) => (
    <CheckoutCompleteScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutCompleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success (iframe or popup mode: no countdown). */
export const Success: Story = {};

/** Success in redirect mode: 5 s countdown to the thank-you page. */
export const SuccessRedirecting: Story = { args: { secondsLeft: 5 } };

/** Failure: 'your payment could not be completed successfully'. */
export const Failure: Story = { args: { variant: 'failure' } };

/** may_continue false: 'unable to complete your application'. */
export const MayNotContinue: Story = { args: { variant: 'may-not-continue' } };

/** Spanish. */
export const Spanish: Story = { args: { variant: 'failure' }, globals: { locale: 'es' } };

/** Redirect mode after 'Stay on this page': the countdown stopped, said in the status line. */
export const SuccessStayed: Story = { args: { stayed: true } };

/** The result screen on a 375 px phone (visual baseline). */
export const SuccessPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The result screen on a 1280 px desktop (visual baseline). */
export const SuccessDesktop: Story = { globals: { viewport: { value: 'wideDesktop', isRotated: false } } };
