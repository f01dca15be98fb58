import type * as React from 'react';

/**
 * A brand: the theme's name in `data-theme` plus the data the screens show. Colours, radius, fonts and
 * control height live in the brand's CSS file under `[data-theme="<id>"]`, never here.
 */
export interface Brand {
  /** The theme id, written to `<html data-theme>`; its CSS file styles `[data-theme="<id>"]`. */
  id: string;
  /** The brand's display name. */
  name: string;
  /** The customer support number (e.g. on the HVAC screen and the denial text's `{phone}`). */
  supportPhone: string;
  /** The contact number for customer service (e.g. the contract-in-progress text's `{phone}`). */
  contactPhone: string;
  /** The logo slot; the brand name is shown as text when absent. */
  logo?: React.ReactNode;
}

/**
 * The default brand. Contact numbers differ by theme (01 §1); the spec does not give them, so these
 * are invented toll-free numbers in the 555-01xx range reserved for fiction.
 */
export const defaultBrand: Brand = {
  id: 'default',
  name: 'LeaseKit',
  supportPhone: '(800) 555-0134',
  contactPhone: '(888) 555-0172',
};

/** The breeze brand; invented toll-free numbers, distinct from the default brand's (01 §1). */
export const breezeBrand: Brand = {
  id: 'breeze',
  name: 'Breeze Lease',
  supportPhone: '(877) 555-0119',
  contactPhone: '(866) 555-0185',
};

/** The built-in brands by id. */
export const brands = {
  default: defaultBrand,
  breeze: breezeBrand,
} as const satisfies Record<string, Brand>;

/** The id of a built-in brand. */
export type BrandId = keyof typeof brands;
