import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '@leasekit/core';
import { getVisibleOptions } from '@leasekit/core/apply';
import { getApprovedContinueLabel } from '@leasekit/core/checkout';
import { useBrand } from '@leasekit/ui';
// The sandbox's own Spanish for its decision texts, so a Spanish story reads as the app does in Spanish.
import { localizeDecisionText } from '../../../../../apps/sandbox/src/domain/decision-es';
import { PayrollPanelPreview } from '../payroll-panel/payroll-panel-preview';
import { ApprovedScreen, type ApprovedScreenProps, type PaymentCalculatorViewProps } from './approved';
import { storyCalculator, storyOptions } from './fixtures';

const calculator: PaymentCalculatorViewProps = {
  ...storyCalculator,
  frequencies: ['semi-monthly', 'monthly'],
};

const rows = [...storyOptions, { label: 'Option C', amount: '0.00', note: 'hidden: $0.00' }];

type StoryArgs = Omit<ApprovedScreenProps, 'continueLabel'> & {
  /** The lease program's store: the continue button's label follows its flags; null without a checkout. */
  checkout: Parameters<typeof getApprovedContinueLabel>[0] | null;
};

/**
 * The screen as the app shows it in the story's locale: the server's texts (title, subtitles, option
 * labels and notes, written in English in the args) as the sandbox sends them in that locale, and the
 * continue label from the catalogue, both computed at render time.
 */
function Themed({ checkout, title, subtitles, options, ...props }: StoryArgs) {
  const brand = useBrand();
  const say = (text: string) => localizeDecisionText(text, props.locale);
  return (
    <ApprovedScreen
      {...props}
      title={say(title)}
      subtitles={subtitles?.map(say)}
      options={options.map((row) => ({ ...row, label: say(row.label), note: row.note && say(row.note) }))}
      continueLabel={checkout ? formatMessage(getApprovedContinueLabel(checkout), props.locale) : null}
      phone={props.phone ?? brand.supportPhone}
    />
  );
}

const meta = {
  title: 'Apply/Screens/Approved',
  args: {
    locale: 'en',
    name: 'Robin',
    title: 'Congratulations Robin!',
    subtitles: ['You are approved for up to $2,500.00'],
    options: getVisibleOptions(rows),
    calculator,
    checkout: {},
    brandUrl: 'https://demo-electronics.example.com',
    brandName: 'Demo Electronics',
  },
  render: (args, { globals }) => <Themed {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a checkout: "I agree, let's sign the contract!"; the $0.00 option is hidden. */
export const WithCheckout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Option C')).toBeNull();
    // The option's amount (the subtitle names it too).
    const options = within(canvasElement.querySelector<HTMLElement>('[data-slot="approved-options"]')!);
    await expect(options.getByText('$2,500.00')).toBeVisible();
  },
};

/** A store without express checkout (02 §6: not rating 17 nor HVAC, or in California): no 3/6/9-month offers. */
export const WithoutExpressPay: Story = {
  args: { calculator: { ...calculator, expressPay: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$52.34')).toBeVisible();
    // The first payment date as the shopper reads dates (MM/DD/YYYY), not the server's 2026-12-05.
    await expect(canvas.getByText('12/05/2026')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="express-pay"]')).toBeNull();
  },
};

/** A rating-17 or HVAC store outside California: the express pay offers at 3, 6 and 9 months in USD. */
export const WithExpressPay: Story = {
  args: { calculator: { ...calculator, expressPay: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="express-pay"] li')).toHaveLength(3);
    await expect(canvas.getByText('$950.00')).toBeVisible();
  },
};

/** Delivery options required: 'Choose Delivery & Install Options'. */
export const DeliveryOptions: Story = {
  args: { checkout: { checkout_delivery_options_required: true } },
};

/** No checkout: Return, and "Let's go shopping!" without a brand link. */
export const WithoutCheckout: Story = { args: { checkout: null, brandUrl: null, brandName: null } };

/** Portal application: 'Create Contract'. */
export const PortalApplication: Story = { args: { createContractUrl: '#create-contract' } };

/** The calculator waiting for its 1 s debounce. */
export const Calculating: Story = { args: { calculator: { ...calculator, status: 'loading', quote: null } } };

/** HVAC layout: subtitles and the phone line. */
export const Hvac: Story = {
  name: 'HVAC',
  args: {
    hvac: true,
    // As the sandbox sends them: the screen's own validity and phone lines are not repeated.
    subtitles: [
      'You are approved for up to $18,000.00',
      'Your contractor can now complete your home-comfort project.',
    ],
    options: getVisibleOptions([{ label: 'Option D', amount: '18000.00', note: null }]),
  },
};

/** With the payroll enrolment panel. */
export const WithPayroll: Story = {
  args: {
    payroll: <PayrollPanelPreview />,
  },
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };

/**
 * A store with OCP enabled (02 §2, §6): the OCP choice in the calculator, sent as ocpIncluded; and a typed
 * amount below the minimum, raised to it, with the input's error slot (03 §5) in 02 §5's words.
 */
export const OcpAndAmountError: Story = {
  name: 'OCP And Amount Error',
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <Themed
        {...args}
        locale={locale}
        calculator={{
          ...calculator,
          leaseAmount: '300.00',
          ocp: { included: true, onIncludedChange: () => {}, price: '$2.99' },
          amountError: formatMessage({ code: 'offers.leaseMinimum', params: { min: '300.00' } }, locale),
        }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const es = globals.locale === 'es';
    await expect(
      canvas.getByRole('switch', {
        name: es ? 'Añadir la protección OCP por $2.99 por semana' : 'Add OCP protection for $2.99 per week',
      }),
    ).toBeChecked();
    await expect(
      canvas.getByText(
        es
          ? 'El monto mínimo permitido para el arrendamiento es $300.00'
          : 'Minimum allowed lease amount is $300.00',
      ),
    ).toBeVisible();
  },
};

/** Edge cases: a long name in the heading, a long retailer name and the largest approval ($18,000 HVAC). */
export const LongNameLargeAmount: Story = {
  args: {
    name: 'Maria Guadalupe Wolfeschlegelsteinhausenbergerdorff',
    title: 'Congratulations Maria Guadalupe Wolfeschlegelsteinhausenbergerdorff!',
    subtitles: ['You are approved for up to $18,000.00'],
    brandName: 'Demo Electronics Superstore and Home Appliance Outlet at Riverside Commons',
  },
};

/** The result screen on a 375 px phone (visual baseline). */
export const WithCheckoutPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The result screen on a 1280 px desktop (visual baseline). */
export const WithCheckoutDesktop: Story = {
  globals: { viewport: { value: 'wideDesktop', isRotated: false } },
};
