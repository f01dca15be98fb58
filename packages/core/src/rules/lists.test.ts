import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, PAGE_SIZE, getPagerWindow } from './lists';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('spec 01 §9: list page size 25, starting at page 1', () => {
  it('has the constants of the spec', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(FIRST_PAGE).toBe(1);
  });
});

describe('spec 01 §9: pager window of up to 9 page numbers, 4 either side of the current', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, range(1, 5)],
    [3, 5, range(1, 5)],
    [5, 9, range(1, 9)],
    [1, 20, range(1, 9)],
    [2, 20, range(1, 9)],
    [5, 20, range(1, 9)],
    [6, 20, range(2, 10)],
    [10, 20, range(6, 14)],
    [16, 20, range(12, 20)],
    [17, 20, range(12, 20)],
    [20, 20, range(12, 20)],
    [10, 10, range(2, 10)],
  ])('page %i of %i → %j', (current, last, expected) => {
    expect(getPagerWindow(current, last)).toEqual(expected);
  });

  it.each([
    [0, 20, range(1, 9)],
    [-3, 20, range(1, 9)],
    [99, 20, range(12, 20)],
    [Number.NaN, 20, range(1, 9)],
    ['junk', 20, range(1, 9)],
    ['10', '20', range(6, 14)],
    [10.7, 20.2, range(6, 14)],
    [1, 0, []],
    [1, -5, []],
    [1, Number.NaN, []],
    [1, '', []],
    [null, null, []],
  ])('edge: page %j of %j → %j', (current, last, expected) => {
    expect(getPagerWindow(current as number, last as number)).toEqual(expected);
  });

  it('always holds min(9, last) consecutive pages including the current one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = getPagerWindow(current, last);
        expect(pages).toHaveLength(Math.min(9, last));
        expect(pages).toContain(current);
        expect(pages).toEqual(range(pages[0]!, pages[0]! + pages.length - 1));
        expect(pages[pages.length - 1]).toBeLessThanOrEqual(last);
      }),
    );
  });

  it('never throws on any input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) =>
        Array.isArray(getPagerWindow(a as never, b as never)),
      ),
    );
  });
});
