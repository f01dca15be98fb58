/** Whole dollars or a dollar amount to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to a dollar number with at most 2 decimals, as the wire format carries money. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents to a 2-decimal dollar string ("2500.00"), as offer amounts are sent. */
export function toAmountString(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Integer cents to a display string with a dollar sign and thousands separators ("$2,500.00"). */
export function formatUsd(cents: number): string {
  return `$${(Math.round(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * The most any amount a client sends may be, in cents ($100,000,000): far above any lease (approvals stop
 * at $18,000) and small enough that every sum of such amounts stays an exact integer number of cents.
 */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/**
 * Whether a dollar amount is a finite number of whole cents. Compared after rounding, because binary
 * fractions make 19.99 × 100 come out as 1998.9999…; a value a millionth of a cent off still counts.
 */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
