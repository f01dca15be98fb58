import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CompletedOutcome } from '../completed-redirect';
import type { CompletedVariant } from './checkout';
import { formatMessage } from '../messages';
import { formatCheckoutText } from './checkout-text';
import {
  getContractTerms,
  getDefaultLeaseForm,
  getDeliveryRequiredRoute,
  getApplicationOffers,
  getCustomerSummary,
  getLeaseAmountCheck,
  getLeaseOptionChoices,
  getLeaseRequest,
  getPrimaryIncomeFrequency,
  isTechnicianRequired,
  validateTechnician,
} from './lease-summary';
import {
  getContractPreviewUrl,
  getDiscardOutcome,
  getEsignErrorText,
  getTechnicianServerErrors,
} from './contract-signing';
import {
  getCardErrorText,
  getCardExpiration,
  getCardPermissions,
  getTokenRuleError,
  validateCardForm,
} from './card-form';

const text = (message: Parameters<typeof formatCheckoutText>[0]) => formatCheckoutText(message);

describe('spec 02 §3, §9: lease form options and defaults', () => {
  it('offers a, b, c only where the offer (A, B, C) is above 0.00', () => {
    expect(getLeaseOptionChoices({ A: '2500.00', B: '0.00', C: '3000.00', D: '900.00' })).toEqual(['a', 'c']);
    expect(getLeaseOptionChoices({ B: '1800.00' })).toEqual(['b']);
    expect(getLeaseOptionChoices(null)).toEqual([]);
  });

  it('reads the primary income frequency (flagged primary, else the first)', () => {
    expect(
      getPrimaryIncomeFrequency({
        applicant: { income: [{ frequency: 'monthly' }, { frequency: 'weekly', primary: true }] },
      }),
    ).toBe('weekly');
    expect(getPrimaryIncomeFrequency({ applicant: { income: [{ frequency: 'bi-weekly' }] } })).toBe(
      'bi-weekly',
    );
    expect(getPrimaryIncomeFrequency(null)).toBeNull();
  });

  it("spec 02 §4: weekly income defaults to '14-day'; option C by default when enabled; language 'en'", () => {
    const form = getDefaultLeaseForm({
      retailStore: { lease_program: { option_c_enabled: true } },
      application: { applicant: { income: [{ frequency: 'weekly' }] } } as never,
      offerAmounts: { A: '2000.00', C: '3500.00' },
    });
    expect(form).toEqual({
      language: 'en',
      option: 'c',
      payment_frequency: '14-day',
      additionalDown: '',
      ocp_included: false,
    });
  });

  it('spec 02 §9: an earlier choice keyed OptionB is the lease form option b (getLeaseOptionKey)', () => {
    const form = getDefaultLeaseForm({
      offerAmounts: { A: '2000.00', B: '1000.00' },
      previous: { option: 'OptionB' },
    });
    expect(form.option).toBe('b');
  });

  it('falls back to the first option with an offer; keeps an earlier valid choice; OCP only where the switch shows', () => {
    const onlyB = getDefaultLeaseForm({ offerAmounts: { B: '1800.00' } });
    expect(onlyB.option).toBe('b');
    expect(onlyB.payment_frequency).toBe('semi-monthly');
    const previous = getDefaultLeaseForm({
      retailStore: { lease_program: { ocp_enabled: 1 } },
      offerAmounts: { A: '2000.00', B: '1000.00' },
      previous: {
        option: 'b',
        payment_frequency: 'monthly',
        language: 'es',
        additionalDown: 20,
        ocp_included: true,
      },
    });
    expect(previous).toEqual({
      language: 'es',
      option: 'b',
      payment_frequency: 'monthly',
      additionalDown: '20.00',
      ocp_included: true,
    });
    const hvac = getDefaultLeaseForm({
      retailStore: { record: { identifier: 'HVAC' }, lease_program: { ocp_enabled: 1 } },
      offerAmounts: { A: '2000.00' },
      previous: { ocp_included: true, payment_frequency: '14-day' },
    });
    expect(hvac.ocp_included).toBe(false);
    expect(hvac.payment_frequency).toBe('semi-monthly');
  });

  it('spec 02 §7: builds the lease query, with ocp_included only for OCP stores', () => {
    const form = {
      language: 'en',
      option: 'a',
      payment_frequency: 'monthly',
      additionalDown: '$1,048.5',
      ocp_included: true,
    } as const;
    expect(getLeaseRequest({ checkoutId: 7, applicationId: 3, form, iframe: true })).toEqual({
      checkout_id: 7,
      application_id: 3,
      option: 'a',
      payment_frequency: 'monthly',
      additionalDown: '1048.50',
      language: 'en',
      iframe: true,
    });
    expect(
      getLeaseRequest({
        checkoutId: 7,
        form: { ...form, additionalDown: '' },
        retailStore: { lease_program: { ocp_enabled: true } },
      }),
    ).toMatchObject({ additionalDown: '0.00', ocp_included: true, iframe: false });
  });
});

describe('spec 02 §5: lease amount limits on the lease summary', () => {
  const cart = [
    { unit_price: '649.99', quantity: 1 },
    { unit_price: '14.50', quantity: 2 },
  ];
  it("above the chosen option's offer: reduced to it with 'Maximum allowed lease for the chosen option is $…'", () => {
    const check = getLeaseAmountCheck({
      cartItems: cart,
      offerAmounts: { A: '500.00', C: '900.00' },
      option: 'a',
    });
    expect(check.amount).toBe(50000);
    expect(formatMessage(check.error!)).toBe('Maximum allowed lease for the chosen option is $500.00');
  });
  it("below the minimum (min_approval_amount, else 300): 'Minimum allowed lease amount is $…'", () => {
    const check = getLeaseAmountCheck({
      cartItems: cart,
      additionalDown: '400',
      offerAmounts: { A: '2500.00' },
      option: 'a',
    });
    expect(check.amount).toBe(67899 - 40000 + 1000 - 1000);
    expect(formatMessage(check.error!)).toBe('Minimum allowed lease amount is $300.00');
    const program = getLeaseAmountCheck({
      cartItems: cart,
      offerAmounts: { A: '2500.00' },
      option: 'a',
      leaseProgram: { min_approval_amount: '700.00' },
    });
    expect(formatMessage(program.error!)).toBe('Minimum allowed lease amount is $700.00');
  });
  it('the delivery charge counts; within limits there is no message', () => {
    const check = getLeaseAmountCheck({
      cartItems: cart,
      deliveryCents: 4999,
      offerAmounts: { A: '2500.00' },
      option: 'a',
    });
    expect(check).toEqual({ amount: 67899 + 4999, error: null });
  });
});

describe('spec 02 §9: contract terms panel', () => {
  const computation = {
    cashPrice: 848.99,
    numPayments: 26,
    paymentAmount: 62.04,
    totalPayment: 1613.04,
    documentProcessingFee: 49,
    leaseProcessFee: 0,
    securityDeposit: 0,
    downPayment: 111.04,
    actualDownPayment: 111.04,
    epoFee: 84.9,
  };
  const labels = (rows: ReturnType<typeof getContractTerms>) => rows.map((row) => row.label);
  it('option A shows the document processing fee, no lease process fee, no deposit of 0, no window without sac_days', () => {
    const rows = getContractTerms(computation, {}, 'a');
    expect(labels(rows)).toContain('checkout.terms.documentProcessingFee');
    expect(labels(rows)).not.toContain('checkout.terms.leaseProcessFee');
    expect(labels(rows)).not.toContain('checkout.terms.securityDeposit');
    expect(labels(rows)).not.toContain('checkout.terms.earlyPurchaseDays');
  });
  it('option B shows the lease process fee only; a deposit above 0 shows', () => {
    const rows = getContractTerms({ ...computation, leaseProcessFee: 39, securityDeposit: 50 }, {}, 'b');
    expect(labels(rows)).toContain('checkout.terms.leaseProcessFee');
    expect(labels(rows)).not.toContain('checkout.terms.documentProcessingFee');
    expect(rows.find((row) => row.label === 'checkout.terms.securityDeposit')?.value).toBe(5000);
  });
  it('the early purchase window is sac_days raised to 110 with sac_110_day; the amount is EPO fee + cash price', () => {
    const rows = getContractTerms(computation, { sac_days: 100, sac_110_day: 1 }, 'c');
    expect(rows.find((row) => row.label === 'checkout.terms.earlyPurchaseDays')?.value).toBe(110);
    expect(rows.find((row) => row.label === 'checkout.terms.earlyPurchaseAmount')?.value).toBe(8490 + 84899);
    expect(getContractTerms(null, {}, 'a')).toEqual([]);
  });
});

describe('spec 02 §2, §4: delivery first, HVAC technician', () => {
  it('a store requiring delivery options goes to delivery until a delivery is scheduled', () => {
    expect(getDeliveryRequiredRoute({ checkout_delivery_options_required: 1 }, { delivery: null })).toBe(
      'checkout/delivery',
    );
    expect(
      getDeliveryRequiredRoute({ checkout_delivery_options_required: 1 }, { delivery: { schedules: [] } }),
    ).toBeNull();
    expect(getDeliveryRequiredRoute({}, {})).toBeNull();
  });
  it('spec 01 §6: HVAC stores need a technician with name, phone, email and quote', () => {
    expect(isTechnicianRequired({ record: { identifier: 'HVAC' } })).toBe(true);
    expect(isTechnicianRequired({ record: { identifier: 'RETAIL' } })).toBe(false);
    const errors = validateTechnician({});
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'email', 'quote']);
    expect(formatMessage(errors.name!)).toBe('Enter Technician name');
    const bad = validateTechnician({ name: 'Pat', phone: '(555) 123-4567', email: 'nope', quote: '0' });
    expect(Object.keys(bad)).toEqual(['email', 'quote']);
    // The lender's email rule, with the technician form's own text.
    expect(formatMessage(bad.email!)).toBe('Enter the technician email as name@example.com');
    expect(validateTechnician({ email: 'pat..x@example.com' }).email?.code).toBe(
      'checkout.technician.emailInvalid',
    );
    expect(
      validateTechnician({ name: 'Pat', phone: '(555) 123-4567', email: 'pat@example.com', quote: '1,200' }),
    ).toEqual({});
  });
});

describe('spec 01 §6: the server refuses an HVAC e-sign without a valid technician (422 by field)', () => {
  it('reads the first message of each technician field of a 422', () => {
    expect(
      getTechnicianServerErrors({
        code: 422,
        fieldErrors: {
          'technician.phone': ['The Technician phone value must be a phone number.', 'second'],
          'technician.quote': ['The Installation quote must be at least 0.01.'],
          checkout_id: ['ignored'],
        },
      }),
    ).toEqual({
      phone: 'The Technician phone value must be a phone number.',
      quote: 'The Installation quote must be at least 0.01.',
    });
  });
  it.each<[string, Parameters<typeof getTechnicianServerErrors>[0]]>([
    ['a 422 without technician fields', { code: 422, fieldErrors: { fault: ['Injected fault.'] } }],
    ['a 422 without field errors', { code: 422 }],
    ['a 409', { code: 409, fieldErrors: { 'technician.name': ['x'] } }],
    ['no answer', null],
  ])('null for %s', (_label, result) => {
    expect(getTechnicianServerErrors(result)).toBeNull();
  });
});

describe('spec 02 §7, §8: preview, e-sign and discard', () => {
  it('the preview frame carries apply_token and client_id in its query', () => {
    expect(getContractPreviewUrl({ checkoutId: 12, token: 'a b', clientId: 'c-1' })).toBe(
      '/apply-v2/checkout/12/preview?apply_token=a+b&client_id=c-1',
    );
  });
  it("e-sign failure shows the server error, else 'Unable to generate Contract'", () => {
    expect(text(getEsignErrorText({ error: 'No lease yet' }))).toBe('No lease yet');
    expect(text(getEsignErrorText({ error: null }))).toBe('Unable to generate Contract');
  });
  it('discard regenerates the e-sign at step 13, else returns to the lease', () => {
    expect(getDiscardOutcome('13')).toBe('regenerate');
    expect(getDiscardOutcome(5)).toBe('checkout/lease');
    expect(getDiscardOutcome(null)).toBe('checkout/lease');
  });
});

describe('spec 02 §5, §8: card form, rules and errors', () => {
  const now = new Date(2026, 10, 21);
  it('requires number, expiry and code; checks Luhn, MM/YY and expiry month', () => {
    expect(Object.keys(validateCardForm({}, now))).toEqual(['number', 'expiry', 'cvc']);
    expect(validateCardForm({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({});
    expect(validateCardForm({ number: '4242424242424241', expiry: '13/30', cvc: '12' }, now)).toEqual({
      number: { code: 'checkout.card.numberInvalid' },
      expiry: { code: 'checkout.card.expiryInvalid' },
      cvc: { code: 'checkout.card.cvcInvalid' },
    });
    expect(
      validateCardForm({ number: '4242424242424242', expiry: '10/26', cvc: '1234' }, now).expiry,
    ).toEqual({
      code: 'checkout.card.expired',
    });
    expect(validateCardForm({ number: '4242424242424242', expiry: '11/2026', cvc: '1234' }, now)).toEqual({});
    expect(getCardExpiration('11/2026')).toBe('11/26');
  });
  it('reads the permissions as prepaid/credit/debit/foreign or allow_*', () => {
    expect(getCardPermissions({ allow_credit: true, allow_debit: 1, allow_prepaid: false })).toEqual({
      prepaid: false,
      credit: true,
      debit: 1,
      foreign: undefined,
    });
  });
  it('applies the card rules to the token answer with the exact messages', () => {
    const permissions = { credit: true, debit: true, prepaid: false, foreign: false };
    expect(text(getTokenRuleError({ card: { funding: 'prepaid', country: 'US' } }, permissions)!)).toBe(
      "Prepaid cards can't be used for payment at the moment!",
    );
    expect(text(getTokenRuleError({ funding: 'credit', country: 'BR' }, permissions)!)).toBe(
      "Foreign issued cards can't be used for payment at the moment!",
    );
    expect(
      text(getTokenRuleError({ funding: 'debit', country: 'US' }, { ...permissions, debit: false })!),
    ).toBe("Debit cards can't be used...only credit cards are allowed!");
    expect(getTokenRuleError({ card: { funding: 'credit', country: 'US' } }, permissions)).toBeNull();
  });
  it('maps token and process failures to the 02 §8 texts', () => {
    expect(text(getCardErrorText('token', { code: 500 }))).toBe(
      'Oops! Something went wrong, please try again!',
    );
    expect(
      text(
        getCardErrorText('token', { code: 422, fieldErrors: { card_expiration: ['The card has expired.'] } }),
      ),
    ).toBe('The card has expired.');
    expect(text(getCardErrorText('process', { code: 402 }))).toBe(
      'Oops, unable to charge card, please try again!',
    );
    expect(text(getCardErrorText('process', { code: 502 }))).toBe('We were unable to process payment!');
    expect(
      text(
        getCardErrorText('process', {
          code: 422,
          fieldErrors: { card: ["Prepaid cards can't be used for payment at the moment!"] },
        }),
      ),
    ).toBe("Prepaid cards can't be used for payment at the moment!");
  });
  it('the completed redirect names its outcomes as the completed screen names its variants: one name each', () => {
    expectTypeOf<CompletedOutcome>().toEqualTypeOf<CompletedVariant>();
  });
});

describe('spec 02 §2: offers and customer information of the lease summary', () => {
  it('reads the offers of the override result, else the application result, else offerAmounts', () => {
    expect(
      getApplicationOffers({
        override_result: { offerAmounts: { A: '1.00' } },
        application_result: { offerAmounts: { A: '2.00' } },
      }),
    ).toEqual({ A: '1.00' });
    expect(getApplicationOffers({ application_result: { offerAmounts: { B: '2.00' } } })).toEqual({
      B: '2.00',
    });
    expect(getApplicationOffers({ offerAmounts: { C: '3.00' } })).toEqual({ C: '3.00' });
    expect(getApplicationOffers(null)).toBeNull();
  });
  it('joins name and address parts, leaving out blanks', () => {
    expect(
      getCustomerSummary({
        applicant: {
          first_name: 'Avery',
          last_name: 'Anderson',
          email: 'a@example.com',
          cell: '(555) 010-1001',
          location: { line_1: '100 Main Street', line_2: '', city: 'Columbus', state: 'OH', code: '43215' },
        },
      }),
    ).toEqual({
      name: 'Avery Anderson',
      email: 'a@example.com',
      phone: '(555) 010-1001',
      address: '100 Main Street, Columbus, OH 43215',
    });
    expect(getCustomerSummary(null)).toEqual({ name: '' });
  });
});
