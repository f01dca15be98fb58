import * as React from 'react';
import { BrandMessagesContext } from '../../lib/brand-messages';
import { cn } from '../../lib/utils';
import { defaultBrand, type Brand, type BrandTheme } from './brands';

const BrandContext = React.createContext<Brand>(defaultBrand);

/**
 * The `--lk-` variables of a brand given as data, undefined while they are being made (and for a brand
 * without `theme`). The derivation (colour maths, and the development warning when the result fails the
 * theme check) loads on demand, so an app whose brands are CSS files never downloads it. A theme is known
 * by its values, not its object: a brand written inline, or merged with an app's overrides on every
 * render, is a new object each time, and keying on the object dropped each result made for the object
 * before (the page then kept no variables while it re-rendered) and took the variables off between two
 * equal themes. A result made for other values is ignored.
 */
function useBrandThemeStyle(id: string, theme: BrandTheme | undefined) {
  const key = theme ? `${id}\n${JSON.stringify(theme)}` : undefined;
  const [made, setMade] = React.useState<[string, Record<string, string>]>();
  React.useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    const values = JSON.parse(key.slice(key.indexOf('\n') + 1)) as BrandTheme;
    void import('../../theme-tools/brand-theme').then(({ getBrandThemeStyle }) => {
      if (current) setMade([key, getBrandThemeStyle(id, values)]);
    });
    return () => {
      current = false;
    };
  }, [id, key]);
  return key !== undefined && made?.[0] === key ? made[1] : undefined;
}

// Bundlers replace `process.env.NODE_ENV` at build time, so a production build drops the development
// warnings (kept inline for that reason); without a bundler (no `process`) nothing is printed.
declare const process: { env: { NODE_ENV?: string } };

/**
 * What a brand's logo slot draws: its logo when that is an element or text, else its name when that is
 * text, else nothing. A brand is data from a team's configuration or a server, so a field of another
 * type (a name given as an object, a logo given as JSON) must leave the slot empty rather than fail the
 * render, as a colour that is not one leaves the stylesheet's tokens.
 */
function getBrandLogoContent(brand: Brand): React.ReactNode {
  const { logo, name } = brand as { logo?: unknown; name?: unknown };
  if (React.isValidElement(logo) || typeof logo === 'string') return logo;
  return typeof name === 'string' ? name : null;
}

/** The font stylesheets a brand lists, strings only (brands are data: see getBrandLogoContent). */
function getBrandFonts(brand: Brand): readonly string[] {
  const fonts: unknown = brand.fonts;
  return Array.isArray(fonts) ? fonts.filter((href): href is string => typeof href === 'string') : [];
}

/**
 * The brand's fields that are given but not of their type, for the development warning: each would show
 * nothing (name, logo, fonts) or read wrong where the screens put it (the phone numbers, the URL).
 */
function getBrandFieldProblems(brand: Brand): string[] {
  const fields = brand as unknown as Record<string, unknown>;
  const problems = ['name', 'supportPhone', 'contactPhone', 'url'].filter(
    (key) => fields[key] !== undefined && typeof fields[key] !== 'string',
  );
  const { logo, fonts } = fields;
  if (logo != null && !React.isValidElement(logo) && typeof logo !== 'string') problems.push('logo');
  if (fonts !== undefined && !(Array.isArray(fonts) && fonts.every((href) => typeof href === 'string')))
    problems.push('fonts');
  return problems;
}

// The brands already warned of, by id and fields: an app may merge its brand anew on every render.
let warnedBrandFields: Set<string> | undefined;

/**
 * The development warning naming a brand's fields of the wrong type, once per brand and fields; called
 * while rendering, inside the NODE_ENV check, so a production build carries none of it.
 */
function warnOfBrandFields(brand: Brand): void {
  const problems = getBrandFieldProblems(brand).join(', ');
  const key = `${String(brand.id)}\n${problems}`;
  warnedBrandFields ??= new Set();
  if (!problems || warnedBrandFields.has(key)) return;
  warnedBrandFields.add(key);
  console.warn(
    `leasekit: the brand "${String(brand.id)}" has fields of the wrong type (${problems}): the kit leaves them out of the logo slot and the fonts, and a screen may show them wrongly. Give the name, phone numbers and URL as strings, the logo as an element or text and fonts as a list of stylesheet URLs.`,
  );
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The active brand; the default brand when absent. */
  brand?: Brand;
  /**
   * Whether to set `data-theme` on `<html>` (so Radix portals, which render outside this tree, get
   * the theme too); on by default. Off, the provider renders its own kit root instead, a
   * `<div data-theme>` with `display: contents`, and the theme, the kit's reset and its utilities apply
   * inside it only: for a page that keeps its own design system around the kit's components, or two
   * brands side by side. Dialogs and popups then render outside that root, so give them a themed
   * ancestor of their own.
   */
  applyToDocument?: boolean;
  children?: React.ReactNode;
}

/**
 * Makes a brand current: sets `data-theme="<brand.id>"` on `<html>` (or, with `applyToDocument={false}`,
 * on a kit root of its own), sets a brand given as data (`brand.theme`) there as `--lk-` variables once
 * they are derived (warning in development when they fail the theme check), loads the brand's font
 * stylesheets (`brand.fonts`, hoisted into the head by React 19) and gives the brand's data (name, logo,
 * phone numbers) to {@link useBrand} and its texts (`brand.messages`) to the components of this tree
 * only, so two providers render two brands side by side, with their own texts, also on a server. On
 * unmount the previous `data-theme` is put back. The attribute is set in an effect: for a first paint in
 * the brand, the served HTML carries it already (`<html data-theme>`; `getThemeAttributes` of
 * `@leasekit/core` renders it on a server).
 */
export function ThemeProvider({ brand: givenBrand, applyToDocument = true, children }: ThemeProviderProps) {
  // Not a parameter default: the props table would print the default brand's object, logo element and
  // all, which Storybook's docs cannot print (the Theming/Brands page crashed on it).
  const brand = givenBrand ?? defaultBrand;
  const themeStyle = useBrandThemeStyle(brand.id, brand.theme);
  if (typeof process === 'object' && process.env.NODE_ENV !== 'production') warnOfBrandFields(brand);
  // Document mode: <html> is the kit root, so it takes the brand's id and a data brand's variables.
  React.useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    const variables = Object.entries(themeStyle ?? {});
    root.setAttribute('data-theme', brand.id);
    for (const [name, value] of variables) root.style.setProperty(name, value);
    return () => {
      for (const [name] of variables) root.style.removeProperty(name);
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [brand.id, applyToDocument, themeStyle]);
  return (
    <BrandContext.Provider value={brand}>
      {getBrandFonts(brand).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="leasekit-brand-fonts" />
      ))}
      <BrandMessagesContext.Provider value={brand.messages}>
        {applyToDocument ? (
          children
        ) : (
          <div
            data-slot="theme-root"
            data-theme={brand.id}
            style={{ ...themeStyle, display: 'contents' } as React.CSSProperties}
          >
            {children}
          </div>
        )}
      </BrandMessagesContext.Provider>
    </BrandContext.Provider>
  );
}

/** The current brand (the default brand outside any ThemeProvider). */
export function useBrand(): Brand {
  return React.useContext(BrandContext);
}

/** Props of {@link BrandLogo}. */
export type BrandLogoProps = React.ComponentProps<'span'>;

/**
 * The current brand's logo slot, or its name as text when the brand has no logo; empty when neither is
 * of its type (a brand is data: a name that is not text shows nothing rather than failing the render).
 */
export const BrandLogo = /* @__PURE__ */ React.forwardRef<HTMLSpanElement, BrandLogoProps>(function BrandLogo(
  { className, ...props },
  ref,
) {
  const brand = useBrand();
  return (
    <span
      data-slot="brand-logo"
      className={cn('inline-flex items-center font-heading text-lg font-bold text-foreground', className)}
      ref={ref}
      {...props}
    >
      {getBrandLogoContent(brand)}
    </span>
  );
});
