// Server values arrive loosely typed (dollar strings, numbers, "1"/"0" flags). These helpers turn them
// into the integer cents and booleans the rules work with, and never throw on junk.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses a dollar amount as the server sends it (`"1200.00"`, `1200`, `"$1,200.50"`) into integer cents.
 * A leading `$`, thousands commas and surrounding spaces are accepted; fractions beyond cents are rounded
 * half away from zero. Returns null for anything else (empty strings, junk, NaN, Infinity, amounts beyond
 * safe integer cents, objects), so a
 * caller can tell "no value" from 0. Negative amounts are returned as they are; rules decide what they mean.
 */
export function parseAmountToCents(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toPrecision removes binary noise (1.005 * 100 = 100.49999…) before rounding.
    const cents = Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
    return Number.isSafeInteger(cents) ? cents || 0 : null;
  }
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/^([+-]?)\s*\$/, '$1')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  // Integer arithmetic on the digits, so that "0.29" is exactly 29 cents.
  const padded = (fraction + '000').slice(0, 3);
  const thousandths = Number(whole || '0') * 1000 + Number(padded);
  const cents = Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents || 0 : cents;
}

/**
 * Writes cents as a plain dollar amount with exactly 2 decimals and no grouping (`123456` → `"1234.56"`),
 * the shape the server sends and expects for amounts (02 §9 "payment amount is fixed to 2 decimals").
 * Non-finite input is written as "0.00".
 */
export function centsToAmountString(cents: number): string {
  if (!Number.isFinite(cents)) return '0.00';
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Reads a server flag: true for `true`, a non-zero finite number, or the strings "1", "true", "yes", "y"
 * (any case). Everything else, including "0", "false", null and junk, is false.
 */
export function isFlagSet(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'string') return ['1', 'true', 'yes', 'y'].includes(value.trim().toLowerCase());
  return false;
}

/**
 * Reads a whole number sent as a number or a numeric string (`4`, `"4"`, `" 13 "`). Returns null for
 * empty values, fractions and junk.
 */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^[+-]?\d+$/.test(text) ? Number(text) : null;
}

/** Whether a value is a plain record (an object that is not null and not an array): server data is checked with it before its fields are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
