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
