import type { PaymentQuote } from '@leasekit/core/checkout';
import type { PaymentCalculatorViewProps } from './approved';

/** A loaded 12-month quote with the three express-pay terms, for the approved screen's stories and tests. */
export const storyQuote: PaymentQuote = {
  term: 12,
  paymentAmountCents: 5234,
  firstPaymentDate: '2026-12-05',
  expressPayCents: { 3: 95000, 6: 99000, 9: 104500 },
};

/**
 * The payment calculator of a $899.99 purchase on option A, monthly, with {@link storyQuote} loaded;
 * spread it and override what a story or test changes (its frequencies, an idle status).
 */
export const storyCalculator: PaymentCalculatorViewProps = {
  leaseAmount: '899.99',
  onLeaseAmountChange: () => {},
  minimumCents: 30000,
  maximumCents: 250000,
  offerKeys: ['A', 'B'],
  option: 'A',
  onOptionChange: () => {},
  frequencies: ['monthly'],
  frequency: 'monthly',
  onFrequencyChange: () => {},
  status: 'loaded',
  quote: storyQuote,
};

/** Two option amounts as the server sends them, in English: one with a note, one without. */
export const storyOptions = [
  { label: 'Option A', amount: '2500.00', note: '12 month lease' },
  { label: 'Option B', amount: '1800.00', note: null },
] as const;
