import type { MessageDescriptor } from '../messages';
import { formatMoney } from './format';

/** Pay frequencies named by the spec; any other value is treated as yearly (01 §3). */
export type IncomeFrequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly' | (string & {});

const FREQUENCY_FACTORS: Record<string, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

/** The yearly multiplier of a pay frequency: 52, 26, 24, 12, else 1 (01 §5). */
export function getIncomeFactor(frequency: string | null | undefined): number {
  // hasOwn, so that prototype keys such as 'toString' or '__proto__' fall back to yearly too.
  return frequency != null && Object.prototype.hasOwnProperty.call(FREQUENCY_FACTORS, frequency)
    ? (FREQUENCY_FACTORS[frequency] as number)
    : 1;
}

/** Rounds half away from zero, so that negative and positive amounts round symmetrically. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Monthly income in cents: gross × factor / 12 (01 §5), rounded half away from zero. Unknown
 * frequencies use the factor 1 (yearly). Non-finite gross counts as 0.
 */
export function getMonthlyIncome(grossCents: number, frequency: string | null | undefined): number {
  if (!Number.isFinite(grossCents)) return 0;
  return roundHalfAwayFromZero((grossCents * getIncomeFactor(frequency)) / 12) || 0;
}

/** One income line for {@link getTotalMonthlyIncome}: gross pay in cents per pay period and its frequency. */
export interface IncomeAmount {
  gross: number | null | undefined;
  frequency: string | null | undefined;
}

/**
 * Total monthly income in cents (01 §5): the sum of each income's {@link getMonthlyIncome}, each
 * rounded on its own. Missing or non-finite gross amounts count as 0; an empty list gives 0.
 */
export function getTotalMonthlyIncome(incomes: readonly IncomeAmount[] | null | undefined): number {
  if (!Array.isArray(incomes)) return 0;
  return incomes.reduce(
    (total, income) => total + getMonthlyIncome(Number(income?.gross ?? 0), income?.frequency),
    0,
  );
}

/** Income sources whose employer, title_department and phone fields are required (01 §5). */
export const INCOME_DETAIL_SOURCES = ['employment', 'other', 'self-employed', 'e3mil', 'e4mil'] as const;

/**
 * Whether the income fields employer, title_department and phone are required for this income source
 * (01 §5): true for employment, other, self-employed, e3mil and e4mil; false for every other source,
 * including an empty or missing one. The match is exact (case-sensitive), as the server sends codes.
 */
export function isIncomeDetailRequired(source: string | null | undefined): boolean {
  return (INCOME_DETAIL_SOURCES as readonly string[]).includes(source as string);
}

/**
 * The minimum-income check (01 §5): when the total monthly income (cents) is below the server's
 * minimum (cents; defaults to 0, meaning no check), returns `income.minimum` with the minimum as
 * `amount` in the `$0,0.00` format, e.g. 'Income must be over $1,500.00 per month'. Otherwise null.
 * A non-finite total counts as 0.
 */
export function getMinimumIncomeError(
  totalMonthlyCents: number,
  minimumCents: number | null | undefined = 0,
): MessageDescriptor | null {
  const minimum = Number.isFinite(minimumCents) ? (minimumCents as number) : 0;
  if (minimum <= 0) return null;
  const total = Number.isFinite(totalMonthlyCents) ? totalMonthlyCents : 0;
  return total < minimum ? { code: 'income.minimum', params: { amount: formatMoney(minimum) } } : null;
}
