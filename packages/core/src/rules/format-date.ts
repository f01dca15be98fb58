// Dates shown with date-fns live apart from the other formatters: a page that only masks and sanitises
// input (the schema-form engine) then does not load date-fns's format and its locale data.
import { format as formatDateFns, isValid, parseISO } from 'date-fns';

/** The default date display pattern (date-fns tokens): weekday, month, day, year and time (01 §9). */
export const DEFAULT_DATE_DISPLAY_FORMAT = 'EEEE, MMMM d, yyyy h:mm a';

/**
 * The default date display (01 §9): weekday, month, day, year and time, e.g.
 * `'Saturday, November 21, 2026 3:05 PM'`, in the runtime's local time zone. Accepts a `Date`, epoch
 * milliseconds or an ISO string; an invalid date gives `''`. The pattern defaults to
 * {@link DEFAULT_DATE_DISPLAY_FORMAT} (date-fns tokens).
 */
export function formatDateTime(
  value: Date | number | string | null | undefined,
  pattern: string = DEFAULT_DATE_DISPLAY_FORMAT,
): string {
  if (value == null) return '';
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return '';
  return formatDateFns(date, pattern);
}

/** The date display pattern of the forms (01 §9): `MM/dd/yyyy`, as the shopper types a date. */
export const DATE_DISPLAY_FORMAT = 'MM/dd/yyyy';

/**
 * A calendar date as the shopper typed it (01 §9), e.g. `'1985-03-14'` → `'03/14/1985'`. Takes an ISO
 * date (or date-time) string, a `Date` or epoch milliseconds; a string that is not an ISO date (say one
 * already formatted) is shown as given, and empty or invalid input gives `''` (invalid) or the text.
 */
export function formatDate(value: Date | number | string | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return value.trim();
  return formatDateTime(typeof value === 'string' ? value.trim() : value, DATE_DISPLAY_FORMAT);
}
