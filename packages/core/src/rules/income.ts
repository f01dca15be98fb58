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
  return (frequency != null && FREQUENCY_FACTORS[frequency]) || 1;
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
