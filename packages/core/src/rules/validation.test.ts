import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MessageDescriptor, formatMessage, t } from '../messages';
import {
  IDENTITY_PHONE_FIELD,
  RULE_NAMES,
  type RuleParams,
  getCoApplicantAddressError,
  getLockedApplicantFields,
  getPresenceDependencies,
  getProductSelectionError,
  isApplicantFieldLocked,
  isCheckpointRoute,
  isEmptyValue,
  isFieldRequired,
  isKnownRule,
  normalizeRule,
  validateField,
  validateForm,
  validateRule,
} from './validation';

// Property runs are CPU-bound; on a busy shared machine they can pass the default 5 s time-out.
const PROPERTY_OPTIONS = { timeout: 30_000 };

/** The English text of a rule's outcome for a field labelled 'Amount', or null when it passes. */
function text(name: string, value: unknown, params: RuleParams = {}, label = 'Amount'): string | null {
  const result = validateRule(name, value, params, { label });
  return result && formatMessage(result);
}

describe('spec 01 §5: application rules table, with the field label substituted', () => {
  it.each([
    // Number: only digits, minus and dot.
    ['number', '123', null],
    ['number', '-12.50', null],
    ['number', '1.2.3', null],
    ['number', 42, null],
    ['number', '12a', 'The Amount value must be a valid number.'],
    ['number', '1,000', 'The Amount value must be a valid number.'],
    ['number', '1e5', 'The Amount value must be a valid number.'],
    ['number', ' 12', 'The Amount value must be a valid number.'],
    ['number', {}, 'The Amount value must be a valid number.'],
    // Phone: exactly 10 digits, optionally with a space after each digit.
    ['phone', '5551234567', null],
    ['phone', '5 5 5 1 2 3 4 5 6 7', null],
    ['phone', '555 123 4567', null],
    ['phone', 5551234567, null],
    ['phone', '555123456', 'The Amount value must be a phone number.'],
    ['phone', '55512345678', 'The Amount value must be a phone number.'],
    ['phone', '(555) 123-4567', 'The Amount value must be a phone number.'],
    ['phone', '555  1234567', 'The Amount value must be a phone number.'],
    ['phone', ' 5551234567', 'The Amount value must be a phone number.'],
    // Alphanumeric: letters, digits and underscore.
    ['alphanumeric', 'abc_123', null],
    ['alphanumeric', 'Año_2', null],
    ['alphanumeric', 'abc-123', 'The Amount value must only contain alpha numeric characters, numbers or _.'],
    ['alphanumeric', 'a b', 'The Amount value must only contain alpha numeric characters, numbers or _.'],
    // URL, with {host} (default https://).
    ['url', 'http://example.com', null],
    ['url', 'https://example.com/path?q=1', null],
    ['url', 'HTTP://EXAMPLE.COM', null],
    ['url', 'ftp://example.com', 'The Amount value must be a valid URL and start with http:// or https://'],
    ['url', 'example.com', 'The Amount value must be a valid URL and start with http:// or https://'],
    ['url', 'http://', 'The Amount value must be a valid URL and start with http:// or https://'],
    ['url', 'https://', 'The Amount value must be a valid URL and start with http:// or https://'],
    ['url', 'http:// bad host', 'The Amount value must be a valid URL and start with http:// or https://'],
    // Date rules always pass.
    ['date', 'not a date', null],
    ['date_format', '99/99/9999', null],
    ['valid_date', '02/30/2026', null],
  ])('%s(%j) → %j', (name, value, expected) => {
    expect(text(name, value)).toBe(expected);
  });

  it('URL takes another host as the second allowed start', () => {
    expect(text('url', 'www.example.com', { host: 'www.' })).toBeNull();
    expect(text('url', 'www.', { host: 'www.' })).toBe(
      'The Amount value must be a valid URL and start with http:// or www.',
    );
    expect(text('url', 'https://example.com', { host: 'www.' })).toBe(
      'The Amount value must be a valid URL and start with http:// or www.',
    );
  });

  it.each([
    ['^\\d{3}$', undefined, '123', null],
    ['^\\d{3}$', undefined, '12a', 'The Amount value must be valid.'],
    ['/^abc$/i', undefined, 'ABC', null],
    ['^abc$', 'i', 'ABC', null],
    ['^abc$', 'gi', 'ABC', null],
    ['^abc$', undefined, 'ABC', 'The Amount value must be valid.'],
    ['^a', undefined, {}, 'The Amount value must be valid.'],
    ['(unclosed', undefined, 'anything', null],
    [undefined, undefined, 'anything', null],
  ])('Regex %j flags %j on %j → %j', (pattern, flags, value, expected) => {
    expect(text('regex', value, { pattern, flags })).toBe(expected);
  });

  it('a global regex gives the same answer every time', () => {
    const params = { pattern: '/^a/g' };
    expect(text('regex', 'abc', params)).toBeNull();
    expect(text('regex', 'abc', params)).toBeNull();
  });

  it('Identity phone: required, mask (###) ###-####, max 14', () => {
    expect(IDENTITY_PHONE_FIELD.mask).toBe('(###) ###-####');
    const ctx = { label: 'Mobile phone' };
    expect(formatMessage(validateField('', IDENTITY_PHONE_FIELD.rules, ctx)!)).toBe('Enter Mobile phone');
    expect(validateField('(555) 123-4567', IDENTITY_PHONE_FIELD.rules, ctx)).toBeNull();
    expect(formatMessage(validateField('(555) 123-45678', IDENTITY_PHONE_FIELD.rules, ctx)!)).toBe(
      'Mobile phone must be 14 characters or fewer',
    );
  });
});

describe('spec 01 §5: named rules', () => {
  it.each([
    // allowed values (spec text)
    ['in', 'b', { values: ['a', 'b'] }, null],
    ['in', 2, { values: ['1', '2'] }, null],
    ['in', ['a', 'b'], { values: ['a', 'b', 'c'] }, null],
    ['in', 'z', { values: ['a', 'b'] }, 'The Amount value is not in the allowed values.'],
    ['in', ['a', 'z'], { values: ['a', 'b'] }, 'The Amount value is not in the allowed values.'],
    ['in', 'a', { values: [] }, 'The Amount value is not in the allowed values.'],
    ['in', {}, { values: ['a'] }, 'The Amount value is not in the allowed values.'],
    ['in', 'a', {}, null],
    // exists / unique: only with known values, else the server decides
    ['exists', 'a', { values: ['a'] }, null],
    ['exists', 'x', { values: ['a'] }, 'Select Amount from the list'],
    ['exists', 'x', {}, null],
    ['unique', 'x', { values: ['a'] }, null],
    ['unique', 'a', { values: ['a'] }, 'Amount is already in use. Enter a different one'],
    ['unique', 'a', {}, null],
    // file_exists: an uploaded file record (id or token)
    ['file_exists', { id: 5, original_name: 'a.pdf' }, {}, null],
    ['file_exists', { token: 'abc' }, {}, null],
    ['file_exists', [{ id: 1 }, { id: 2 }], {}, null],
    ['file_exists', [{ id: 1 }, {}], {}, 'The Amount file could not be found. Upload it again'],
    ['file_exists', 'a.pdf', {}, 'The Amount file could not be found. Upload it again'],
    ['file_exists', { id: '' }, {}, 'The Amount file could not be found. Upload it again'],
    // nullable: a marker, always passes
    ['nullable', 'anything', {}, null],
    // numeric: a well-formed number
    ['numeric', '12', {}, null],
    ['numeric', '-12.5', {}, null],
    ['numeric', '.5', {}, null],
    ['numeric', ' 7 ', {}, null],
    ['numeric', 3.14, {}, null],
    ['numeric', '1.2.3', {}, 'Amount must be a number'],
    ['numeric', '12abc', {}, 'Amount must be a number'],
    ['numeric', Number.NaN, {}, 'Amount must be a number'],
    // telephone: 10 digits (or 11 starting with 1) with usual punctuation
    ['telephone', '(555) 123-4567', {}, null],
    ['telephone', '+1 555.123.4567', {}, null],
    ['telephone', '5551234567', {}, null],
    ['telephone', '555-1234', {}, 'Enter Amount as a phone number, like (555) 555-0123'],
    ['telephone', '+44 555 123 4567', {}, 'Enter Amount as a phone number, like (555) 555-0123'],
    ['telephone', '555-123-4567 ext 1', {}, 'Enter Amount as a phone number, like (555) 555-0123'],
    // username
    ['username', 'jane.doe-99_x', {}, null],
    ['username', 'jane doe', {}, 'Amount must only include letters, numbers, dots, dashes and underscores'],
    ['username', 'jané', {}, 'Amount must only include letters, numbers, dots, dashes and underscores'],
  ] as const)('%s(%j, %j) → %j', (name, value, params, expected) => {
    expect(text(name, value, params as RuleParams)).toBe(expected);
  });

  it('date rules check only when strict (our option; the spec says they always pass)', () => {
    expect(text('date', '2026-02-28', { strict: true })).toBeNull();
    expect(text('date', '02/28/2026', { strict: true })).toBeNull();
    expect(text('date', new Date(2026, 1, 28), { strict: true })).toBeNull();
    expect(text('date', new Date(Number.NaN), { strict: true })).toBe('Amount must be a real date');
    expect(text('date', '2026-02-30', { strict: true })).toBe('Amount must be a real date');
    expect(text('date', 'soon', { strict: true })).toBe('Amount must be a real date');
    expect(text('date', {}, { strict: true })).toBe('Amount must be a real date');
    expect(text('date_format', '2026-12-31', { strict: true, format: 'yyyy-MM-dd' })).toBeNull();
    expect(text('date_format', '12/31/2026', { strict: true, format: 'yyyy-MM-dd' })).toBe(
      'Enter Amount in the format yyyy-MM-dd',
    );
    expect(text('date_format', '12/31/2026', { strict: true })).toBeNull();
    expect(text('valid_date', '02292028', { strict: true })).toBeNull();
    expect(text('valid_date', '02/29/2027', { strict: true })).toBe('Amount must be a real date');
    expect(text('valid_date', '02292027', { strict: true })).toBe('Amount must be a real date');
  });

  it.each([
    ['2026-02-28T10:00:00Z', 'MM/dd/yyyy', true],
    ['2026-13-01', 'MM/dd/yyyy', false],
    ['3/7/2026', 'M/d/yyyy', true],
    ['3/32/2026', 'M/d/yyyy', false],
    ['28.02.2026', 'dd.MM.yyyy', true],
    ['28x02x2026', 'dd.MM.yyyy', false],
    ['02/29', 'MM/dd', true],
    ['02/30', 'MM/dd', false],
    ['12/31/2026 10:00', 'MM/dd/yyyy', false],
    ['00/10/2026', 'MM/dd/yyyy', false],
  ])('strict date_format: %j in %s → valid %s', (value, format, valid) => {
    expect(text('date_format', value, { strict: true, format }) === null).toBe(valid);
  });

  it('matches compares with another field of the form', () => {
    const ctx = {
      label: 'Checking account confirmation',
      values: { checking_account: '12345' },
      labels: { checking_account: 'Checking account' },
    };
    expect(validateRule('matches', '12345', { field: 'checking_account' }, ctx)).toBeNull();
    expect(formatMessage(validateRule('matches', '1234', { field: 'checking_account' }, ctx)!)).toBe(
      'Checking account confirmation must be the same as Checking account',
    );
    expect(validateRule('matches', '1234', { field: 'x', otherLabel: 'X' }, ctx)?.params).toEqual({
      field: 'Checking account confirmation',
      other: 'X',
    });
    expect(validateRule('matches', '', { field: 'missing' }, ctx)).toBeNull();
    expect(validateRule('matches', 'a', {}, {})?.params).toEqual({ field: 'field', other: '' });
  });

  it('an unknown rule passes (the server validates again) with a development warning, once per name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isKnownRule('required')).toBe(true);
    expect(isKnownRule('toString')).toBe(false);
    expect(isKnownRule(42)).toBe(false);
    expect(validateRule('frobnicate', 'secret-value')).toBeNull();
    expect(validateRule('frobnicate', 'x')).toBeNull();
    expect(validateRule('__proto__', 'x')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('unknown validation rule "frobnicate"');
    // Only the rule's name is logged, never the value.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-value');
    warn.mockRestore();
  });

  it('an unknown rule is not warned about in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(validateRule('never-seen-in-production', 'x')).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
      warn.mockRestore();
    }
  });

  it('a custom message code replaces the rule message; a blank one is ignored', () => {
    expect(validateRule('required', '', { message: 'validation.productRequired' })).toEqual({
      code: 'validation.productRequired',
      params: { field: 'field' },
    });
    expect(validateRule('required', '', { message: '' })?.code).toBe('validation.required');
    expect(formatMessage(validateRule('required', '', { message: 'custom.code' })!)).toBe('custom.code');
  });

  it('every rule name has a check and a message code in the catalogue', () => {
    for (const name of RULE_NAMES) {
      expect(isKnownRule(name)).toBe(true);
      const result = validateRule(name, Symbol('junk'), { values: [], value: 1, pattern: 'x', strict: true });
      if (result) expect(t(result.code)).not.toBe(result.code);
    }
  });
});

describe('spec 01 §5: required, lengths, values and collection item counts', () => {
  it.each([
    ['required', '', {}, 'Enter Amount'],
    ['required', '   ', {}, 'Enter Amount'],
    ['required', null, {}, 'Enter Amount'],
    ['required', undefined, {}, 'Enter Amount'],
    ['required', [], {}, 'Enter Amount'],
    ['required', 0, {}, null],
    ['required', false, {}, null],
    ['required', 'x', {}, null],
    ['max', 'abcd', { value: 3 }, 'Amount must be 3 characters or fewer'],
    ['max', 'abc', { value: 3 }, null],
    ['max', '😀😀😀', { value: 3 }, null],
    ['min', 'ab', { value: 3 }, 'Amount must be 3 characters or more'],
    ['min', 'abc', { value: '3' }, null],
    ['max', 15, { value: 10 }, 'Amount must be 10 or less'],
    ['min', -1, { value: 0 }, 'Amount must be 0 or more'],
    ['min', [1], { value: 2 }, 'Add at least 2 to Amount'],
    ['max', [1, 2, 3], { value: 2 }, 'Amount can have no more than 2'],
    ['max', [1, 2], { value: 2 }, null],
    ['max', 'abc', {}, null],
    ['max', 'abc', { value: 'junk' }, null],
    ['max', {}, { value: 1 }, null],
    ['max_length', 12345, { value: 4 }, 'Amount must be 4 characters or fewer'],
    ['min_length', 'ab', { value: 3 }, 'Amount must be 3 characters or more'],
    ['min_value', '299.99', { value: 300 }, 'Amount must be 300 or more'],
    ['min_value', '300', { value: 300 }, null],
    ['max_value', '8000.01', { value: 8000 }, 'Amount must be 8000 or less'],
    ['max_value', 'abc', { value: 8000 }, 'Amount must be a number'],
    ['min_value', -5, { value: 0 }, 'Amount must be 0 or more'],
  ] as const)('%s(%j, %j) → %j', (name, value, params, expected) => {
    expect(text(name, value, params as RuleParams)).toBe(expected);
  });
});

describe('spec 01 §5: validateField runs a field’s rules in order and returns the first error', () => {
  it('returns the first failing rule', () => {
    const rules = ['required', 'phone', { rule: 'max', value: 14 }];
    expect(validateField('', rules, { label: 'Phone' })).toEqual({
      code: 'validation.required',
      params: { field: 'Phone' },
    });
    expect(validateField('12', rules, { label: 'Phone' })).toEqual({
      code: 'validation.phone',
      params: { field: 'Phone' },
    });
    expect(validateField('5551234567', rules, { label: 'Phone' })).toBeNull();
  });

  it('skips every rule but required for an empty value, so optional fields may stay blank', () => {
    expect(validateField('', ['phone', 'numeric', 'min:3'])).toBeNull();
    expect(validateField(null, ['nullable', 'url'])).toBeNull();
    expect(validateField([], [{ rule: 'min', value: 1 }])).toBeNull();
  });

  it('accepts Laravel-style rule strings', () => {
    expect(validateField('abcd', ['max:3'], { label: 'Code' })?.code).toBe('validation.max.string');
    expect(validateField('c', ['in:a,b'])?.code).toBe('validation.in');
    expect(validateField('b', ['in:a,b'])).toBeNull();
    expect(validateField('x', ['exists:a,b'])?.code).toBe('validation.exists');
    expect(validateField('a', ['unique:a,b'])?.code).toBe('validation.unique');
    expect(validateField('12/31/2026', [{ rule: 'date_format', strict: true }])).toBeNull();
    expect(validateField('a1', ['regex:/^[a-z]\\d$/'])).toBeNull();
    expect(validateField('www.x.com', ['url:www.'])).toBeNull();
    expect(validateField('b', ['matches:a'], { values: { a: 'b' } })).toBeNull();
    expect(normalizeRule('date_format:yyyy')).toEqual({ rule: 'date_format', format: 'yyyy' });
    expect(normalizeRule(' required ')).toEqual({ rule: 'required' });
  });

  it('defaults the label to "field", ignores junk rules and a missing rule list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatMessage(validateField('', ['required'])!)).toBe('Enter field');
    expect(validateField('x', [null as never, 42 as never, { nope: 1 } as never])).toBeNull();
    expect(validateField('x', null)).toBeNull();
    expect(validateField('x', undefined)).toBeNull();
    warn.mockRestore();
  });

  it('isEmptyValue treats blank strings and empty arrays as empty, but not 0 or false', () => {
    expect([null, undefined, '', ' \t', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'a', [0], {}].some(isEmptyValue)).toBe(false);
  });

  it('validateForm returns errors by field, in field order, with labels and cross-field values', () => {
    const errors = validateForm(
      { last_name: '', ssn: '12', account: '1', account_confirmation: '2' },
      {
        last_name: { label: 'Last name', rules: ['required'] },
        ssn: { label: 'SSN', rules: ['required', 'numeric', 'min:9'] },
        account: { rules: ['required'] },
        account_confirmation: { label: 'Confirmation', rules: ['required', 'matches:account'] },
      },
    );
    expect(Object.keys(errors)).toEqual(['last_name', 'ssn', 'account_confirmation']);
    expect(formatMessage(errors.last_name!)).toBe('Enter Last name');
    expect(formatMessage(errors.ssn!)).toBe('SSN must be 9 characters or more');
    expect(formatMessage(errors.account_confirmation!)).toBe('Confirmation must be the same as account');
    expect(validateForm({ a: 'x' }, { a: { rules: ['required'] } })).toEqual({});
  });

  it('shows Spanish messages through the same descriptor', () => {
    const error = validateField('', ['required'], { label: 'Teléfono' }) as MessageDescriptor;
    expect(formatMessage(error, 'es')).toBe('Introduzca Teléfono');
  });
});

describe('spec 01 §5: every validator never throws on any input (property)', PROPERTY_OPTIONS, () => {
  afterEach(() => vi.restoreAllMocks());

  const params: RuleParams = { values: ['a'], value: 3, pattern: '^a', field: 'other', strict: true };

  it.each(RULE_NAMES)('%s never throws on any string or value', (name) => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        const result = validateRule(name, value, params, { label: 'X', values: { other: 'a' } });
        return result === null || typeof result.code === 'string';
      }),
    );
  });

  it('validateField never throws on any rule list', () => {
    // Random rule names are unknown rules: their development warnings are not this test's subject.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.oneof(fc.string(), fc.anything())), (value, rules) => {
        validateField(value, rules as never);
        return true;
      }),
    );
  });
});

describe('spec 01 §5: autocomplete and select-search hints (texts of the catalogue)', () => {
  it.each([
    ['search.typeMore', { count: 3 }, 'Type 3 or more character(s)'],
    ['search.enterMore', { count: 2 }, 'Enter 2 more character(s)'],
    ['search.noResults', undefined, 'No result matching your search criteria found!'],
    ['search.noResultsFound', undefined, 'No results found'],
    ['search.noOptions', undefined, 'No options found'],
    ['search.failed', undefined, 'Oops, looks like there was an error'],
  ] as const)('%s → %j', (code, params, expected) => {
    expect(t(code, params)).toBe(expected);
  });
});

describe('spec 01 §5: product selection, when enabled, is mandatory', () => {
  const products = [{ key: 'tv' }, { key: 7 }];
  it.each([
    [{ enabled: true }, '', 'Please select a product before continuing.'],
    [{ enabled: true }, null, 'Please select a product before continuing.'],
    [{ enabled: true }, 'tv', null],
    [{ enabled: true, products }, 'tv', null],
    [{ enabled: true, products }, '7', null],
    [{ enabled: true, products }, 'sofa', 'Please select a product before continuing.'],
    [{ enabled: true, products: [] }, 'sofa', null],
    [{ enabled: false }, '', null],
    [{ enabled: false, products }, 'junk', null],
    [null, '', null],
  ] as const)('%j with %j → %j', (settings, selected, expected) => {
    const result = getProductSelectionError(selected, settings as never);
    expect(result && formatMessage(result)).toBe(expected);
  });
});

describe('spec 01 §5: the co-applicant must confirm living at the same address', () => {
  it.each([
    [true, true, null],
    [true, false, 'Confirm that the co-applicant lives at the same address'],
    [true, undefined, 'Confirm that the co-applicant lives at the same address'],
    [true, 'yes', 'Confirm that the co-applicant lives at the same address'],
    [false, false, null],
    [undefined, undefined, null],
  ])('co-applicant %j, confirmed %j → %j', (hasCoApplicant, sameAddressConfirmed, expected) => {
    const result = getCoApplicantAddressError({ hasCoApplicant, sameAddressConfirmed });
    expect(result && formatMessage(result)).toBe(expected);
  });
  it('tolerates a missing input', () => {
    expect(getCoApplicantAddressError(null as never)).toBeNull();
  });
});

describe('spec 01 §5: pre-fill locks last_name, SSN and date of birth of the main applicant', () => {
  const all = ['last_name', 'social_security_number', 'date_of_birth'];
  it.each([
    [{ prefill: true, lockConfigured: true, route: '/apply' }, all],
    [{ existingApplication: true, lockConfigured: true, route: '#/apply' }, all],
    [{ prefill: true, lockConfigured: true }, all],
    [{ prefill: true, lockConfigured: true, route: '/checkpoint' }, []],
    [{ prefill: true, lockConfigured: true, route: '#/checkpoint?x=1' }, []],
    [{ prefill: true, lockConfigured: true, route: 'checkpoint' }, []],
    [{ prefill: true, lockConfigured: true, route: '/checkpoint/redirect' }, []],
    [{ prefill: true, lockConfigured: true, route: '/checkpointer' }, all],
    [{ prefill: true, lockConfigured: false, route: '/apply' }, []],
    [{ prefill: true, route: '/apply' }, []],
    [{ lockConfigured: true, route: '/apply' }, []],
    [{ prefill: true, lockConfigured: true, route: '/apply', isCoApplicant: true }, []],
    [{ prefill: 'yes', lockConfigured: true, route: '/apply' }, []],
  ] as const)('%j → %j', (options, expected) => {
    expect(getLockedApplicantFields(options as never)).toEqual(expected);
  });

  it('locks single fields accordingly', () => {
    const options = { prefill: true, lockConfigured: true, route: '/apply' };
    expect(isApplicantFieldLocked('date_of_birth', options)).toBe(true);
    expect(isApplicantFieldLocked('cell', options)).toBe(false);
    expect(isApplicantFieldLocked('last_name', { ...options, route: '/checkpoint' })).toBe(false);
    expect(getLockedApplicantFields(null as never)).toEqual([]);
    expect(isCheckpointRoute(null)).toBe(false);
  });
});

describe("the lender's rule vocabulary on the client: the sandbox's texts, before any request", () => {
  const today = new Date(2026, 10, 24);
  const ctx = (label: string, values: Record<string, unknown> = {}) => ({ label, values, today });
  const message = (name: string, value: unknown, label: string, params: RuleParams = {}, values = {}) => {
    const result = validateRule(name, value, params, ctx(label, values));
    return result && formatMessage(result);
  };

  it.each([
    ['123456789', null],
    ['123-45-6789', null],
    ['XXX-XX-6789', null],
    ['xxx-xx-6789', null],
    ['12345', 'Social Security Number must be 9 digits, like 123-45-6789'],
    ['1234567890', 'Social Security Number must be 9 digits, like 123-45-6789'],
    ['12a-45-6789', 'Social Security Number must be 9 digits, like 123-45-6789'],
  ])('ssn: %j → %j', (value, expected) => {
    expect(message('ssn', value, 'Social Security Number')).toBe(expected);
  });

  it.each([
    ['2008-11-24', null],
    ['11/24/2008', null],
    ['2008-11-25', 'The applicant must be 18 or older'],
    ['11/25/2008', 'The applicant must be 18 or older'],
    ['2020-01-01', 'The applicant must be 18 or older'],
    ['1900-01-01', 'Date of Birth must be a real date'],
    ['02/30/1990', 'Date of Birth must be a real date'],
    ['03/14/19', 'Date of Birth must be a real date'],
  ])('adult on 2026-11-24: %j → %j', (value, expected) => {
    expect(message('adult', value, 'Date of Birth')).toBe(expected);
  });

  it.each([
    ['zip', '10001', null],
    ['zip', '1000', 'Zip Code must be 5 digits'],
    ['zip', '10001-1234', 'Zip Code must be 5 digits'],
    ['routing', '021000021', null],
    ['routing', '02100002', 'Zip Code must be 9 digits'],
    ['account', '1234', null],
    ['account', '12345678901234567', null],
    ['account', '****6789', null],
    ['account', '123', 'Zip Code must be 4 to 17 digits'],
    ['account', '123456789012345678', 'Zip Code must be 4 to 17 digits'],
    ['email', 'avery@example.com', null],
    ['email', 'a.b+c@mail.example.co', null],
    ['email', 'avery@example', 'Enter Zip Code in the correct format, like name@example.com'],
    ['email', 'avery.example.com', 'Enter Zip Code in the correct format, like name@example.com'],
    ['email', 'a..b@example.com', 'Enter Zip Code in the correct format, like name@example.com'],
    ['boolean', true, null],
    ['boolean', 'false', null],
    ['boolean', 0, null],
    ['boolean', 'maybe', 'Select yes or no for Zip Code'],
    ['yes', 'YES', null],
    ['yes', 'NO', 'You need to be able to answer YES to all questions!'],
  ])('%s: %j → %j', (name, value, expected) => {
    expect(message(name, value, 'Zip Code')).toBe(expected);
  });

  it("same:<field> compares with the other field's value: 'The {field} does not match.'", () => {
    const rules = ['required', 'same:banking.checking_account'];
    const values = { 'banking.checking_account': '123456789' };
    const label = 'Confirm Checking Account Number';
    expect(validateField('123456789', rules, ctx(label, values))).toBeNull();
    expect(formatMessage(validateField('123456780', rules, ctx(label, values))!)).toBe(
      'Confirm Checking Account Number does not match',
    );
  });

  it("product is a required choice: 'Please select a product before continuing.'", () => {
    expect(formatMessage(validateField('', ['product', 'in:tv,sofa'], ctx('Product'))!)).toBe(
      'Please select a product before continuing.',
    );
    expect(validateField('tv', ['product', 'in:tv,sofa'], ctx('Product'))).toBeNull();
  });

  it.each([
    [true, null],
    ['on', null],
    ['1', null],
    [1, null],
    ['yes', null],
    ['YES', null],
    [false, 'Check the box to continue: I agree to the terms'],
    ['', 'Check the box to continue: I agree to the terms'],
    [null, 'Check the box to continue: I agree to the terms'],
    ['no', 'Check the box to continue: I agree to the terms'],
    [0, 'Check the box to continue: I agree to the terms'],
  ])('accepted: a consent box passes only ticked, %j → %j', (value, expected) => {
    const result = validateField(value, ['accepted'], ctx('I agree to the terms'));
    expect(result && formatMessage(result)).toBe(expected);
  });

  it("accepted is not yes: a ticked box passes accepted and fails yes, which wants the string 'YES'", () => {
    expect(validateField(true, ['accepted'], ctx('Terms'))).toBeNull();
    expect(validateField(true, ['yes'], ctx('Terms'))?.code).toBe('hvac.allYes');
    expect(validateField('YES', ['yes'], ctx('Terms'))).toBeNull();
  });

  it('accepted makes the box required and says so in Spanish too', () => {
    expect(isFieldRequired(['accepted'])).toBe(true);
    expect(formatMessage(validateField(false, ['accepted'], ctx('los términos'))!, 'es')).toBe(
      'Marque la casilla para continuar: los términos',
    );
  });

  it('a required YES question left empty says the YES message, as the lender does (01 §5 HVAC)', () => {
    expect(formatMessage(validateField('', ['required', 'yes'], ctx('Q1'))!)).toBe(
      'You need to be able to answer YES to all questions!',
    );
  });

  const employer = 'required_if:applicant.income.0.source,employment,other,self-employed,e3mil,e4mil';

  it.each([
    ['employment', true],
    ['other', true],
    ['self-employed', true],
    ['e3mil', true],
    ['e4mil', true],
    ['retirement', false],
    ['disability', false],
    ['', false],
  ])('spec 01 §5: employer is required when the income source is %j: %s', (source, required) => {
    const values = { 'applicant.income.0.source': source };
    expect(isFieldRequired([employer, 'max:100'], values)).toBe(required);
    const error = validateField('', [employer, 'max:100'], ctx('Employer', values));
    expect(error && formatMessage(error)).toBe(required ? 'Enter Employer' : null);
    expect(validateField('Acme Logistics', [employer, 'max:100'], ctx('Employer', values))).toBeNull();
  });

  it('required_unless, required_with and required_without follow their conditions', () => {
    expect(isFieldRequired(['required_unless:kind,none'], { kind: 'none' })).toBe(false);
    expect(isFieldRequired(['required_unless:kind,none'], { kind: 'card' })).toBe(true);
    expect(isFieldRequired(['required_with:a,b'], { a: '', b: ' ' })).toBe(false);
    expect(isFieldRequired(['required_with:a,b'], { a: '', b: 'x' })).toBe(true);
    expect(isFieldRequired(['required_without:a,b'], { a: 'x', b: 'y' })).toBe(false);
    expect(isFieldRequired(['required_without:a,b'], { a: 'x', b: '' })).toBe(true);
    expect(isFieldRequired(['required', 'max:3'])).toBe(true);
    expect(isFieldRequired(['nullable', 'max:3'])).toBe(false);
    expect(isFieldRequired(null)).toBe(false);
  });

  it('getPresenceDependencies lists the fields conditional presence rules read', () => {
    expect(getPresenceDependencies([employer, 'max:100'])).toEqual(['applicant.income.0.source']);
    expect(getPresenceDependencies(['required_without:a,b', 'required_with:b,c'])).toEqual(['a', 'b', 'c']);
    expect(getPresenceDependencies(['required', 'same:x'])).toEqual([]);
  });

  it('the new texts have Spanish entries', () => {
    const error = validateRule('zip', '1', {}, { label: 'Código postal' })!;
    expect(formatMessage(error, 'es')).toBe('Código postal debe tener 5 dígitos');
  });
});
