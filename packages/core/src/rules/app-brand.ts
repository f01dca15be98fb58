import { isSafeReturnUrl } from '../safe-url/safe-url';
import { isRecord } from './values';

/**
 * A brand theme id: the built-in `default` and `breeze`, or any id a variant registers (`acme`). Core
 * carries it unchanged; the app resolves it against the brands it was started with.
 */
export type BrandTheme = string;

/** The theme every page falls back to. */
export const DEFAULT_THEME = 'default';

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

/**
 * Whether a value can be a theme id: 1–40 lowercase letters, digits and inner hyphens (`acme`,
 * `summit-rto`). Ids come from store records and page configuration, so anything else (quotes, spaces,
 * selectors) is refused before it reaches an attribute or a CSS selector.
 */
export function isThemeId(value: unknown): value is BrandTheme {
  return typeof value === 'string' && /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(value);
}

/**
 * The brand of the current store (01 §1, 03 §1): the store's `theme`, else the retailer's, else the
 * default theme. Any well-formed theme id is carried unchanged (the app decides whether it knows the
 * brand); a malformed one counts as absent. Contact numbers come from the store's `contact.phone` /
 * `contact.support_phone`; when the record has none, null tells the screen to use the theme's own numbers.
 */
export function getBrandSettings(retailStore: unknown, retailer?: unknown): BrandSettings {
  const s = isRecord(retailStore) ? retailStore : {};
  const r = isRecord(retailer) ? retailer : {};
  const themeName = [text(s.theme), text(r.theme)].find(isThemeId);
  const contact = isRecord(s.contact) ? s.contact : {};
  const brand = isRecord(s.brand) ? s.brand : {};
  return {
    theme: themeName ?? DEFAULT_THEME,
    contactPhone: text(contact.phone),
    supportPhone: text(contact.support_phone),
    brandUrl: isSafeReturnUrl(text(brand.url)) ? text(brand.url) : null,
    brandName: text(brand.name),
  };
}

/** Options of {@link resolveBrand}. */
export interface ResolveBrandOptions {
  /** The id used for an unknown theme; 'default' by default (else the first brand). */
  fallback?: BrandTheme;
  /** Called with the unknown id when it falls back (the app warns in development); nothing by default. */
  onUnknown?: (theme: string) => void;
}

/**
 * Picks the brand whose `id` is the theme id among the brands an app was started with. An unknown or
 * malformed id gives the fallback brand (`default`, else the first) and calls `onUnknown`; an absent id
 * (null, undefined, '') gives the fallback silently.
 */
export function resolveBrand<TBrand extends { id: string }>(
  theme: string | null | undefined,
  brands: readonly TBrand[],
  options: ResolveBrandOptions = {},
): TBrand {
  const found = brands.find((brand) => brand.id === theme);
  if (found) return found;
  if (theme) options.onUnknown?.(theme);
  const fallback = options.fallback ?? DEFAULT_THEME;
  const result = brands.find((brand) => brand.id === fallback) ?? brands[0];
  if (!result) throw new Error('resolveBrand: no brands to choose from');
  return result;
}

/**
 * The attributes that put a theme on `<html>` in server-rendered HTML, so the first paint already shows
 * the brand (no flash of the default one before `ThemeProvider`'s effect): `<html {...getThemeAttributes(id)}>`.
 * A malformed id gives the default theme. Pure, so a React Server Component may call it.
 */
export function getThemeAttributes(theme: string | null | undefined): { 'data-theme': BrandTheme } {
  return { 'data-theme': isThemeId(theme) ? theme : DEFAULT_THEME };
}
