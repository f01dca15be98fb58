import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessageOverrides, t } from '@leasekit/core';
import { builtInBrands } from '@leasekit/ui';
import { brands, harborBrand } from '../../../../apps/apply/src/variant';
import { applyBrandTexts, selectBrand } from './brand';

afterEach(() => {
  setMessageOverrides(null);
  vi.restoreAllMocks();
});

const development = { env: 'development', theme: null };

describe('the app resolves a theme id against the brands it was started with', () => {
  it("the store record's theme picks the variant's own brand, with the record's contact numbers", () => {
    const brand = selectBrand({
      brands,
      config: development,
      store: { theme: 'harbor', contact: { phone: '(822) 555-0300' } },
      retailer: null,
    });
    expect(brand.id).toBe('harbor');
    expect(brand.logo).toBe(harborBrand.logo);
    expect(brand.contactPhone).toBe('(822) 555-0300');
    expect(brand.supportPhone).toBe(harborBrand.supportPhone);
  });

  it("a store without its own numbers shows the brand's, the one fallback every screen reads through useBrand()", () => {
    const brand = selectBrand({ brands, config: development, store: { theme: 'harbor' }, retailer: null });
    expect(brand.contactPhone).toBe(harborBrand.contactPhone);
    expect(brand.supportPhone).toBe(harborBrand.supportPhone);
    expect(brand.supportPhone).not.toBe('');
    const blank = { theme: 'harbor', contact: { phone: '', support_phone: '  ' } };
    const shown = selectBrand({ brands, config: development, store: blank, retailer: null });
    expect([shown.contactPhone, shown.supportPhone]).toEqual([
      harborBrand.contactPhone,
      harborBrand.supportPhone,
    ]);
  });

  it('before any record, the configured theme of the first paint decides', () => {
    const config = { env: 'production', theme: 'harbor' };
    expect(selectBrand({ brands, config, store: null, retailer: null }).id).toBe('harbor');
    expect(selectBrand({ brands, config: development, store: null, retailer: null }).id).toBe('default');
  });

  it('an unknown theme shows the default brand, with a warning in development only that says how to pass the brand', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = { theme: 'acme' };
    expect(selectBrand({ brands, config: development, store, retailer: null }).id).toBe('default');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      'leasekit: the theme "acme" is not one of this app\'s brands (default, breeze, harbor); showing the default brand. ' +
        'Add a brand with this id to the brands option of startLeaseApplication (or prop of LeaseApplication).',
    );
    const config = { env: 'production', theme: null };
    expect(selectBrand({ brands: builtInBrands, config, store, retailer: null }).id).toBe('default');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("the brand's texts replace the spec's while it is current, in English and Spanish", () => {
    applyBrandTexts(harborBrand);
    expect(t('app.store.heading')).toBe('Choose your Harbor store');
    applyBrandTexts(builtInBrands[0]!);
    expect(t('app.store.heading')).toBe('Choose your store');
  });
});
