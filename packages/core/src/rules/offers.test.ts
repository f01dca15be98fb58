import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  checkLeaseAmount,
  DEFAULT_MIN_LEASE_CENTS,
  getBestOption,
  getCalculatorLeaseAmount,
  getCalculatorMinimum,
  getCartTotal,
  getDefaultLeaseAmount,
  getDefaultOption,
  getEarlyPurchaseAmount,
  getEarlyPurchaseWindowDays,
  getFeeVisibility,
  getLeaseOptionKey,
  getMaxLeaseAmount,
  getOfferCents,
  getPaymentFrequencyChoices,
  getVisibleOfferKeys,
  getVisibleOptions,
  isLeaseOption,
  isOfferKey,
  isPaymentFrequency,
  OCP_WEEKLY_PRICE_CENTS,
  type OfferAmounts,
} from './offers';

describe('spec 02 §5: maximum lease amount — D overrides; else the larger of A and C; 0.00 ignored', () => {
  it.each<[string, OfferAmounts, number | null]>([
    ['D overrides larger A and C', { A: '1500.00', C: '2000.00', D: '1000.00' }, 100000],
    ['larger of A and C (C larger)', { A: '1500.00', C: '2000.00' }, 200000],
    ['larger of A and C (A larger)', { A: '2500.00', C: '2000.00' }, 250000],
    ['D of 0.00 is ignored', { A: '1500.00', C: '1200.00', D: '0.00' }, 150000],
    ['A of 0.00 is ignored', { A: '0.00', C: '1200.00' }, 120000],
    ['C of 0.00 is ignored', { A: '900.00', C: '0.00' }, 90000],
    ['B is not part of the rule', { A: '900.00', B: '5000.00' }, 90000],
    ['B alone gives no maximum', { B: '5000.00' }, null],
    ['all 0.00 gives no maximum', { A: '0.00', B: '0.00', C: '0.00', D: '0.00' }, null],
    ['numbers in dollars are read too', { A: 1500, C: 1999.99 }, 199999],
    ['negative D is ignored', { A: '100.00', D: '-50.00' }, 10000],
    ['junk offers are ignored', { A: 'n/a', C: '700.00', D: 'none' }, 70000],
    ['empty offers', {}, null],
    ['null offers', null, null],
    ['undefined offers', undefined, null],
  ])('%s', (_label, offers, expected) => {
    expect(getMaxLeaseAmount(offers)).toBe(expected);
  });

  it('an offer that does not count reads as 0 cents', () => {
    expect(getOfferCents({ A: '-1.00' }, 'A')).toBe(0);
    expect(getOfferCents({ A: 'x' }, 'A')).toBe(0);
    expect(getOfferCents({ A: '12.34' }, 'A')).toBe(1234);
  });
});

describe('spec 02 §5: default lease amount — the sum of cart unit prices, or the maximum offer', () => {
  const offers = { A: '1500.00', C: '1000.00' };

  it.each<[string, Parameters<typeof getDefaultLeaseAmount>[0], OfferAmounts, number | null]>([
    [
      'cart total wins when above 0',
      [{ unit_price: '199.99', quantity: 1 }, { unit_price: '100.01' }],
      offers,
      30000,
    ],
    ['unit price × quantity', [{ unit_price: '100.00', quantity: 3 }], offers, 30000],
    ['quantity as a string', [{ unit_price: '100.00', quantity: '2' }], offers, 20000],
    ['empty cart → maximum offer', [], offers, 150000],
    ['missing cart → maximum offer', null, offers, 150000],
    ['cart of 0.00 items → maximum offer', [{ unit_price: '0.00', quantity: 1 }], offers, 150000],
    ['neither cart nor offers → null', [], {}, null],
    ['the cart total is not capped at the maximum', [{ unit_price: '2000.00' }], offers, 200000],
    [
      'priced required parts are part of the default amount',
      [{ unit_price: '500.00', required_parts: [{ unit_price: '50.00', quantity: 2 }] }],
      offers,
      60000,
    ],
  ])('%s', (_label, cart, offerAmounts, expected) => {
    expect(getDefaultLeaseAmount(cart, offerAmounts)).toBe(expected);
  });

  it.each<[string, Parameters<typeof getCartTotal>[0], number]>([
    [
      'junk price counts as 0',
      [
        { unit_price: 'abc', quantity: 1 },
        { unit_price: '5.00', quantity: 1 },
      ],
      500,
    ],
    ['negative price counts as 0', [{ unit_price: '-5.00', quantity: 1 }], 0],
    ['missing quantity counts as 1', [{ unit_price: '5.00' }], 500],
    ['empty-string quantity counts as 1', [{ unit_price: '5.00', quantity: '' }], 500],
    ['junk quantity counts as 1', [{ unit_price: '5.00', quantity: 'many' }], 500],
    ['zero quantity counts as 0', [{ unit_price: '5.00', quantity: 0 }], 0],
    ['negative quantity counts as 0', [{ unit_price: '5.00', quantity: -2 }], 0],
    ['fractional quantity is truncated', [{ unit_price: '5.00', quantity: 2.7 }], 1000],
    ['null items are skipped', [null as never, { unit_price: '1.00' }], 100],
    ['not an array', 'junk' as never, 0],
    [
      'priced required parts are counted, each with its own quantity',
      [
        {
          unit_price: '100.00',
          quantity: 2,
          required_parts: [
            { unit_price: '12.50', quantity: 2 },
            { unit_price: '3.00', quantity: 1 },
          ],
        },
      ],
      20000 + 2500 + 300,
    ],
    [
      'required parts are counted like lines: junk price 0, missing quantity 1',
      [{ unit_price: '1.00', required_parts: [{ unit_price: 'junk', quantity: 3 }, { unit_price: '2.00' }] }],
      300,
    ],
    [
      'required parts that are not a list are skipped',
      [{ unit_price: '1.00', required_parts: 'x' as never }],
      100,
    ],
  ])('cart total: %s', (_label, cart, expected) => {
    expect(getCartTotal(cart)).toBe(expected);
  });
});

describe('spec 02 §5: lease amount check — minimum and maximum messages, reduction to the maximum', () => {
  it('below the minimum: keeps the amount and says "Minimum allowed lease amount is $" + min', () => {
    const check = checkLeaseAmount(20000, { minCents: 30000, maxCents: 150000 });
    expect(check.amount).toBe(20000);
    expect(check.error).toEqual({ code: 'offers.leaseMinimum', params: { min: '300.00', minCents: 30000 } });
    expect(formatMessage(check.error!)).toBe('Minimum allowed lease amount is $300.00');
  });

  it('above the maximum: reduces to the maximum and says "Maximum allowed lease for the chosen option is $" + max', () => {
    const check = checkLeaseAmount(200000, { minCents: 30000, maxCents: 150000 });
    expect(check.amount).toBe(150000);
    expect(formatMessage(check.error!)).toBe('Maximum allowed lease for the chosen option is $1,500.00');
    expect(formatMessage(check.error!, 'es')).toBe(
      'El arrendamiento máximo permitido para la opción elegida es $1,500.00',
    );
  });

  it.each<[number, number | null, number | null, number, string | null]>([
    [30000, 30000, 150000, 30000, null],
    [150000, 30000, 150000, 150000, null],
    [150001, 30000, 150000, 150000, 'offers.leaseMaximum'],
    [29999, 30000, 150000, 29999, 'offers.leaseMinimum'],
    [1, null, null, 1, null],
    [999999, null, 150000, 150000, 'offers.leaseMaximum'],
    [0, 30000, null, 0, 'offers.leaseMinimum'],
    [Number.NaN, 30000, 150000, 0, 'offers.leaseMinimum'],
    [-500, 30000, 150000, -500, 'offers.leaseMinimum'],
  ])('%d with min %j and max %j → %d, %j', (amount, minCents, maxCents, expected, code) => {
    const check = checkLeaseAmount(amount, { minCents, maxCents });
    expect(check.amount).toBe(expected);
    expect(check.error?.code ?? null).toBe(code);
  });
});

describe('spec 03 §5, §9: calculator minimum — min_approval_amount, else 300.00; raised when below', () => {
  it.each<[unknown, number]>([
    [{ min_approval_amount: '500.00' }, 50000],
    [{ min_approval_amount: 250 }, 25000],
    [{ min_approval_amount: null }, DEFAULT_MIN_LEASE_CENTS],
    [{ min_approval_amount: '0.00' }, 30000],
    [{ min_approval_amount: '-100.00' }, 30000],
    [{ min_approval_amount: 'abc' }, 30000],
    [{}, 30000],
    [null, 30000],
  ])('%j → %d cents', (program, expected) => {
    expect(getCalculatorMinimum(program as never)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [10000, 30000, 30000],
    [29999, 30000, 30000],
    [30000, 30000, 30000],
    [45000, 30000, 45000],
    [-1, 30000, 30000],
    [Number.NaN, 30000, 30000],
  ])('amount %d with minimum %d → %d', (amount, minimum, expected) => {
    expect(getCalculatorLeaseAmount(amount, minimum)).toBe(expected);
  });
});

describe('spec 02 §4: payment frequency choices follow the primary income frequency', () => {
  it.each<[unknown, string[]]>([
    ['weekly', ['14-day', '28-day']],
    ['bi-weekly', ['14-day', '28-day']],
    ['semi-monthly', ['semi-monthly', 'monthly']],
    ['monthly', ['semi-monthly', 'monthly']],
    ['yearly', ['semi-monthly', 'monthly']],
    ['Weekly', ['semi-monthly', 'monthly']],
    ['', ['semi-monthly', 'monthly']],
    [null, ['semi-monthly', 'monthly']],
    [undefined, ['semi-monthly', 'monthly']],
  ])('%j → %j', (frequency, expected) => {
    expect(getPaymentFrequencyChoices(frequency)).toEqual(expected);
  });
});

describe('spec 02 §9: early purchase window days', () => {
  it.each<[unknown, number]>([
    [{ sac_days: 90 }, 90],
    [{ sac_days: 90, sac_110_day: true }, 110],
    [{ sac_days: '90', sac_110_day: '1' }, 110],
    [{ sac_days: 110, sac_110_day: true }, 110],
    [{ sac_days: 120, sac_110_day: true }, 120],
    [{ sac_days: 120, sac_110_day: false }, 120],
    [{ sac_days: 90, sac_110_day: 0 }, 90],
    [{ sac_days: 0 }, 0],
    [{ sac_days: -30 }, 0],
    [{ sac_days: -30, sac_110_day: true }, 110],
    [{ sac_110_day: true }, 110],
    [{ sac_days: 'junk' }, 0],
    [{ sac_days: '' }, 0],
    [{ sac_days: 90.9 }, 90],
    [{}, 0],
    [null, 0],
  ])('%j → %d days', (settings, expected) => {
    expect(getEarlyPurchaseWindowDays(settings as never)).toBe(expected);
  });
});

describe('spec 02 §9: early purchase amount = EPO fee + cash price', () => {
  it.each<[unknown, number]>([
    [{ epoFee: '50.00', cashPrice: '1000.00' }, 105000],
    [{ epoFee: 12.5, cashPrice: 100 }, 11250],
    [{ epoFee: null, cashPrice: '1000.00' }, 100000],
    [{ epoFee: 'junk', cashPrice: 'junk' }, 0],
    [null, 0],
  ])('%j → %d cents', (computation, expected) => {
    expect(getEarlyPurchaseAmount(computation as never)).toBe(expected);
  });
});

describe('spec 02 §9: option C is the default when enabled, else A', () => {
  it.each<[unknown, string]>([
    [{ option_c_enabled: true }, 'C'],
    [{ option_c_enabled: 1 }, 'C'],
    [{ option_c_enabled: '1' }, 'C'],
    [{ option_c_enabled: false }, 'A'],
    [{ option_c_enabled: '0' }, 'A'],
    [{}, 'A'],
    [null, 'A'],
  ])('%j → %s', (program, expected) => {
    expect(getDefaultOption(program as never)).toBe(expected);
  });
});

describe('spec 03 §4: the best option has the highest amount; $0.00 options are hidden', () => {
  it.each<[OfferAmounts, string | null]>([
    [{ A: '1000.00', B: '1500.00', C: '1200.00', D: '0.00' }, 'B'],
    [{ A: '1000.00', C: '1200.00' }, 'C'],
    [{ A: '1200.00', C: '1200.00' }, 'A'],
    [{ D: '300.00' }, 'D'],
    [{ A: '0.00', B: '0.00' }, null],
    [{ A: 'junk' }, null],
    [null, null],
  ])('%j → %j', (offers, expected) => {
    expect(getBestOption(offers)).toBe(expected);
  });

  it.each<[OfferAmounts, string[]]>([
    [{ A: '1000.00', B: '0.00', C: '1200.00', D: '0.00' }, ['A', 'C']],
    [{ A: '1000.00', B: '1.00', C: '1200.00', D: '2.00' }, ['A', 'B', 'C', 'D']],
    [{ A: '-1.00', B: 'x' }, []],
    [{}, []],
  ])('visible keys of %j → %j', (offers, expected) => {
    expect(getVisibleOfferKeys(offers)).toEqual(expected);
  });

  it('hides result option rows of $0.00, negative or unreadable amounts', () => {
    const rows = [
      { label: 'Option A', amount: '1000.00', note: '' },
      { label: 'Option B', amount: '0.00', note: '' },
      { label: 'Option C', amount: 1200, note: 'best' },
      { label: 'Option D', amount: '-5', note: '' },
      { label: 'Broken', amount: 'n/a', note: '' },
      { label: 'Missing' },
    ];
    expect(getVisibleOptions(rows).map((row) => row.label)).toEqual(['Option A', 'Option C']);
    expect(getVisibleOptions(null)).toEqual([]);
  });

  it('gives each shown option row its amount in integer cents, keeping the row as it was sent', () => {
    const rows = [
      { label: 'Option A', amount: '2500.00', note: '12 month lease' },
      { label: 'Option B', amount: '1,800.55', note: null },
    ];
    expect(getVisibleOptions(rows)).toEqual([
      { label: 'Option A', amount: '2500.00', note: '12 month lease', cents: 250000 },
      { label: 'Option B', amount: '1,800.55', note: null, cents: 180055 },
    ]);
  });
});

describe('spec 02 §9: lease option keys OptionA, OptionB, OptionC map to a, b, c', () => {
  it.each<[unknown, string | null]>([
    ['OptionA', 'a'],
    ['OptionB', 'b'],
    ['OptionC', 'c'],
    ['OptionD', null],
    ['optiona', null],
    ['A', null],
    ['toString', null],
    ['', null],
    [null, null],
    [3, null],
  ])('%j → %j', (key, expected) => {
    expect(getLeaseOptionKey(key)).toBe(expected);
  });
});

describe('spec 02 §9: fee visibility — document fee for A, C, D; lease process fee only for B; deposit above 0', () => {
  it.each<[unknown, unknown, boolean, boolean, boolean]>([
    ['A', '0.00', true, false, false],
    ['a', '25.00', true, false, true],
    ['B', '25.00', false, true, true],
    ['b', 0, false, true, false],
    ['C', null, true, false, false],
    ['c', '0.01', true, false, true],
    ['D', '-5.00', true, false, false],
    ['E', 'junk', false, false, false],
    [null, undefined, false, false, false],
  ])('option %j, deposit %j', (option, deposit, documentFee, leaseFee, depositShown) => {
    expect(getFeeVisibility(option, deposit)).toEqual({
      documentProcessingFee: documentFee,
      leaseProcessFee: leaseFee,
      securityDeposit: depositShown,
    });
  });
});

describe('spec 02 §9: OCP protection advertised at $2.99 per week', () => {
  it('is 299 cents', () => {
    expect(OCP_WEEKLY_PRICE_CENTS).toBe(299);
  });
});

describe('offer rules never throw on any server shape', () => {
  it('getMaxLeaseAmount, getBestOption and getDefaultLeaseAmount accept anything', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (offers, cart) => {
        const max = getMaxLeaseAmount(offers as OfferAmounts);
        expect(max === null || (Number.isInteger(max) && max > 0)).toBe(true);
        getBestOption(offers as OfferAmounts);
        getDefaultLeaseAmount(cart as never, offers as OfferAmounts);
        getEarlyPurchaseWindowDays(offers as never);
      }),
    );
  });
});

describe('spec 02 §3, §9: a chosen offer key, lease option or payment frequency is one of its own values', () => {
  const junk: unknown[] = [
    '',
    ' A',
    'a ',
    'toString',
    'E',
    'OptionA',
    'weekly',
    '14 day',
    null,
    undefined,
    1,
    {},
  ];

  it('offer keys are A to D exactly (a select value of anything else is no offer key)', () => {
    expect(['A', 'B', 'C', 'D'].every(isOfferKey)).toBe(true);
    expect(['a', 'd', ...junk].filter(isOfferKey)).toEqual([]);
  });

  it('lease form options are a, b and c exactly (no d: OptionD has no lease form option)', () => {
    expect(['a', 'b', 'c'].every(isLeaseOption)).toBe(true);
    expect(['A', 'd', ...junk].filter(isLeaseOption)).toEqual([]);
  });

  it('payment frequencies are 14-day, 28-day, semi-monthly and monthly exactly', () => {
    expect(['14-day', '28-day', 'semi-monthly', 'monthly'].every(isPaymentFrequency)).toBe(true);
    expect(['Monthly', 'bi-weekly', ...junk].filter(isPaymentFrequency)).toEqual([]);
  });

  it('every frequency the choices offer passes the guard', () => {
    for (const income of ['weekly', 'bi-weekly', 'monthly', undefined]) {
      expect(getPaymentFrequencyChoices(income).every(isPaymentFrequency)).toBe(true);
    }
  });
});
