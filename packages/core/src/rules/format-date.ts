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
