import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@leasekit/core';
import { getContractTerms, getCustomerSummary } from '@leasekit/core/checkout';
import { CheckoutLeaseScreen } from './checkout-lease';

const computation = {
  cashPrice: 877.99,
  numPayments: 26,
  paymentAmount: 64.17,
  totalPayment: 1668.42,
  documentProcessingFee: 49,
  leaseProcessFee: 0,
  securityDeposit: 0,
  downPayment: 113.17,
  actualDownPayment: 113.17,
  epoFee: 87.8,
};

const meta = {
  title: 'Apply/Screens/Checkout/Lease summary',
  component: CheckoutLeaseScreen,
  args: {
    locale: 'en',
    store: { name: 'Main Street', address: '100 Main Street, Columbus, OH 43215', phone: '(614) 555-0100' },
    // As the route gives it: getCustomerSummary formats the stored digits (5550101001) as typed.
    customer: getCustomerSummary({
      applicant: {
        first_name: 'Avery',
        last_name: 'Anderson',
        email: 'avery@example.com',
        cell: '5550101001',
        location: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
      },
    }),
    items: [
      {
        sku: 'TV-55-4K',
        description: '55" 4K television',
        quantity: 1,
        unitPriceCents: 64999,
        totalCents: 64999,
      },
      { sku: 'SB-200', description: 'Soundbar', quantity: 1, unitPriceCents: 19900, totalCents: 19900 },
      { sku: 'HDMI-2M', description: 'HDMI cable, 2 m', quantity: 2, unitPriceCents: 1450, totalCents: 2900 },
    ],
    cartTotalCents: 87799,
    form: {
      language: 'en',
      option: 'a',
      payment_frequency: '14-day',
      additionalDown: '',
      ocp_included: false,
    },
    optionChoices: ['a', 'b'],
    frequencyChoices: ['14-day', '28-day'],
    leaseAmountCents: 87799,
    terms: getContractTerms(computation, { sac_days: 90 }, 'a'),
  },
  render: (args, { globals }) => (
    <CheckoutLeaseScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutLeaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lease with its terms (option A: document processing fee, early purchase window). */
export const Ready: Story = {
  // The shopper's phone as typed, not the stored digits.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(555) 010-1001')).toBeVisible();
    await expect(canvas.queryByText('5550101001')).toBeNull();
  },
};

/** While the lease is computed for the first time. */
export const Loading: Story = {
  args: { terms: [], loading: true, leaseAmountCents: null, actionsDisabled: true },
};

/** Store information hidden (display_store_info_contract_screen off), OCP switch on (OCP store), option B fees. */
export const OcpStoreOptionB: Story = {
  name: 'OCP Store Option B',
  args: {
    store: null,
    ocpVisible: true,
    ocpPrice: '$2.99',
    form: {
      language: 'en',
      option: 'b',
      payment_frequency: 'monthly',
      additionalDown: '50.00',
      ocp_included: true,
    },
    frequencyChoices: ['semi-monthly', 'monthly'],
    terms: getContractTerms(
      { ...computation, leaseProcessFee: 39, securityDeposit: 50, waiver: 155.48 },
      {},
      'b',
    ),
  },
};

/** Above the option's maximum: reduced, with the message. */
export const AboveMaximum: Story = {
  args: { leaseAmountCents: 50000, limitMessage: 'Maximum allowed lease for the chosen option is $500.00' },
};

/** Below the minimum. */
export const BelowMinimum: Story = {
  args: {
    leaseAmountCents: 27799,
    limitMessage: 'Minimum allowed lease amount is $300.00',
    form: {
      language: 'en',
      option: 'a',
      payment_frequency: '14-day',
      additionalDown: '600',
      ocp_included: false,
    },
  },
};

/** The express checkout offers at 3, 6 and 9 months (02 §6: rating 17 or HVAC, not in California). */
const expressOffers = [
  { months: 3, amountCents: 96579 },
  { months: 6, amountCents: 109749 },
  { months: 9, amountCents: 122919 },
] as const;

/** A rating-17 store outside California: the express checkout offers under the terms. */
export const ExpressCheckout: Story = {
  args: { expressOffers },
};

/** HVAC store: the technician form with errors, express checkout. */
export const HvacTechnician: Story = {
  name: 'HVAC Technician',
  args: {
    expressOffers,
    technician: {
      values: { name: '', phone: '', email: 'pat', quote: '' },
      errors: {
        name: 'Enter Technician name',
        email: 'Enter the technician email as name@example.com',
      },
      onChange: () => undefined,
    },
    errorSummary: [
      { id: 'technician-name', message: 'Enter Technician name' },
      { id: 'technician-email', message: 'Enter the technician email as name@example.com' },
    ],
  },
};

/** E-Sign pressed: saving, then the 30 s retry hint. */
export const Saving: Story = {
  args: {
    save: {
      saving: true,
      label: 'Saving. Wait for a moment...',
      retryHintVisible: true,
      retryHint: 'If this takes more than 30 seconds to save...',
      retryAction: 'click here',
    },
  },
};

/** The lease fetch failed: the 'Error' modal with Return to Retailer. */
export const LeaseFailed: Story = {
  args: { terms: [], leaseAmountCents: null, leaseError: 'The application is not approved.' },
};

/** The lease fetch failed without a message: the modal says 'Unknown error occurred…' (02 §8), never empty. */
export const LeaseFailedUnknown: Story = {
  args: { terms: [], leaseAmountCents: null },
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <CheckoutLeaseScreen
        {...args}
        locale={locale}
        leaseError={t('errors.unknownSubmit', undefined, locale)}
      />
    );
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/** Edge cases: a long customer name, a long store name, twelve cart lines and a large total. */
export const LongNamesManyItemsLargeAmounts: Story = {
  args: {
    store: {
      name: 'Demo Electronics Superstore and Home Appliance Outlet at Riverside Commons Shopping Center',
      address:
        '12345 North Martin Luther King Junior Boulevard, Building C, Suite 1200, Rancho Santa Margarita, CA 92688',
      phone: '(949) 555-0100',
    },
    customer: {
      name: 'Maria Guadalupe Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
      email: 'maria.guadalupe.wolfeschlegelsteinhausenbergerdorff@example-very-long-domain.com',
      phone: '(555) 010-1001',
      address:
        '12345 North Martin Luther King Junior Boulevard, Apartment 4021, Rancho Santa Margarita, CA 92688',
    },
    items: Array.from({ length: 12 }, (_, index) => ({
      sku: `SKU-${String(index + 1).padStart(4, '0')}-XL`,
      description:
        index === 0
          ? '85" 8K QLED smart television with Dolby Atmos soundbar, wall mount and five-year protection plan'
          : `Accessory ${index + 1}`,
      quantity: index % 3 === 0 ? 10 : 1,
      unitPriceCents: index === 0 ? 1_249_999 : 4_999,
      totalCents: index === 0 ? 12_499_990 : (index % 3 === 0 ? 10 : 1) * 4_999,
    })),
    cartTotalCents: 12_499_990 + 3 * 49_990 + 8 * 4_999,
    leaseAmountCents: 12_499_990 + 3 * 49_990 + 8 * 4_999,
  },
};
