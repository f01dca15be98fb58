import { describe, expect, it } from 'vitest';
import { en, formatMessage, interpolate, isMessageCode, t } from './index';

describe('spec 01 §1: locales en and es, English fallback', () => {
  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(interpolate('The {field} value', { field: 'Phone' })).toBe('The Phone value');
    expect(interpolate('The {field} value', { other: 1 })).toBe('The {field} value');
    expect(interpolate('No params')).toBe('No params');
  });

  it('returns an unknown code as it is, so a missing text is visible', () => {
    expect(t('no.such.code')).toBe('no.such.code');
    expect(isMessageCode('no.such.code')).toBe(false);
  });

  it('every English code resolves to its text in en, and to a text in es (fallback to en)', () => {
    for (const code of Object.keys(en) as (keyof typeof en)[]) {
      expect(t(code, undefined, 'en')).toBe(interpolate(en[code]));
      expect(t(code, undefined, 'es')).not.toBe('');
      expect(formatMessage({ code }, 'en')).toBe(t(code));
    }
  });
});
