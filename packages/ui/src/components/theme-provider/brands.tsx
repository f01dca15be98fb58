import type * as React from 'react';
import type { MessageOverrides } from '@leasekit/core';
import type { REQUIRED_TOKENS } from '../../theme-tools/check';
import { BreezeLeaseLogo, LeaseKitLogo } from './brand-logos';

/**
 * A token a theme defines, without its `--lk-` prefix (`primary`, `muted-foreground`, `radius`): the
 * theme tools' one list of tokens (`REQUIRED_TOKENS`), so a token added there is a brand value too.
 */
export type ThemeTokenName = (typeof REQUIRED_TOKENS)[number];

/**
 * A brand's look given as values instead of a CSS file: ThemeProvider derives every token from the
 * colours (as `leasekit-theme new` does), sets them as `--lk-` variables on the brand's themed element
 * at run time, and in development prints any contrast check the result fails.
 */
export interface BrandTheme {
  /** The main colour (any CSS colour); buttons, links and the focus ring's hue come from it. */
  primary: string;
  /** A second colour for secondary surfaces; derived from the primary's hue by default. */
  secondary?: string;
  /** A third colour for highlighted surfaces; the primary's hue by default. */
  accent?: string;
  /** The corner radius; `0.5rem` by default. */
  radius?: string;
  /** The body font stack; the system UI stack by default. Name a web font's family and list it in `fonts`. */
  fontSans?: string;
  /** The headings' font stack; the body font by default. */
  fontHeading?: string;
  /** Tokens set as they are, over the derived ones (checked like them); none by default. */
  tokens?: Readonly<Partial<Record<ThemeTokenName, string>>>;
}

/**
 * A brand: its id, which names its theme in `data-theme`, plus the data the screens show. Its colours,
 * radius and fonts are either a CSS file under `[data-theme="<id>"]` (a brand pack, see the package
 * README) or values in `theme`, applied at run time.
 */
export interface Brand {
  /** The brand's id, written to `<html data-theme>` to choose its theme; its CSS styles `[data-theme="<id>"]`. */
  id: string;
  /** The brand's display name. */
  name: string;
  /** The customer support number (e.g. on the HVAC screen and the denial text's `{phone}`). */
  supportPhone: string;
  /** The contact number for customer service (e.g. the contract-in-progress text's `{phone}`). */
  contactPhone: string;
  /**
   * The logo slot (an `<img>` with the brand's name as its `alt`, or an inline SVG); the brand name is
   * shown as text when absent.
   */
  logo?: React.ReactNode;
  /** The brand's own site (e.g. the approved screen's shopping link); none by default. */
  url?: string;
  /**
   * Stylesheets that load the brand's web fonts (`@font-face` rules), added to the document's head
   * while the brand is current; none by default. The theme CSS names the families (`--lk-font-sans`,
   * `--lk-font-heading`).
   */
  fonts?: readonly string[];
  /**
   * Text overrides per locale (English included), merged over the spec's texts while the brand is
   * current; typed by message code, so a misspelt code fails type-checking. None by default.
   */
  messages?: MessageOverrides;
  /**
   * The brand's look as values, applied at run time by ThemeProvider as scoped `--lk-` variables; none
   * by default (the look comes from the brand's CSS file).
   */
  theme?: BrandTheme;
}

/**
 * The default brand (logo: ./brand-logos.tsx). Contact numbers differ by brand (01 §1); the spec does not give them, so these
 * are invented toll-free numbers in the 555-01xx range reserved for fiction.
 */
export const defaultBrand: Brand = {
  id: 'default',
  name: 'LeaseKit',
  supportPhone: '(800) 555-0134',
  contactPhone: '(888) 555-0172',
  logo: <LeaseKitLogo />,
};

/** The breeze brand (logo: ./brand-logos.tsx); invented toll-free numbers, distinct from the default brand's (01 §1). */
export const breezeBrand: Brand = {
  id: 'breeze',
  name: 'Breeze Lease',
  supportPhone: '(877) 555-0119',
  contactPhone: '(866) 555-0185',
  logo: <BreezeLeaseLogo />,
};

/** The built-in brands by id. */
export const brands = {
  default: defaultBrand,
  breeze: breezeBrand,
} as const satisfies Record<string, Brand>;

/** The built-in brands as a list, the default first: what an app starts with unless it names its own. */
export const builtInBrands: readonly Brand[] = [defaultBrand, breezeBrand];

/** The id of a built-in brand (`default` or `breeze`); any brand's id is core's `BrandId`. */
export type BuiltInBrandId = keyof typeof brands;
