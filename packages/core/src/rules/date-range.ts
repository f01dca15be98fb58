/** A date range's default length when no earlier range gives one: 1 hour (01 §9). */
export const DEFAULT_RANGE_DURATION_MS = 60 * 60 * 1000;

/**
 * The default end of a date range whose start was picked (01 §9): start plus the earlier range's
 * length when an earlier range with a positive length is given, else start plus 1 hour.
 */
export function getDefaultRangeEnd(start: Date, previous?: { start: Date; end: Date } | null): Date {
  const gap = previous ? previous.end.getTime() - previous.start.getTime() : Number.NaN;
  return new Date(start.getTime() + (gap > 0 ? gap : DEFAULT_RANGE_DURATION_MS));
}

/**
 * The value of a date-range field: start and end as local date-times (`YYYY-MM-DDTHH:mm`, the form of a
 * `datetime-local` input), each '' until chosen.
 */
export interface DateRangeValue {
  start: string;
  end: string;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function parseLocal(value: unknown): Date | null {
  const match = typeof value === 'string' ? LOCAL.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // 2026-02-31 rolls over in Date: such a value is not a date.
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

function formatLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-range value read from anything (a schema's value, a server's answer): missing parts are ''. */
export function toDateRangeValue(value: unknown): DateRangeValue {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    start: typeof v.start === 'string' ? v.start : '',
    end: typeof v.end === 'string' ? v.end : '',
  };
}

/**
 * The range after its start changes (01 §9): the end moves to the new start plus the earlier gap (the
 * range's length before the change, when it had a positive one), else plus 1 hour. A start that is not a
 * whole local date-time keeps the end as it was (nothing typed is lost).
 */
export function setDateRangeStart(value: unknown, start: string): DateRangeValue {
  const current = toDateRangeValue(value);
  const next = parseLocal(start);
  if (!next) return { start, end: current.end };
  const before = parseLocal(current.start);
  const beforeEnd = parseLocal(current.end);
  const previous = before && beforeEnd ? { start: before, end: beforeEnd } : null;
  return { start, end: formatLocal(getDefaultRangeEnd(next, previous)) };
}
