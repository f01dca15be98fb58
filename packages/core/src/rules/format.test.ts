import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_MAX_LENGTH,
  formatAmount,
  formatDeliveryPrice,
  formatExpressPayAmount,
  formatFileSize,
  formatMoney,
  formatPhone,
  formatShippingPrice,
  maskId,
  maskPhone,
  maskSsn,
  parseMoney,
  sanitizeDateInput,
  sanitizeMoneyInput,
  sanitizePhoneInput,
  unmaskPhone,
} from './format';
import { formatDate, formatDateTime } from './format-date';

// Property runs are CPU-bound; on a busy shared machine they can pass the default 5 s time-out.
const PROPERTY_OPTIONS = { timeout: 30_000 };

describe('spec 01 §9: default money format $0,0.00 from integer cents', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [150000, '$1,500.00'],
    [800000, '$8,000.00'],
    [123456789, '$1,234,567.89'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
    [0.5, '$0.01'],
    [-0.5, '-$0.01'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
    [1e22, '$100,000,000,000,000,000,000.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%s cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('takes another symbol, or none for the bare 0,0.00 number', () => {
    expect(formatMoney(123456, { symbol: 'US$' })).toBe('US$1,234.56');
    expect(formatAmount(123456)).toBe('1,234.56');
  });

  it('does not show negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });
});

describe('spec 02 §5: shipping price shows 0.00 if free; a delivery price of 0.01 shows 0.00', () => {
  it.each([
    ['free', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [0, '0.00'],
    [-100, '0.00'],
    [1, '0.01'],
    [4999, '49.99'],
    [123456, '1,234.56'],
  ] as const)('shipping %s → %s', (price, expected) => {
    expect(formatShippingPrice(price)).toBe(expected);
  });

  it.each([
    [1, '0.00'],
    [0, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [-1, '0.00'],
    [2, '0.02'],
    [7999, '79.99'],
    [Number.NaN, '0.00'],
  ] as const)('delivery %s cents → %s', (price, expected) => {
    expect(formatDeliveryPrice(price)).toBe(expected);
  });
});

describe('spec 03 §9: express-pay amounts in USD with 2 decimals', () => {
  it.each([
    [0, '$0.00'],
    [33333, '$333.33'],
    [1234550, '$12,345.50'],
  ])('express pay %i cents → %s', (cents, expected) => {
    expect(formatExpressPayAmount(cents)).toBe(expected);
  });
});

describe('spec 01 §5: money inputs accept only digits and a dot', () => {
  it.each([
    ['1234.56', '1234.56'],
    ['$1,234.56', '1234.56'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['abc', ''],
    ['', ''],
    ['-12', '12'],
    ['１２', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeMoneyInput(input)).toBe(expected);
  });

  it('turns non-strings into an empty string, and finite numbers into their digits', () => {
    expect(sanitizeMoneyInput(null)).toBe('');
    expect(sanitizeMoneyInput({})).toBe('');
    expect(sanitizeMoneyInput(12.5)).toBe('12.5');
    expect(sanitizeMoneyInput(Number.NaN)).toBe('');
  });

  it.each([
    ['1,234.56', 123456],
    ['$12', 1200],
    ['12.5', 1250],
    ['0.005', 1],
    ['.5', 50],
    ['7.', 700],
    ['abc', null],
    ['', null],
    [12.5, 1250],
    [null, null],
    ['9'.repeat(400), null],
  ])('parseMoney(%j) → %s cents', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });
});

describe('spec 01 §5: phone inputs strip everything except digits and +', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['555.123.4567 ext', '5551234567'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizePhoneInput(input)).toBe(expected);
  });
});

describe('spec 01 §5: date text inputs accept digits only', () => {
  it.each([
    ['12/31/2026', '12312026'],
    ['2026-01-02T00:00', '202601020000'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeDateInput(input)).toBe(expected);
  });
});

describe('spec 01 §9: phone mask (###) ###-####, max 14', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678999', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555 123 4567', '(555) 123-4567'],
    ['phone: 555-123-4567', '(555) 123-4567'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('unmasks to the 10 digits', () => {
    expect(unmaskPhone('(555) 123-4567')).toBe('5551234567');
    expect(unmaskPhone(undefined)).toBe('');
  });
});

describe('spec 02 §5: SSN and ID are masked, keeping only the last 4 characters', () => {
  it.each([
    ['123-45-6789', '***-**-6789'],
    ['123456789', '***-**-6789'],
    ['***-**-6789', '***-**-6789'],
    ['89', '***-**-89'],
    ['', ''],
    ['abc', ''],
    [null, ''],
  ])('SSN %j → %j', (input, expected) => {
    expect(maskSsn(input)).toBe(expected);
  });

  it.each([
    ['D1234-5678', '****5678'],
    ['AB12CD', '****12CD'],
    ['A123456789012', '****9012'],
    ['****5678', '****5678'],
    ['--', ''],
    [undefined, ''],
  ])('ID %j → %j', (input, expected) => {
    expect(maskId(input)).toBe(expected);
  });
});

describe('spec 01 §9: file size base 1000', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [1024, '1.02 KB'],
    [2_000_000, '2 MB'],
    [3_456_789_000, '3.46 GB'],
    [1e18, '1000 PB'],
    [-1, '0 B'],
    [Number.NaN, '0 B'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('spec 01 §9: default date display shows weekday, month, day, year and time', () => {
  it('formats a local date', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 15, 5))).toBe('Saturday, November 21, 2026 3:05 PM');
  });

  it('accepts epoch milliseconds and ISO strings (local time), and a custom pattern', () => {
    const local = new Date(2026, 0, 2, 9, 30);
    expect(formatDateTime(local.getTime())).toBe('Friday, January 2, 2026 9:30 AM');
    expect(formatDateTime('2026-01-02T09:30:00')).toBe('Friday, January 2, 2026 9:30 AM');
    expect(formatDateTime(local, 'MM/dd/yyyy')).toBe('01/02/2026');
  });

  it.each([null, undefined, 'not a date', Number.NaN])('%j shows an empty string', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe(
  'spec 01 §5: masks and sanitizers never throw and are idempotent (property)',
  PROPERTY_OPTIONS,
  () => {
    const fns = { maskPhone, maskSsn, maskId, sanitizeMoneyInput, sanitizePhoneInput, sanitizeDateInput };

    it.each(Object.entries(fns))('%s is idempotent on any string', (_name, fn) => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
          (s) => {
            const once = fn(s);
            expect(typeof once).toBe('string');
            expect(fn(once)).toBe(once);
          },
        ),
      );
    });

    it.each(Object.entries(fns))('%s never throws on any value', (_name, fn) => {
      fc.assert(fc.property(fc.anything(), (value) => typeof fn(value) === 'string'));
    });

    it('the phone mask never exceeds 14 characters', () => {
      fc.assert(fc.property(fc.string(), (s) => maskPhone(s).length <= PHONE_MAX_LENGTH));
    });

    it('masked SSN and ID never reveal more than the last 4 characters', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{5,12}$/), (digits) => {
          expect(maskSsn(digits)).toBe(`***-**-${digits.slice(-4)}`);
          expect(maskId(digits)).toBe(`****${digits.slice(-4)}`);
        }),
      );
    });

    it('formatMoney never throws on any number', () => {
      fc.assert(fc.property(fc.double(), (n) => /^-?\$[\d,]+\.\d\d$/.test(formatMoney(n))));
    });
  },
);

describe('spec 01 §9: stored values shown as the shopper typed them', () => {
  it('formatPhone shows a 10-digit number with the phone mask, whatever the stored form', () => {
    for (const stored of ['5559876543', '555-987-6543', '(555) 987-6543', '+1 555 987 6543', '15559876543'])
      expect(formatPhone(stored)).toBe('(555) 987-6543');
  });

  it('formatPhone shows anything else as given, and nothing for no value', () => {
    expect(formatPhone('555-0100')).toBe('555-0100');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('call 5559876543')).toBe('call 5559876543');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('formatDate shows an ISO date as MM/DD/YYYY, the way it is typed', () => {
    expect(formatDate('1985-03-14')).toBe('03/14/1985');
    expect(formatDate('2026-12-05')).toBe('12/05/2026');
    expect(formatDate('2026-12-05T00:00:00')).toBe('12/05/2026');
    expect(formatDate(new Date(2026, 0, 2))).toBe('01/02/2026');
  });

  it('formatDate leaves text that is no ISO date as given, and gives nothing for no or an invalid date', () => {
    expect(formatDate('03/14/1985')).toBe('03/14/1985');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-13-45')).toBe('');
  });
});
