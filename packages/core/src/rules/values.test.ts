import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmountString, isFlagSet, parseAmountToCents, parseInteger } from './values';

describe('spec 02 §5: offer amounts arrive as dollar strings or numbers and become integer cents', () => {
  it.each<[unknown, number | null]>([
    ['1200.00', 120000],
    ['1200', 120000],
    [1200, 120000],
    [1200.5, 120050],
    ['0.00', 0],
    [0, 0],
    ['0.29', 29],
    [0.29, 29],
    [1.005, 101],
    ['1.005', 101],
    ['1.004', 100],
    ['-1.005', -101],
    ['$1,200.50', 120050],
    ['  $1,234,567.8 ', 123456780],
    ['.5', 50],
    ['5.', 500],
    ['-25.10', -2510],
    ['+3', 300],
    [-0, 0],
    ['-0.00', 0],
    ['', null],
    ['   ', null],
    ['.', null],
    ['abc', null],
    ['12abc', null],
    ['1,2', null],
    ['1.2.3', null],
    ['$', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['9'.repeat(400), null],
    [null, null],
    [undefined, null],
    [{}, null],
    [[12], null],
    [true, null],
  ])('%j → %j', (input, expected) => {
    expect(parseAmountToCents(input)).toBe(expected);
  });

  it('never throws and always gives an integer or null, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.anything()), (input) => {
        const cents = parseAmountToCents(input);
        expect(cents === null || Number.isInteger(cents)).toBe(true);
      }),
    );
  });

  it('reads back what centsToAmountString writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseAmountToCents(centsToAmountString(cents))).toBe(cents);
      }),
    );
  });
});

describe('spec 02 §9: payment amount is fixed to 2 decimals', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [29, '0.29'],
    [120000, '1200.00'],
    [123456789, '1234567.89'],
    [-2510, '-25.10'],
    [100.6, '1.01'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%d cents → %s', (cents, expected) => {
    expect(centsToAmountString(cents)).toBe(expected);
  });
});

describe('server flags (sac_110_day, option_c_enabled, skip_verification…) read as booleans', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [Number.NaN, false],
    ['1', true],
    ['0', false],
    ['true', true],
    [' TRUE ', true],
    ['yes', true],
    ['Y', true],
    ['false', false],
    ['', false],
    ['junk', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%j → %s', (input, expected) => {
    expect(isFlagSet(input)).toBe(expected);
  });
});

describe('whole numbers sent as numbers or strings (checkout steps)', () => {
  it.each<[unknown, number | null]>([
    [4, 4],
    ['4', 4],
    [' 13 ', 13],
    ['-1', -1],
    [4.5, null],
    ['4.5', null],
    ['', null],
    ['four', null],
    [null, null],
    [undefined, null],
    [true, null],
  ])('%j → %j', (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });
});
