import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@leasekit/core';
import { TEST_CARDS } from '@leasekit/core/testing';
import { CheckoutPaymentScreen } from './checkout-payment';

const testCards = TEST_CARDS.map((card) => ({ number: card.number, label: t(card.label) }));

const meta = {
  title: 'Apply/Screens/Checkout/Payment',
  component: CheckoutPaymentScreen,
  args: { locale: 'en', amount: '$113.17', mode: 'notice' },
  render: (args, { globals }) => (
    <CheckoutPaymentScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Payment Required' with the down payment and Continue. */
export const PaymentRequired: Story = {};

/** The card form with the test cards (outside production). */
export const CardForm: Story = { args: { mode: 'card', testCards } };

/** Production: no test cards. */
export const CardFormProduction: Story = { args: { mode: 'card', testCards: null } };

/** Empty Continue: the error summary and inline errors. */
export const FieldErrors: Story = {
  args: {
    mode: 'card',
    fieldErrors: {
      number: 'Enter the card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the card security code',
    },
  },
};

/** A number left non-empty and invalid: its error inline on blur; the summary waits for Pay. */
export const BlurError: Story = {
  args: {
    mode: 'card',
    values: { number: '4242', expiry: '', cvc: '' },
    fieldErrors: { number: 'Enter a valid card number' },
    summaryErrors: {},
  },
};

/** A card rule refusal (02 §5). */
export const CardRuleError: Story = {
  args: {
    mode: 'card',
    values: { number: '', expiry: '12/30', cvc: '' },
    error: "Prepaid cards can't be used for payment at the moment!",
  },
};

/** A declined card (02 §8). */
export const Declined: Story = {
  args: { mode: 'card', error: 'Oops, unable to charge card, please try again!' },
};

/** While the card is tokenized and processed: the button is disabled. */
export const Processing: Story = {
  args: { mode: 'card', submitting: true, values: { number: '', expiry: '12/30', cvc: '' } },
};

/** Spanish. */
export const Spanish: Story = { args: { mode: 'card', testCards }, globals: { locale: 'es' } };

/**
 * The card gateway's own texts (02 §3 `data.title`, `data.button_text`) head the screen and label the
 * process button; the gateway sends them in the shopper's language.
 */
export const GatewayTexts: Story = {
  args: { mode: 'card', title: 'Card payment', payLabel: 'Pay $113.17 by card' },
  render: (args, { globals }) =>
    globals.locale === 'es' ? (
      <CheckoutPaymentScreen
        {...args}
        locale="es"
        title="Pago con tarjeta"
        payLabel="Pagar $113.17 con tarjeta"
      />
    ) : (
      <CheckoutPaymentScreen {...args} locale="en" />
    ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    await expect(
      canvas.getByRole('heading', { level: 1, name: es ? 'Pago con tarjeta' : 'Card payment' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: es ? 'Pagar $113.17 con tarjeta' : 'Pay $113.17 by card' }),
    ).toBeVisible();
  },
};
