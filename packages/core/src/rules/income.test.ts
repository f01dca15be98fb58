import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getIncomeFactor,
  getMinimumIncomeError,
  getMonthlyIncome,
  getTotalMonthlyIncome,
  isIncomeDetailRequired,
} from './income';

describe('spec 01 §5: monthly income = gross × factor / 12', () => {
  it.each([
    [100000, 'weekly', 433333],
    [100000, 'bi-weekly', 216667],
    [100000, 'semi-monthly', 200000],
    [100000, 'monthly', 100000],
    [1200000, 'yearly', 100000],
    [1200000, 'fortnightly', 100000],
    [1200000, '', 100000],
    [1200000, null, 100000],
    [1200000, undefined, 100000],
    [1200000, 'WEEKLY', 100000],
    [0, 'weekly', 0],
    [-100000, 'weekly', -433333],
    [1, 'bi-weekly', 2],
    [-1, 'bi-weekly', -2],
    [Number.NaN, 'weekly', 0],
    [Number.POSITIVE_INFINITY, 'monthly', 0],
  ])('%s cents %s → %s cents', (gross, frequency, expected) => {
    expect(getMonthlyIncome(gross, frequency)).toBe(expected);
  });

  it.each([
    ['weekly', 52],
    ['bi-weekly', 26],
    ['semi-monthly', 24],
    ['monthly', 12],
    ['yearly', 1],
    ['toString', 1],
    ['__proto__', 1],
  ])('factor of %s is %i', (frequency, factor) => {
    expect(getIncomeFactor(frequency)).toBe(factor);
  });

  it('rounds half away from zero (6 cents weekly → 26; -6 → -26)', () => {
    expect(getMonthlyIncome(6, 'weekly')).toBe(26);
    expect(getMonthlyIncome(-6, 'weekly')).toBe(-26);
  });

  it('never throws and returns an integer for any gross and frequency (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.oneof(fc.string(), fc.constant(null)), (gross, frequency) =>
        Number.isInteger(getMonthlyIncome(gross, frequency)),
      ),
    );
  });
});

describe('spec 01 §5: total monthly income', () => {
  it.each([
    [[], 0],
    [[{ gross: 100000, frequency: 'monthly' }], 100000],
    [
      [
        { gross: 100000, frequency: 'weekly' },
        { gross: 50000, frequency: 'bi-weekly' },
      ],
      433333 + 108333,
    ],
    [
      [
        { gross: 100000, frequency: 'semi-monthly' },
        { gross: 1200000, frequency: 'annually' },
      ],
      300000,
    ],
    [
      [
        { gross: null, frequency: 'weekly' },
        { gross: undefined, frequency: 'monthly' },
        { gross: Number.NaN, frequency: 'monthly' },
      ],
      0,
    ],
  ])('%j → %i cents', (incomes, expected) => {
    expect(getTotalMonthlyIncome(incomes)).toBe(expected);
  });

  it('treats a missing list as no income', () => {
    expect(getTotalMonthlyIncome(null)).toBe(0);
    expect(getTotalMonthlyIncome(undefined)).toBe(0);
    expect(getTotalMonthlyIncome('junk' as never)).toBe(0);
    expect(getTotalMonthlyIncome([null as never])).toBe(0);
  });
});

describe('spec 01 §5: employer, title_department and phone required for some income sources', () => {
  it.each([
    ['employment', true],
    ['other', true],
    ['self-employed', true],
    ['e3mil', true],
    ['e4mil', true],
    ['retirement', false],
    ['social-security', false],
    ['Employment', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (source, expected) => {
    expect(isIncomeDetailRequired(source)).toBe(expected);
  });
});

describe('spec 01 §5 and §9: minimum monthly income (server value, default 0)', () => {
  it('shows "Income must be over $1,500.00 per month" below a minimum of 150000 cents', () => {
    const error = getMinimumIncomeError(149999, 150000);
    expect(error).toEqual({ code: 'income.minimum', params: { amount: '$1,500.00' } });
    expect(formatMessage(error!)).toBe('Income must be over $1,500.00 per month');
    expect(formatMessage(error!, 'es')).toBe('Los ingresos deben ser superiores a $1,500.00 por mes');
  });

  it.each([
    [150000, 150000, false],
    [150001, 150000, false],
    [0, 150000, true],
    [-500, 150000, true],
    [Number.NaN, 150000, true],
    [0, 0, false],
    [0, undefined, false],
    [0, null, false],
    [0, -100, false],
    [0, Number.NaN, false],
  ])('total %s against minimum %s → error %s', (total, minimum, hasError) => {
    expect(getMinimumIncomeError(total, minimum) !== null).toBe(hasError);
  });

  it('defaults the minimum to 0, which means no check', () => {
    expect(getMinimumIncomeError(0)).toBeNull();
  });
});
