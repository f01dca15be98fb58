import { addYears, isValid } from 'date-fns';
import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType } from 'rrule';

// rrule ships ESM for bundlers but plain CommonJS for Node, where a named import fails at run time;
// reading the namespace (or its default) works in both. The default is read through Reflect.get: a
// plain `.default` on the namespace makes a bundler of the ESM build (which has no default export) warn
// IMPORT_IS_UNDEFINED in every app that imports @leasekit/core/recurrence.
const { RRule } = (
  'RRule' in rruleModule ? rruleModule : Reflect.get(rruleModule, 'default')
) as typeof rruleModule;

/** The recurrence presets of the editor (01 §9). */
export const RECURRENCE_PRESETS = [
  'daily',
  'weekly',
  'monthly-by-day',
  'monthly-by-weekday',
  'yearly',
  'weekdays',
  'custom',
] as const;

/** A preset of {@link RECURRENCE_PRESETS}. */
export type RecurrencePreset = (typeof RECURRENCE_PRESETS)[number];

/** How a recurrence ends (01 §4): never (limited to 1 year), on a date, or after a count. */
export type RecurrenceEnd =
  { mode: 'never' } | { mode: 'until'; until: Date } | { mode: 'count'; count: number };

/** The end modes of {@link RecurrenceEnd}. */
export const RECURRENCE_END_MODES = ['never', 'until', 'count'] as const;

/** A never-ending recurrence stops this many years after its start (01 §4). */
export const RECURRENCE_NEVER_LIMIT_YEARS = 1;

/** The smallest count of an end-after-count recurrence (01 §5). */
export const RECURRENCE_MIN_COUNT = 0;

/** Most occurrences {@link getOccurrences} returns unless told otherwise. */
export const DEFAULT_OCCURRENCE_LIMIT = 1000;

/** The rule fields a custom recurrence may set (01 §3 "Recurrence": freq, interval, byweekday, bymonthday). */
export type CustomRecurrence = Pick<
  Partial<Options>,
  'freq' | 'interval' | 'byweekday' | 'bymonthday' | 'bymonth'
>;

/** Inputs of {@link getRecurrenceOptions}. Dates are read in UTC, as rrule reads them. */
export interface RecurrenceInput {
  /** The preset; `custom` takes its fields from `custom`. */
  preset: RecurrencePreset;
  /** The first occurrence; it also gives the weekday, day of month and month of the presets. */
  dtstart: Date;
  /** How it ends; defaults to never (capped at 1 year after `dtstart`). */
  end?: RecurrenceEnd;
  /** The fields of a `custom` recurrence; ignored by the other presets. Defaults to daily. */
  custom?: CustomRecurrence;
}

/** rrule numbers weekdays from Monday (0) to Sunday (6); JavaScript from Sunday (0). */
function rruleWeekday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

/**
 * The rrule fields of a preset for a start date (01 §9): daily; weekly on the start's weekday;
 * monthly on the start's day of month; monthly on the start's nth weekday (a 5th weekday becomes
 * "the last", so the rule fires every month); yearly on the start's month and day; weekdays
 * (Monday to Friday, weekly); custom from `custom` (default daily, interval 1).
 */
export function getPresetOptions(
  preset: RecurrencePreset,
  dtstart: Date,
  custom: CustomRecurrence = {},
): Partial<Options> {
  const weekday = rruleWeekday(dtstart);
  const day = dtstart.getUTCDate();
  switch (preset) {
    case 'daily':
      return { freq: RRule.DAILY, interval: 1 };
    case 'weekly':
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [weekday] };
    case 'monthly-by-day':
      return { freq: RRule.MONTHLY, interval: 1, bymonthday: [day] };
    case 'monthly-by-weekday': {
      const nth = Math.ceil(day / 7);
      return {
        freq: RRule.MONTHLY,
        interval: 1,
        byweekday: [new rruleModule.Weekday(weekday, nth === 5 ? -1 : nth)],
      };
    }
    case 'yearly':
      return { freq: RRule.YEARLY, interval: 1, bymonth: [dtstart.getUTCMonth() + 1], bymonthday: [day] };
    case 'weekdays':
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [0, 1, 2, 3, 4] };
    default:
      return {
        freq: custom.freq ?? RRule.DAILY,
        interval: Math.max(1, Math.floor(Number(custom.interval) || 1)),
        ...(custom.byweekday != null && { byweekday: custom.byweekday }),
        ...(custom.bymonthday != null && { bymonthday: custom.bymonthday }),
        ...(custom.bymonth != null && { bymonth: custom.bymonth }),
      };
  }
}

/**
 * The rrule end fields (01 §4, §5): never → until 1 year after `dtstart`; until → that date (an
 * invalid date falls back to the 1-year cap); count → the count, at least 0, fractions floored
 * (a non-number counts as 0).
 */
export function getEndOptions(end: RecurrenceEnd, dtstart: Date): Pick<Options, 'until' | 'count'> {
  if (end?.mode === 'count') {
    const count = Math.floor(Number(end.count));
    return {
      count: Number.isFinite(count) ? Math.max(RECURRENCE_MIN_COUNT, count) : RECURRENCE_MIN_COUNT,
      until: null,
    };
  }
  if (end?.mode === 'until' && end.until instanceof Date && isValid(end.until)) {
    return { until: end.until, count: null };
  }
  return { until: addYears(dtstart, RECURRENCE_NEVER_LIMIT_YEARS), count: null };
}

/** The full rrule options of a recurrence: preset fields, start and end. */
export function getRecurrenceOptions(input: RecurrenceInput): Partial<Options> {
  return {
    ...getPresetOptions(input.preset, input.dtstart, input.custom),
    dtstart: input.dtstart,
    ...getEndOptions(input.end ?? { mode: 'never' }, input.dtstart),
  };
}

/** Builds the rrule `RRule` of a recurrence; see {@link getRecurrenceOptions}. */
export function createRecurrenceRule(input: RecurrenceInput): RRuleType {
  return new RRule(getRecurrenceOptions(input));
}

/** The iCalendar text of a rule (`DTSTART:…\nRRULE:FREQ=…`), for storage or the server. */
export function toRRuleString(rule: RRuleType | RecurrenceInput): string {
  return (rule instanceof RRule ? rule : createRecurrenceRule(rule)).toString();
}

/**
 * The occurrences of a rule inside a range, both ends included, in order. Stops after `limit`
 * occurrences (default 1000), so a custom rule with a far end date cannot run away.
 */
export function getOccurrences(
  rule: RRuleType | RecurrenceInput,
  range: { start: Date; end: Date },
  limit: number = DEFAULT_OCCURRENCE_LIMIT,
): Date[] {
  const rrule = rule instanceof RRule ? rule : createRecurrenceRule(rule);
  const dates: Date[] = [];
  if (!(limit > 0)) return dates;
  rrule.between(range.start, range.end, true, (date) => {
    dates.push(date);
    return dates.length < limit;
  });
  return dates;
}

// rrule's toText builds its sentence from these English words; Spanish swaps each word, which reads
// naturally for the editor's rules ('cada semana el lunes, 3 veces').
const SPANISH_WORDS: Record<string, string> = {
  every: 'cada',
  day: 'día',
  days: 'días',
  week: 'semana',
  weeks: 'semanas',
  month: 'mes',
  months: 'meses',
  year: 'año',
  years: 'años',
  hour: 'hora',
  hours: 'horas',
  minute: 'minuto',
  minutes: 'minutos',
  weekday: 'día laborable',
  weekdays: 'días laborables',
  on: 'el',
  'on the': 'el',
  the: 'el',
  in: 'en',
  at: 'a las',
  and: 'y',
  or: 'o',
  for: 'durante',
  time: 'vez',
  times: 'veces',
  until: 'hasta el',
  last: 'último',
  st: 'º',
  nd: 'º',
  rd: 'º',
  th: 'º',
  DAY: 'DÍA',
  MONTH: 'MES',
  YEAR: 'AÑO',
  '(~ approximate)': '(~ aproximado)',
  'RRule error: Unable to fully convert this rrule to text': 'No se puede describir esta regla',
};

const SPANISH = {
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  monthNames: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  // Only rrule's text parser reads tokens; the summary never parses.
  tokens: {},
};

/**
 * A plain-language summary of a rule in the given locale (English by default), e.g. 'every week on
 * Monday for 3 times' or, in Spanish, 'cada semana el lunes, 3 veces' (rrule's toText).
 */
export function getRecurrenceSummary(rule: RRuleType | RecurrenceInput, locale: 'en' | 'es' = 'en'): string {
  const rrule = rule instanceof RRule ? rule : createRecurrenceRule(rule);
  if (locale === 'en') return rrule.toText();
  return (
    rrule
      .toText(
        (word) => SPANISH_WORDS[String(word)] ?? String(word),
        SPANISH,
        (year, month, day) => `${day} de ${month} de ${year}`,
      )
      // 'for 3 times' has no word-for-word Spanish; ', 3 veces' is how it is said.
      .replace(/ durante (\d+ (?:vez|veces))/, ', $1')
  );
}
