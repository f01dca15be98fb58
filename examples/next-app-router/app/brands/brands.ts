import type { Brand } from '@leasekit/ui/theme-provider';

// Brands as plain data, made on the server: no logo element and no import of the kit's brand objects
// (exports of a 'use client' module are only references in a server component, so they cannot be
// spread). Each brand's texts (`messages`) reach its own tree only, through its ThemeProvider.

/** The kit's default theme (its `[data-theme="default"]` in styles.css) with a retailer's texts. */
export const northwindBrand: Brand = {
  id: 'default',
  name: 'Northwind Furniture',
  supportPhone: '(800) 555-0101',
  contactPhone: '(800) 555-0102',
  messages: {
    en: {
      'ui.steps.caption': 'Northwind: step {number} of {total}',
      'wizard.stepHeader': 'Northwind step {number}: {title}',
    },
  },
};

/** Breeze's theme (its `[data-theme="breeze"]` in styles.css) with a second retailer's texts. */
export const harborBrand: Brand = {
  id: 'breeze',
  name: 'Harbor Electronics',
  supportPhone: '(877) 555-0201',
  contactPhone: '(877) 555-0202',
  messages: {
    en: {
      'ui.steps.caption': 'Harbor: part {number} of {total}',
      'wizard.stepHeader': 'Harbor part {number}: {title}',
    },
  },
};
