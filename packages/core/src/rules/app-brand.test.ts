import { describe, expect, it, vi } from 'vitest';
import { getBrandSettings, getThemeAttributes, isBrandId, resolveBrand } from './app-brand';

describe('spec 01 §1: brand and contact numbers follow the store record', () => {
  it("takes the store's brand (its record's theme field), contact numbers and brand link", () => {
    expect(
      getBrandSettings({
        theme: 'breeze',
        contact: { phone: '(866) 555-0100', support_phone: '(866) 555-0101' },
        brand: { name: 'Breeze', url: 'https://breeze.example' },
      }),
    ).toEqual({
      brandId: 'breeze',
      contactPhone: '(866) 555-0100',
      supportPhone: '(866) 555-0101',
      brandUrl: 'https://breeze.example',
      brandName: 'Breeze',
    });
  });

  it("falls back to the retailer's brand, then the default; missing numbers stay null", () => {
    expect(getBrandSettings({}, { theme: 'breeze' }).brandId).toBe('breeze');
    expect(getBrandSettings(null)).toEqual({
      brandId: 'default',
      contactPhone: null,
      supportPhone: null,
      brandUrl: null,
      brandName: null,
    });
  });
});

describe('any brand id is carried through core unchanged', () => {
  it('keeps a brand id core has never heard of (a variant brand)', () => {
    expect(getBrandSettings({ theme: 'purple' }).brandId).toBe('purple');
    expect(getBrandSettings({}, { theme: 'acme-rto' }).brandId).toBe('acme-rto');
  });

  it('a malformed id from a record counts as absent (it would end up in an attribute)', () => {
    for (const bad of ['"><script>', 'Acme', 'a b', '-acme', 'x'.repeat(41), 7]) {
      expect(isBrandId(bad), String(bad)).toBe(false);
    }
    expect(getBrandSettings({ theme: '"><img>' }, { theme: 'breeze' }).brandId).toBe('breeze');
    expect(getBrandSettings({ theme: 'a b' }).brandId).toBe('default');
  });

  it('resolveBrand picks the registered brand; an unknown id falls back to default and reports it', () => {
    const brands = [{ id: 'breeze' }, { id: 'default' }, { id: 'acme' }];
    const onUnknown = vi.fn();
    expect(resolveBrand('acme', brands, { onUnknown })).toBe(brands[2]);
    expect(onUnknown).not.toHaveBeenCalled();
    expect(resolveBrand('purple', brands, { onUnknown })).toBe(brands[1]);
    expect(onUnknown).toHaveBeenCalledWith('purple');
    expect(resolveBrand(null, brands, { onUnknown })).toBe(brands[1]);
    expect(onUnknown).toHaveBeenCalledTimes(1);
    expect(resolveBrand('x', [{ id: 'acme' }])).toEqual({ id: 'acme' });
  });

  it('getThemeAttributes renders the attribute for <html> on the server; a malformed id gives default', () => {
    expect(getThemeAttributes('acme')).toEqual({ 'data-theme': 'acme' });
    expect(getThemeAttributes('" onload="x')).toEqual({ 'data-theme': 'default' });
    expect(getThemeAttributes(undefined)).toEqual({ 'data-theme': 'default' });
  });
});
