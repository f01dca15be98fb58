/**
 * Message catalogue entries owned by the `offers` rules (codes are dotted, e.g. `offers.something`), and
 * the payment calculator's texts (`app.calculator.*`), which load with them (messages/index.ts,
 * loadMessages).
 */
export const en = {
  'offers.leaseMinimum': 'Minimum allowed lease amount is ${min}',
  'offers.leaseMaximum': 'Maximum allowed lease for the chosen option is ${max}',
  // The approved screen's payment calculator (02 §1).
  'app.calculator.heading': 'Payment Calculator',
  'app.calculator.leaseAmount': 'Lease amount',
  'app.calculator.minimum': 'Minimum lease amount is {amount}',
  'app.calculator.option': 'Option',
  'app.calculator.optionValue': 'Option {key}',
  'app.calculator.frequency': 'Payment frequency',
  'app.calculator.frequency.14-day': 'Every 14 days',
  'app.calculator.frequency.28-day': 'Every 28 days',
  'app.calculator.frequency.semi-monthly': 'Twice a month',
  'app.calculator.frequency.monthly': 'Monthly',
  'app.calculator.payment': 'Payment',
  'app.calculator.term': 'Term',
  'app.calculator.termMonths': '{months} months',
  'app.calculator.firstPayment': 'First payment date',
  'app.calculator.calculating': 'Calculating…',
  'app.calculator.expressPay': 'Express pay offers',
  'app.calculator.expressPayMonths': 'Pay off in {months} months',
  'app.calculator.expressPayNote': 'Discounts apply for payoff after 9 months.',
} as const;

// The Spanish entries are in es/offers.ts, loaded on demand (messages/es.ts).
