/** The spec's phone mask (01 §9): ten digits shown as `(###) ###-####`. */
export const PHONE_MASK = '(###) ###-####';

/** The longest masked phone value, 14 characters (01 §9). */
export const PHONE_MAX_LENGTH = 14;

/** Digits in a phone number (01 §9). */
export const PHONE_DIGITS = 10;

/** Base of file sizes: 1000, not 1024 (01 §9). */
export const FILE_SIZE_BASE = 1000;

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Prefix shown before the amount; defaults to `$`. Pass `''` for a bare number (`0,0.00`). */
  symbol?: string;
}

/**
 * Groups an integer's digits by thousands. Uses BigInt so that amounts beyond 2^53 and values that
 * `String()` would print in exponent form still show every digit.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds cents half away from zero; non-finite input counts as 0 so a display never shows NaN. */
function toWholeCents(cents: number): number {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return 0;
  return Math.sign(cents) * Math.round(Math.abs(cents));
}

/**
 * Formats integer cents in the spec's default money format `$0,0.00` (01 §9): `123456` →
 * `$1,234.56`, `-5` → `-$0.05`, `0` → `$0.00`. Fractions of a cent are rounded half away from zero;
 * `NaN` and infinities show as `$0.00`. The symbol defaults to `$`.
 */
export function formatMoney(cents: number, options: FormatMoneyOptions = {}): string {
  const symbol = options.symbol ?? '$';
  const whole = toWholeCents(cents);
  const digits = BigInt(Math.abs(whole)).toString().padStart(3, '0');
  const dollars = groupThousands(digits.slice(0, -2));
  const sign = whole < 0 ? '-' : '';
  return `${sign}${symbol}${dollars}.${digits.slice(-2)}`;
}

/**
 * Formats cents as a bare `0,0.00` number without a currency symbol: `123456` → `1,234.56`.
 * Same rounding as {@link formatMoney}.
 */
export function formatAmount(cents: number): string {
  return formatMoney(cents, { symbol: '' });
}

/**
 * Shipping price display (02 §5): a free shipping option (`'free'`, `null`, missing, zero or a
 * negative price) shows `0.00`; any other price shows as `0,0.00` without a symbol.
 */
export function formatShippingPrice(priceCents: number | 'free' | null | undefined): string {
  if (priceCents === 'free' || priceCents == null || !(priceCents > 0)) return '0.00';
  return formatAmount(priceCents);
}

/**
 * Delivery price display (02 §5): a price of 0.01 (1 cent, which retailers use as a placeholder for
 * free delivery), zero, missing or negative shows `0.00`; any other price shows as `0,0.00`.
 */
export function formatDeliveryPrice(priceCents: number | null | undefined): string {
  if (priceCents == null || !(priceCents > 1)) return '0.00';
  return formatAmount(priceCents);
}

/**
 * An express-pay amount (03 §9) shown in USD with 2 decimals, e.g. `$1,234.50`. Same output as
 * {@link formatMoney} with its defaults; kept as its own name so the screen's intent is explicit.
 */
export function formatExpressPayAmount(cents: number): string {
  return formatMoney(cents);
}

/**
 * Parses a typed money value (`'1,234.5'`, `'$12'`) into integer cents, or `null` when it holds no
 * digits. Everything but digits and the first dot is ignored, as the money input does (01 §5);
 * digits after the second decimal are rounded half up. A number is read as dollars (`12.5` → `1250`).
 */
export function parseMoney(input: unknown): number | null {
  const clean = sanitizeMoneyInput(input);
  if (!/\d/.test(clean)) return null;
  const [whole = '', fraction = ''] = clean.split('.');
  const cents = Number(`${whole || '0'}.${fraction || '0'}`) * 100;
  return Number.isFinite(cents) ? Math.round(cents) : null;
}

/** Coerces anything to a string for the input sanitizers, so they never throw. */
function asText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return '';
}

/**
 * Money input sanitizer (01 §5): keeps digits and the first dot only, e.g. `'$1,2a3.4.5'` →
 * `'123.45'`. Idempotent. Non-string input gives `''` (a finite number is read as its digits).
 */
export function sanitizeMoneyInput(input: unknown): string {
  const kept = asText(input).replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/**
 * Phone input sanitizer (01 §5): strips everything except digits and `+`, e.g. `'+1 (555) 123-4567'`
 * → `'+15551234567'`. Idempotent. Non-string input gives `''`.
 */
export function sanitizePhoneInput(input: unknown): string {
  return asText(input).replace(/[^0-9+]/g, '');
}

/**
 * Date text input sanitizer (01 §5): keeps digits only, e.g. `'12/31/2026'` → `'12312026'`.
 * Idempotent. Non-string input gives `''`.
 */
export function sanitizeDateInput(input: unknown): string {
  return asText(input).replace(/\D/g, '');
}

/**
 * Applies the phone mask `(###) ###-####` as the user types (01 §9): the first 10 digits of the input
 * are placed into the mask and anything else is dropped, so the result is at most 14 characters.
 * `'5551234567'` → `'(555) 123-4567'`, `'555'` → `'(555'`, `''` → `''`. Idempotent.
 */
export function maskPhone(input: unknown): string {
  const digits = asText(input).replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A stored phone number as the shopper typed it (01 §9's mask): `'5559876543'`, `'555-987-6543'` or
 * `'+1 555 987 6543'` → `'(555) 987-6543'`. Anything that is not a 10-digit US number (with or without the
 * country code 1) is shown as given, trimmed; empty input gives `''`. The format is fixed, so this needs
 * no phone library (libphonenumber-js stays out of the main entry).
 */
export function formatPhone(value: unknown): string {
  const text = asText(value).trim();
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === PHONE_DIGITS && /^[\d\s()+.-]+$/.test(text) ? maskPhone(national) : text;
}

/** Removes the phone mask, leaving the digits only (at most 10): `'(555) 123-4567'` → `'5551234567'`. */
export function unmaskPhone(input: unknown): string {
  return asText(input).replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * Masks a social security number to its last 4 digits (02 §5): `'123-45-6789'` → `'***-**-6789'`.
 * Only digits count; a value with fewer than 4 digits shows those digits behind the same mask, and a
 * value without digits gives `''`. Idempotent.
 */
export function maskSsn(input: unknown): string {
  const digits = asText(input).replace(/\D/g, '');
  if (digits.length === 0) return '';
  return `***-**-${digits.slice(-4)}`;
}

/**
 * Masks an identification number (driver's licence, state ID) to its last 4 letters or digits
 * (02 §5): `'D1234-5678'` → `'****5678'`. Always four stars, so the mask does not reveal the ID's
 * length. A value without letters or digits gives `''`. Idempotent.
 */
export function maskId(input: unknown): string {
  const chars = asText(input).replace(/[^\p{L}\p{N}]/gu, '');
  if (chars.length === 0) return '';
  return `****${[...chars].slice(-4).join('')}`;
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A file size in base 1000 (01 §9): `999` → `'999 B'`, `1500` → `'1.5 KB'`, `2_000_000` →
 * `'2 MB'`. At most 2 decimals, trailing zeros dropped. Negative or non-finite sizes show `'0 B'`.
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (value >= FILE_SIZE_BASE && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_BASE;
    unit += 1;
  }
  const rounded = Math.round(value * 100) / 100;
  return `${rounded} ${FILE_SIZE_UNITS[unit]}`;
}
