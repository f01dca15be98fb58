import { describe, expect, it } from 'vitest';
import { getBrandSettings } from './app-brand';

describe('spec 01 §1: brand and contact numbers follow the store record', () => {
  it('takes the store theme and its contact numbers and brand link', () => {
    expect(
      getBrandSettings({
        theme: 'breeze',
        contact: { phone: '(866) 555-0100', support_phone: '(866) 555-0101' },
        brand: { name: 'Breeze', url: 'https://breeze.example' },
      }),
    ).toEqual({
      theme: 'breeze',
      contactPhone: '(866) 555-0100',
      supportPhone: '(866) 555-0101',
      brandUrl: 'https://breeze.example',
      brandName: 'Breeze',
    });
  });

  it("falls back to the retailer's theme, then the default; missing numbers stay null", () => {
    expect(getBrandSettings({}, { theme: 'breeze' }).theme).toBe('breeze');
    expect(getBrandSettings({ theme: 'purple' }).theme).toBe('default');
    expect(getBrandSettings(null)).toEqual({
      theme: 'default',
      contactPhone: null,
      supportPhone: null,
      brandUrl: null,
      brandName: null,
    });
  });
});
