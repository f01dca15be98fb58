import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_STORES } from '../db/seed';
import { TEST_CARDS as CORE_TEST_CARDS } from '@leasekit/core/testing';
import { luhnValid, lookupCard, TEST_CARDS } from './cards';
import { approvalCeilingCents, decide, magicFor, monthlyIncomeCents } from './decision';
import { flattenModel, formZod, unflattenModel } from './form-validation';
import { stepFields } from './forms';
import { maskSsn, maskTail } from './masking';
import { nextPaymentDate, priceLease, PAYMENTS_PER_YEAR } from './pricing';
import type { ApplicationDoc } from './types';

const store = SEED_STORES[0]!;
const hvacStore = SEED_STORES.find((s) => s.slug === 'hvac')!;

describe('pricing model', () => {
  const input = fc.record({
    option: fc.constantFrom('A' as const, 'B' as const, 'C' as const, 'D' as const),
    paymentFrequency: fc.constantFrom(...Object.keys(PAYMENTS_PER_YEAR)),
    cashPriceCents: fc.integer({ min: 0, max: 3_000_000 }),
    deliveryCents: fc.integer({ min: 0, max: 50_000 }),
    additionalDownCents: fc.integer({ min: 0, max: 100_000 }),
    approvedCents: fc.integer({ min: 30_000, max: 1_800_000 }),
    ocpIncluded: fc.boolean(),
    today: fc.constant('2026-11-21'),
  });

  it('keeps totals consistent: totalPayment = paymentAmount × numPayments; price above the approval paid upfront', () => {
    fc.assert(
      fc.property(input, (lease) => {
        const priced = priceLease(lease);
        expect(priced.totalPaymentCents).toBe(priced.paymentAmountCents * priced.numPayments);
        expect(priced.effectiveCashPriceCents).toBeLessThanOrEqual(lease.approvedCents);
        expect(priced.effectiveCashPriceCents + priced.reductionCents).toBe(
          Math.max(0, lease.cashPriceCents + lease.deliveryCents - lease.additionalDownCents),
        );
        expect(priced.remainingPaymentNeededCents).toBe(priced.totalPaymentCents - priced.paymentAmountCents);
        expect(priced.actualDownPaymentCents).toBe(
          priced.downPaymentCents + lease.additionalDownCents + priced.reductionCents,
        );
        expect(priced.waiverCents).toBe(priced.waiverPerPaymentCents * priced.numPayments);
        if (!lease.ocpIncluded) expect(priced.waiverCents).toBe(0);
      }),
    );
  });

  it('charges fees by option (02 §9): document processing for A, C, D; lease process for B; deposit only for D', () => {
    const base = {
      paymentFrequency: 'monthly',
      cashPriceCents: 100000,
      deliveryCents: 0,
      additionalDownCents: 0,
      approvedCents: 200000,
      ocpIncluded: false,
      today: '2026-11-21',
    };
    expect(priceLease({ ...base, option: 'A' })).toMatchObject({
      documentProcessingFeeCents: 4900,
      leaseProcessFeeCents: 0,
      securityDepositCents: 0,
      numPayments: 12,
    });
    expect(priceLease({ ...base, option: 'B' })).toMatchObject({
      documentProcessingFeeCents: 0,
      leaseProcessFeeCents: 3900,
      numPayments: 18,
    });
    expect(priceLease({ ...base, option: 'C' })).toMatchObject({
      documentProcessingFeeCents: 4900,
      numPayments: 13,
      epoFeeCents: 8000,
    });
    expect(priceLease({ ...base, option: 'D' })).toMatchObject({
      securityDepositCents: 5000,
      documentProcessingFeeCents: 4900,
    });
  });

  it('dates the first payment by frequency', () => {
    expect(nextPaymentDate('2026-11-21', '14-day')).toBe('2026-12-05');
    expect(nextPaymentDate('2026-11-21', '28-day')).toBe('2026-12-19');
    expect(nextPaymentDate('2026-11-10', 'semi-monthly')).toBe('2026-11-15');
    expect(nextPaymentDate('2026-11-21', 'semi-monthly')).toBe('2026-12-01');
    expect(nextPaymentDate('2027-01-31', 'monthly')).toBe('2027-02-28');
  });
});

describe('decision engine', () => {
  const application = (ssn: string, gross: number, frequency = 'monthly'): ApplicationDoc =>
    ({
      id: 1,
      checkout_id: null,
      applicant: {
        first_name: 'Ana',
        social_security_number: ssn,
        income: [{ primary: 1, gross, frequency, source: 'employment' }],
      },
      co_applicant: null,
    }) as unknown as ApplicationDoc;
  const now = new Date('2026-11-21T00:00:00Z');

  it('computes monthly income as gross × factor / 12 (01 §5)', () => {
    expect(monthlyIncomeCents([{ primary: 1, gross: 1000, frequency: 'weekly', source: 'x' }])).toBe(433333);
    expect(monthlyIncomeCents([{ primary: 1, gross: 1200, frequency: 'yearly', source: 'x' }])).toBe(10000);
  });

  it('uses magic SSN endings only for SSNs starting with 9', () => {
    expect(magicFor('900-12-1003')?.scenario).toBe('option-b');
    expect(magicFor('123-45-1003')).toBeNull();
  });

  it('decides ordinary SSNs by income: denied under $1,000 a month, offers from half the monthly income', () => {
    expect(decide(application('123-45-6789', 900), store, now)).toMatchObject({
      code: 'D',
      score: 520,
      reason: 'Insufficient income',
    });
    expect(decide(application('123-45-6789', 3000), store, now)).toMatchObject({
      code: 'A',
      offerAmounts: { A: '1500.00', B: '900.00', C: '0.00', D: '0.00' },
    });
    const optionC = SEED_STORES.find((s) => s.slug === 'option-c')!;
    expect(decide(application('123-45-6789', 3000), optionC, now).offerAmounts.C).toBe('1800.00');
  });

  it('caps offers at $8,000, or $18,000 for HVAC stores', () => {
    expect(approvalCeilingCents(store)).toBe(800000);
    expect(approvalCeilingCents(hvacStore)).toBe(1800000);
    expect(decide(application('123-45-6789', 90000), hvacStore, now).offerAmounts.A).toBe('18000.00');
  });
});

describe('cards', () => {
  it('lists only Luhn-valid test cards, one per documented behaviour', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(new Set(TEST_CARDS.map((card) => `${card.funding}/${card.country}/${card.outcome}`))).toEqual(
      new Set([
        'credit/US/approve',
        'debit/US/approve',
        'prepaid/US/approve',
        'credit/BR/approve',
        'credit/US/decline',
        'credit/US/error',
      ]),
    );
    expect(lookupCard('378282246310005')).toMatchObject({
      brand: 'amex',
      funding: 'credit',
      outcome: 'approve',
    });
    expect(lookupCard('1234')).toBeNull();
  });
});

describe('masking', () => {
  it('keeps only the last 4 (02 §5)', () => {
    expect(maskSsn('900-10-1001')).toBe('XXX-XX-1001');
    expect(maskTail('000123451001')).toBe('********1001');
  });
});

describe('form validation from the schema', () => {
  it('validates only visible fields and rebuilds the nested model', () => {
    const fields = stepFields('applicantIncome', store);
    const schema = formZod(fields, '2026-11-21');
    const model = {
      applicant: {
        income: [
          { source: 'retirement', gross: '1200.50', frequency: 'monthly' },
          { source: 'junk', gross: 'x' },
        ],
      },
      has_additional_income: false,
    };
    const result = schema.parse(flattenModel(model));
    expect(unflattenModel(result)).toMatchObject({
      applicant: { income: [{ source: 'retirement', gross: 1200.5, frequency: 'monthly', employer: null }] },
    });
    expect(result['applicant.income.1.source']).toBeUndefined();
    const shown = schema.safeParse(flattenModel({ ...model, has_additional_income: 'true' }));
    expect(shown.success).toBe(false);
    expect(shown.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'applicant.income.1.source',
      'applicant.income.1.gross',
      'applicant.income.1.frequency',
    ]);
  });
});

describe('one contract with the client (core rules)', () => {
  it("spec 02 §2, §5: the card network's test cards are core's list, the one the payment screen shows", () => {
    expect(TEST_CARDS).toBe(CORE_TEST_CARDS);
    for (const card of CORE_TEST_CARDS) expect(lookupCard(card.number)).toMatchObject(card);
  });
});
