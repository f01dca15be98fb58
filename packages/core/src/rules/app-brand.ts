import { isSafeReturnUrl } from '../safe-url/safe-url';
import { isRecord } from './values';
import type { BrandId } from '../contract';

// Names: a brand is the entity (id, name, logo, numbers, texts); its theme is only the CSS variable set
// that `data-theme="<brand id>"` chooses. Records carry the brand id in a field the wire calls `theme`.

/** The brand every page falls back to. */
export const DEFAULT_BRAND_ID: BrandId = 'default';

/** The brand settings a screen shows: the brand's id and the contact numbers that differ by brand (01 §1). */
export interface BrandSettings {
  /** The brand's id (the record's `theme`), the default brand's when the records name none. */
  brandId: BrandId;
  /** The customer-service number (contract-in-progress and contact-store texts); null to use the brand's. */
  contactPhone: string | null;
  /** The support number (denial text, HVAC screens); null to use the brand's. */
  supportPhone: string | null;
  /**
   * The brand's shopping link (approved screen), or null for 'Let's go shopping!' without a link; null
   * too when it is not an absolute http(s) URL.
   */
  brandUrl: string | null;
  /** The brand's name as the store record gives it, or null. */
  brandName: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Whether a value can be a brand id: 1–40 lowercase letters, digits and inner hyphens (`acme`,
 * `summit-rto`). Ids come from store records and page configuration, so anything else (quotes, spaces,
 * selectors) is refused before it reaches the `data-theme` attribute or a CSS selector.
 */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(value);
}

/**
 * The brand of the current retail store (01 §1, 03 §1): the store's `theme` field, else the retailer's,
 * else the default brand. Any well-formed brand id is carried unchanged (the app decides whether it knows
 * the brand); a malformed one counts as absent. Contact numbers come from the store's `contact.phone` /
 * `contact.support_phone`; when the record has none, null tells the screen to use the brand's own numbers.
 */
export function getBrandSettings(retailStore: unknown, retailer?: unknown): BrandSettings {
  const s = isRecord(retailStore) ? retailStore : {};
  const r = isRecord(retailer) ? retailer : {};
  const brandId = [text(s.theme), text(r.theme)].find(isBrandId);
  const contact = isRecord(s.contact) ? s.contact : {};
  const brand = isRecord(s.brand) ? s.brand : {};
  return {
    brandId: brandId ?? DEFAULT_BRAND_ID,
    contactPhone: text(contact.phone),
    supportPhone: text(contact.support_phone),
    brandUrl: isSafeReturnUrl(text(brand.url)) ? text(brand.url) : null,
    brandName: text(brand.name),
  };
}

/** Options of {@link resolveBrand}. */
export interface ResolveBrandOptions {
  /** The id of the brand used for an unknown id; 'default' by default (else the first brand). */
  fallback?: BrandId;
  /** Called with the unknown id when it falls back (the app warns in development); nothing by default. */
  onUnknown?: (brandId: string) => void;
}

/**
 * Picks the brand with this id among the brands an app was started with. An unknown or malformed id gives
 * the fallback brand (`default`, else the first) and calls `onUnknown`; an absent id (null, undefined, '')
 * gives the fallback silently.
 */
export function resolveBrand<TBrand extends { id: string }>(
  brandId: string | null | undefined,
  brands: readonly TBrand[],
  options: ResolveBrandOptions = {},
): TBrand {
  const found = brands.find((brand) => brand.id === brandId);
  if (found) return found;
  if (brandId) options.onUnknown?.(brandId);
  const fallback = options.fallback ?? DEFAULT_BRAND_ID;
  const result = brands.find((brand) => brand.id === fallback) ?? brands[0];
  if (!result) throw new Error('resolveBrand: no brands to choose from');
  return result;
}

/**
 * The attributes that choose a brand's theme on `<html>` in server-rendered HTML, so the first paint
 * already shows the brand (no flash of the default one before `ThemeProvider`'s effect):
 * `<html {...getThemeAttributes(brandId)}>`. A malformed id gives the default brand's theme. Pure, so a
 * React Server Component may call it.
 */
export function getThemeAttributes(brandId: string | null | undefined): { 'data-theme': BrandId } {
  return { 'data-theme': isBrandId(brandId) ? brandId : DEFAULT_BRAND_ID };
}
