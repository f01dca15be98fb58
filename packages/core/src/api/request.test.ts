import { describe, expect, it } from 'vitest';
import { fillPath, getClientIdFromSearch, joinUrl, toFieldErrors, toQueryString } from './request';

describe('spec 01 §7 / 03 §7: request helpers (placeholders, query strings, client id)', () => {
  it('a missing placeholder value throws rather than calling a wrong address', () => {
    expect(() => fillPath('/a/{id}', {})).toThrow('Missing path parameter {id}');
    expect(() => fillPath('/a/{id}', new FormData())).toThrow('Missing path parameter {id}');
    expect(fillPath('/plain', { a: 1 })).toEqual({ path: '/plain', payload: { a: 1 } });
  });

  it('encodes arrays, nested objects, dates and booleans in the query string, skipping empty values', () => {
    expect(
      toQueryString({
        a: [1, 2],
        b: { c: 'd' },
        e: null,
        f: undefined,
        g: true,
        h: false,
        i: new Date('2026-01-02T00:00:00Z'),
      }),
    ).toBe('a%5B%5D=1&a%5B%5D=2&b%5Bc%5D=d&g=1&h=0&i=2026-01-02T00%3A00%3A00.000Z');
    expect(toQueryString(undefined)).toBe('');
  });

  it('joins base URL and path with one slash and keeps absolute paths', () => {
    expect(joinUrl('https://a.test/', '/x')).toBe('https://a.test/x');
    expect(joinUrl('https://a.test', 'x')).toBe('https://a.test/x');
    expect(joinUrl('https://a.test', 'https://b.test/y')).toBe('https://b.test/y');
    expect(joinUrl('', '/x')).toBe('/x');
  });

  it('reads client_id with or without the leading question mark', () => {
    expect(getClientIdFromSearch('client_id=z')).toBe('z');
    expect(getClientIdFromSearch('?client_id=')).toBeUndefined();
    expect(getClientIdFromSearch(undefined)).toBeUndefined();
  });

  it('spec 01 §5: 422 field errors are flattened to dotted names', () => {
    expect(toFieldErrors(null)).toEqual({});
    expect(toFieldErrors({ a: [null, { b: 'c' }], d: '' })).toEqual({ 'a.b': ['c'] });
  });
});
