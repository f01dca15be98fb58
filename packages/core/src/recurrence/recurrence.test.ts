import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE_DURATION_MS, getDefaultRangeEnd } from '../rules/date-range';
import {
  RECURRENCE_PRESETS,
  createRecurrenceRule,
  getEndOptions,
  getOccurrences,
  getPresetOptions,
  getRecurrenceOptions,
  getRecurrenceSummary,
  toRRuleString,
} from './recurrence';

const utc = (y: number, m: number, d: number, h = 10, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));
const iso = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));
// Friday 30 January 2026, 10:00 UTC: the 5th Friday of its month, so also "the last Friday".
const dtstart = utc(2026, 1, 30);
const farEnd = { mode: 'until' as const, until: utc(2030, 1, 1) };

describe('spec 01 §9: recurrence presets', () => {
  it('lists the seven presets', () => {
    expect(RECURRENCE_PRESETS).toEqual([
      'daily',
      'weekly',
      'monthly-by-day',
      'monthly-by-weekday',
      'yearly',
      'weekdays',
      'custom',
    ]);
  });

  it.each([
    ['daily', ['2026-01-30', '2026-01-31', '2026-02-01'], 'RRULE:FREQ=DAILY;INTERVAL=1', 'every day'],
    [
      'weekly',
      ['2026-01-30', '2026-02-06', '2026-02-13'],
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=FR',
      'every week on Friday',
    ],
    [
      'monthly-by-day',
      ['2026-01-30', '2026-03-30', '2026-04-30'],
      'BYMONTHDAY=30',
      'every month on the 30th',
    ],
    [
      'monthly-by-weekday',
      ['2026-01-30', '2026-02-27', '2026-03-27'],
      'BYDAY=-1FR',
      'every month on the last Friday',
    ],
    [
      'yearly',
      ['2026-01-30', '2027-01-30', '2028-01-30'],
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=1;BYMONTHDAY=30',
      'every January on the 30th',
    ],
    [
      'weekdays',
      ['2026-01-30', '2026-02-02', '2026-02-03'],
      'BYDAY=MO,TU,WE,TH,FR',
      'every week on Monday, Tuesday, Wednesday, Thursday, Friday',
    ],
    ['custom', ['2026-01-30', '2026-01-31', '2026-02-01'], 'FREQ=DAILY;INTERVAL=1', 'every day'],
  ] as const)('%s → first dates %j, rule %s, summary %j', (preset, dates, rrule, summary) => {
    const input = { preset, dtstart, end: { mode: 'count' as const, count: 3 } };
    expect(iso(createRecurrenceRule(input).all())).toEqual(dates);
    expect(toRRuleString(input)).toContain(rrule);
    expect(getRecurrenceSummary(input)).toBe(`${summary} for 3 times`);
  });

  it('monthly by weekday uses the nth weekday of the start (2nd Tuesday)', () => {
    const start = utc(2026, 3, 10); // Tuesday 10 March 2026
    const rule = createRecurrenceRule({
      preset: 'monthly-by-weekday',
      dtstart: start,
      end: { mode: 'count', count: 3 },
    });
    expect(iso(rule.all())).toEqual(['2026-03-10', '2026-04-14', '2026-05-12']);
    expect(getRecurrenceSummary(rule)).toBe('every month on the 2nd Tuesday for 3 times');
  });

  it('custom takes freq, interval, byweekday, bymonthday and bymonth', () => {
    const options = getPresetOptions('custom', dtstart, { freq: 2, interval: 2, byweekday: [0, 2] });
    expect(options).toEqual({ freq: 2, interval: 2, byweekday: [0, 2] });
    const rule = createRecurrenceRule({
      preset: 'custom',
      dtstart: utc(2026, 2, 2),
      custom: { freq: 2, interval: 2, byweekday: [0, 2] },
      end: { mode: 'count', count: 4 },
    });
    expect(iso(rule.all())).toEqual(['2026-02-02', '2026-02-04', '2026-02-16', '2026-02-18']);
    expect(getPresetOptions('custom', dtstart, { freq: 1, bymonthday: [1], bymonth: [6] })).toEqual({
      freq: 1,
      interval: 1,
      bymonthday: [1],
      bymonth: [6],
    });
  });

  it('custom defaults to daily and repairs a junk interval', () => {
    expect(getPresetOptions('custom', dtstart)).toEqual({ freq: 3, interval: 1 });
    expect(getPresetOptions('custom', dtstart, { interval: -4 })).toEqual({ freq: 3, interval: 1 });
    expect(getPresetOptions('custom', dtstart, { interval: 2.7 })).toEqual({ freq: 3, interval: 2 });
  });
});

describe('spec 01 §4 and §5: recurrence end modes', () => {
  it('never is limited to 1 year after the start', () => {
    expect(getEndOptions({ mode: 'never' }, dtstart)).toEqual({ until: utc(2027, 1, 30), count: null });
    const daily = createRecurrenceRule({ preset: 'daily', dtstart });
    expect(daily.all()).toHaveLength(366);
    expect(daily.all().at(-1)).toEqual(utc(2027, 1, 30));
    expect(getRecurrenceOptions({ preset: 'daily', dtstart }).until).toEqual(utc(2027, 1, 30));
  });

  it('until stops on that date', () => {
    const rule = createRecurrenceRule({
      preset: 'daily',
      dtstart,
      end: { mode: 'until', until: utc(2026, 2, 2) },
    });
    expect(iso(rule.all())).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(getRecurrenceSummary(rule)).toBe('every day until February 2, 2026');
  });

  it('an invalid until date falls back to the 1-year cap', () => {
    expect(getEndOptions({ mode: 'until', until: new Date(Number.NaN) }, dtstart).until).toEqual(
      utc(2027, 1, 30),
    );
  });

  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
    [2.9, 2],
    [Number.NaN, 0],
    ['junk', 0],
  ])('after a count of %j → count %i (minimum 0)', (count, expected) => {
    expect(getEndOptions({ mode: 'count', count: count as number }, dtstart)).toEqual({
      count: expected,
      until: null,
    });
    expect(
      createRecurrenceRule({
        preset: 'daily',
        dtstart,
        end: { mode: 'count', count: count as number },
      }).all(),
    ).toHaveLength(expected);
  });

  it('a missing end mode means never', () => {
    expect(getEndOptions(null as never, dtstart).until).toEqual(utc(2027, 1, 30));
  });
});

describe('spec 01 §9: occurrences in a range', () => {
  it('lists occurrences inside the range, both ends included', () => {
    const input = { preset: 'weekly' as const, dtstart, end: farEnd };
    expect(iso(getOccurrences(input, { start: utc(2026, 2, 6), end: utc(2026, 2, 20) }))).toEqual([
      '2026-02-06',
      '2026-02-13',
      '2026-02-20',
    ]);
  });

  it('stops at the limit (default 1000)', () => {
    const rule = createRecurrenceRule({ preset: 'daily', dtstart, end: farEnd });
    expect(getOccurrences(rule, { start: dtstart, end: utc(2030, 1, 1) }, 5)).toHaveLength(5);
    expect(getOccurrences(rule, { start: dtstart, end: utc(2030, 1, 1) })).toHaveLength(1000);
    expect(getOccurrences(rule, { start: dtstart, end: utc(2030, 1, 1) }, 0)).toEqual([]);
  });

  it('an empty or reversed range has no occurrences', () => {
    const rule = createRecurrenceRule({ preset: 'daily', dtstart });
    expect(getOccurrences(rule, { start: utc(2026, 3, 1), end: utc(2026, 2, 1) })).toEqual([]);
  });

  it('serializes to the iCalendar text', () => {
    const text = toRRuleString(
      createRecurrenceRule({ preset: 'weekdays', dtstart, end: { mode: 'count', count: 5 } }),
    );
    expect(text).toBe('DTSTART:20260130T100000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR;COUNT=5');
  });
});

describe('spec 01 §9: date-range end defaults to start + 1 hour, or start + the earlier gap', () => {
  const start = utc(2026, 5, 1, 9);
  it.each([
    ['no earlier range', undefined, utc(2026, 5, 1, 10)],
    ['null', null, utc(2026, 5, 1, 10)],
    [
      'an earlier 30-minute range',
      { start: utc(2026, 4, 1, 8), end: utc(2026, 4, 1, 8, 30) },
      utc(2026, 5, 1, 9, 30),
    ],
    ['an earlier 2-day range', { start: utc(2026, 4, 1), end: utc(2026, 4, 3) }, utc(2026, 5, 3, 9)],
    ['an earlier empty range', { start: utc(2026, 4, 1), end: utc(2026, 4, 1) }, utc(2026, 5, 1, 10)],
    ['an earlier reversed range', { start: utc(2026, 4, 2), end: utc(2026, 4, 1) }, utc(2026, 5, 1, 10)],
    ['an earlier invalid range', { start: new Date(Number.NaN), end: utc(2026, 4, 1) }, utc(2026, 5, 1, 10)],
  ])('%s → %s', (_label, previous, expected) => {
    expect(getDefaultRangeEnd(start, previous)).toEqual(expected);
  });

  it('1 hour is 3600000 ms', () => {
    expect(DEFAULT_RANGE_DURATION_MS).toBe(3_600_000);
  });
});

describe('spec 01 §4: the recurrence summary in Spanish', () => {
  it.each([
    ['weekly', 'cada semana el viernes, 3 veces'],
    ['monthly-by-weekday', 'cada mes el último viernes, 3 veces'],
    ['daily', 'cada día, 3 veces'],
  ] as const)('%s reads %j', (preset, summary) => {
    expect(getRecurrenceSummary({ preset, dtstart, end: { mode: 'count', count: 3 } }, 'es')).toBe(summary);
  });

  it('an end date is written the Spanish way', () => {
    const rule = createRecurrenceRule({
      preset: 'daily',
      dtstart,
      end: { mode: 'until', until: utc(2026, 2, 2) },
    });
    expect(getRecurrenceSummary(rule, 'es')).toBe('cada día hasta el 2 de febrero de 2026');
  });

  it('English stays the default', () => {
    expect(getRecurrenceSummary({ preset: 'daily', dtstart, end: { mode: 'count', count: 3 } })).toBe(
      'every day for 3 times',
    );
  });
});
