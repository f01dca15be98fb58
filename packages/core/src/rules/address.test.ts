import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

const full = { line_1: '100 Main Street', line_2: 'Suite 4', city: 'Columbus', state: 'OH', code: '43215' };

describe('formatAddress', () => {
  it('shows line 1, line 2, city, state and zip on one line', () => {
    expect(formatAddress(full)).toBe('100 Main Street, Suite 4, Columbus, OH 43215');
  });

  it('keeps line 2 when present and leaves it out when blank or null', () => {
    expect(formatAddress({ ...full, line_2: null })).toBe('100 Main Street, Columbus, OH 43215');
    expect(formatAddress({ ...full, line_2: '  ' })).toBe('100 Main Street, Columbus, OH 43215');
  });

  it('skips missing parts with their separators', () => {
    expect(formatAddress({ city: 'Columbus', state: 'OH' })).toBe('Columbus, OH');
    expect(formatAddress({ line_1: '100 Main Street', code: '43215' })).toBe('100 Main Street, 43215');
    expect(formatAddress({ state: 'OH', code: '43215' })).toBe('OH 43215');
    expect(formatAddress({})).toBe('');
  });

  it('trims parts and prints a zip sent as a number', () => {
    expect(formatAddress({ line_1: ' 7 Pine Road ', city: ' Denver', state: 'CO ', code: 80202 })).toBe(
      '7 Pine Road, Denver, CO 80202',
    );
  });

  it('gives an empty string for anything that is not an address', () => {
    expect(formatAddress(null)).toBe('');
    expect(formatAddress(undefined)).toBe('');
    expect(formatAddress('100 Main Street' as never)).toBe('');
  });

  it('treats hostile values as text and ignores values that are not text', () => {
    expect(
      formatAddress({ line_1: '<img src=x onerror=alert(1)>', city: '{{constructor}}', state: 'OH' }),
    ).toBe('<img src=x onerror=alert(1)>, {{constructor}}, OH');
    expect(
      formatAddress({
        line_1: { toString: () => 'evil' },
        line_2: ['a'],
        city: NaN,
        state: true,
        code: Infinity,
      }),
    ).toBe('');
  });
});
