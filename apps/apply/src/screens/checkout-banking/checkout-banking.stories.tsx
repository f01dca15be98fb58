import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSchemaForm, type ApiTransport } from '@leasekit/core';
import { CheckoutBankingScreen } from './checkout-banking';

const transport: ApiTransport = async () => ({ status: true, code: 200, data: null as never, error: null });

function bankingForm() {
  return createSchemaForm({
    transport,
    schema: {
      name: 'checkoutBanking',
      action: '/apply-v2/checkout/1/banking',
      method: 'POST',
      title: 'Banking Details',
      buttons: [{ label: 'Continue', type: 'submit', variant: 'default' }],
      children: [
        {
          name: 'banking.routing_number',
          label: 'Routing Number',
          type: 'text',
          required: true,
          rules: 'required|digits:9',
        },
        { name: 'banking.bank_name', label: 'Bank Name', type: 'text', readonly: true },
        { name: 'banking.checking_account', label: 'Checking Account Number', type: 'text', required: true },
      ],
    } as never,
  });
}

const meta = {
  title: 'Apply/Screens/Checkout banking',
  component: CheckoutBankingScreen,
  args: { locale: 'en', form: bankingForm() },
  render: (args, { globals }) => (
    <CheckoutBankingScreen {...args} form={bankingForm()} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutBankingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The schema form with Continue. */
export const Form: Story = {};

/** While the schema loads. */
export const Loading: Story = { args: { loading: true } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
