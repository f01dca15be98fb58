import { describe, expect, it } from 'vitest';
import { getMonthlyIncome } from './income';

describe('spec 01 §5: monthly income = gross × factor / 12', () => {
  it.each([
    [100000, 'weekly', 433333],
    [100000, 'bi-weekly', 216667],
    [100000, 'semi-monthly', 200000],
    [100000, 'monthly', 100000],
    [1200000, 'yearly', 100000],
    [1200000, 'fortnightly', 100000],
  ])('%i cents %s → %i cents', (gross, frequency, expected) => {
    expect(getMonthlyIncome(gross, frequency)).toBe(expected);
  });
});
