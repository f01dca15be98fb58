import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ApiTransport, type Locale } from '@leasekit/core';
import { createSchemaForm, type FormSchema } from '@leasekit/core/form';
import { localizeSchema } from '../../../../../apps/sandbox/src/domain/forms-es';
import { CheckoutBankingScreen } from './checkout-banking';

const transport: ApiTransport = async () => ({ status: true, code: 200, data: null as never, error: null });

/** The banking form from the sandbox's schema, in the sandbox's words for `locale` (English by default). */
function bankingForm(locale: Locale = 'en') {
  const schema = {
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
  };
  return createSchemaForm({
    transport,
    schema: localizeSchema(schema as never, locale) as unknown as FormSchema,
    locale,
  });
}

const meta = {
  title: 'Apply/Screens/Checkout/Banking details',
  component: CheckoutBankingScreen,
  args: { locale: 'en', form: bankingForm() },
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return <CheckoutBankingScreen {...args} form={bankingForm(locale)} locale={locale} />;
  },
} satisfies Meta<typeof CheckoutBankingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The schema form with Continue. */
export const Form: Story = {};

/** While the schema loads. */
export const Loading: Story = { args: { loading: true } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
