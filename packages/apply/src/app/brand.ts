import { getBrandSettings, resolveBrand, setMessageOverrides } from '@leasekit/core';
import type { Brand } from '@leasekit/ui';
import type { AppConfig } from '../config';

/** What {@link selectBrand} reads: the app's brands and configuration, the session's records. */
export interface BrandInputs {
  brands: readonly Brand[];
  config: Pick<AppConfig, 'env' | 'theme'>;
  /** The session's store record, or null before it has arrived. */
  store: unknown;
  /** The session's retailer record, or null. */
  retailer: unknown;
}

/**
 * The brand of the page: the store record's theme (else the retailer's) once a record is there, before
 * that the configured theme of the first paint (`config.theme`, injected by the serving page), resolved
 * against the brands the app was started with. An unknown id shows the default brand, with a warning
 * outside production so a team sees the brand it forgot to pass (the `brands` option or prop). The store record's contact
 * numbers win over the brand's.
 */
export function selectBrand({ brands, config, store, retailer }: BrandInputs): Brand {
  const settings = getBrandSettings(store, retailer);
  const theme = store || retailer ? settings.brandId : config.theme;
  const brand = resolveBrand(theme, brands, {
    onUnknown: (id) => {
      if (config.env === 'production') return;
      console.warn(
        `leasekit: the theme "${id}" is not one of this app's brands (${brands.map((b) => b.id).join(', ')}); showing the default brand. Add a brand with this id to the brands option of startLeaseApplication (or prop of LeaseApplication).`,
      );
    },
  });
  return {
    ...brand,
    ...(settings.contactPhone ? { contactPhone: settings.contactPhone } : {}),
    ...(settings.supportPhone ? { supportPhone: settings.supportPhone } : {}),
  };
}

/**
 * Makes the brand's text overrides current for every `t()` of the page (the app's and the
 * components'); called before the brand's first render.
 */
export function applyBrandTexts(brand: Brand): void {
  setMessageOverrides(brand.messages);
}
