import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutPreviewScreen } from './checkout-preview';

const contract = `data:text/html,${encodeURIComponent('<!doctype html><html lang="en"><title>Lease</title><h1>Lease-Purchase Agreement</h1><p>Preview</p></html>')}`;

const meta = {
  title: 'Apply/Screens/Checkout/Preview',
  component: CheckoutPreviewScreen,
  args: { locale: 'en', src: contract },
  render: (args, { globals }) => (
    <CheckoutPreviewScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contract in its frame with Sign Now and Review Lease. */
export const Contract: Story = {};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
