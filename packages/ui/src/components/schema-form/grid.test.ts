import { describe, expect, it } from 'vitest';
import { getGridSpan, getGridSpanClass } from './grid';

describe('spec 01 §3 grid: a span of the 12 columns, whatever the schema sends', () => {
  it('reads a number or {cols}, rounds it and keeps it within 1 to 12; anything else is the full width', () => {
    expect(getGridSpan(6)).toBe(6);
    expect(getGridSpan({ cols: 4 })).toBe(4);
    expect(getGridSpan({ cols: '3' })).toBe(3);
    expect(getGridSpan(6.4)).toBe(6);
    expect(getGridSpan(-3)).toBe(1);
    expect(getGridSpan(99)).toBe(12);
    expect(getGridSpan(Number.POSITIVE_INFINITY)).toBe(12);
    expect(getGridSpan({ cols: '"><script>alert(1)</script>' })).toBe(12);
    expect(getGridSpan(undefined)).toBe(12);
    expect(getGridSpan(null)).toBe(12);
    expect(getGridSpan('wide')).toBe(12);
  });

  it('getGridSpanClass gives the full width on narrow screens and the span from sm', () => {
    expect(getGridSpanClass({ cols: 6 })).toBe('col-span-12 sm:col-span-6');
    expect(getGridSpanClass('wide')).toBe('col-span-12 sm:col-span-12');
  });
});
