import { isSafeReturnUrl } from '../safe-url/safe-url';

/** The built-in brand themes (01 §1): breeze and the default one. */
export type BrandTheme = 'default' | 'breeze';

/** The brand settings a screen shows: the theme and the contact numbers that differ by theme (01 §1). */
export interface BrandSettings {
  theme: BrandTheme;
  /** The customer-service number (contract-in-progress and contact-store texts); null to use the theme's. */
  contactPhone: string | null;
  /** The support number (denial text, HVAC screens); null to use the theme's. */
  supportPhone: string | null;
  /**
   * The brand's shopping link (approved screen), or null for 'Let's go shopping!' without a link; null
   * too when it is not an absolute http(s) URL (issue 15).
   */
  brandUrl: string | null;
  /** The brand's name as the store record gives it, or null. */
  brandName: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * The brand of the current store (01 §1, 03 §1): the store's `theme`, else the retailer's, else the
 * default theme (anything but 'breeze' counts as default). Contact numbers come from the store's
 * `contact.phone` / `contact.support_phone`; when the record has none, null tells the screen to use the
 * theme's own numbers.
 */
export function getBrandSettings(store: unknown, retailer?: unknown): BrandSettings {
  const s = record(store);
  const r = record(retailer);
  const themeName = text(s?.theme) ?? text(r?.theme);
  const contact = record(s?.contact);
  const brand = record(s?.brand);
  return {
    theme: themeName === 'breeze' ? 'breeze' : 'default',
    contactPhone: text(contact?.phone),
    supportPhone: text(contact?.support_phone),
    brandUrl: isSafeReturnUrl(text(brand?.url)) ? text(brand?.url) : null,
    brandName: text(brand?.name),
  };
}
