import { describe, expect, it } from 'vitest';
import { setDateRangeStart, toDateRangeValue } from './date-range';

describe('spec 01 §9: in date ranges the end defaults to start plus 1 hour, or start plus the earlier gap', () => {
  it('a first start: the end is 1 hour later (across midnight too)', () => {
    expect(setDateRangeStart(null, '2026-03-16T09:30')).toEqual({
      start: '2026-03-16T09:30',
      end: '2026-03-16T10:30',
    });
    expect(setDateRangeStart({}, '2026-03-16T23:30')).toEqual({
      start: '2026-03-16T23:30',
      end: '2026-03-17T00:30',
    });
  });

  it('a moved start keeps the earlier gap', () => {
    const range = { start: '2026-03-16T09:00', end: '2026-03-16T11:30' };
    expect(setDateRangeStart(range, '2026-03-17T14:00')).toEqual({
      start: '2026-03-17T14:00',
      end: '2026-03-17T16:30',
    });
  });

  it('an earlier range without a positive length gives 1 hour', () => {
    const range = { start: '2026-03-16T09:00', end: '2026-03-16T08:00' };
    expect(setDateRangeStart(range, '2026-03-16T10:00').end).toBe('2026-03-16T11:00');
  });

  it('a start that is not a whole date-time keeps the end (nothing typed is lost)', () => {
    const range = { start: '2026-03-16T09:00', end: '2026-03-16T10:00' };
    expect(setDateRangeStart(range, '2026-02-31T10:00')).toEqual({
      start: '2026-02-31T10:00',
      end: '2026-03-16T10:00',
    });
    expect(setDateRangeStart(range, '')).toEqual({ start: '', end: '2026-03-16T10:00' });
    expect(toDateRangeValue('junk')).toEqual({ start: '', end: '' });
  });
});
