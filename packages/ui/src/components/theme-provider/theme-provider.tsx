import * as React from 'react';
import { BrandMessagesProvider } from '../../lib/brand-messages';
import { cn } from '../../lib/utils';
import { defaultBrand, type Brand, type BrandTheme } from './brands';

const BrandContext = React.createContext<Brand>(defaultBrand);

// Bundlers replace `process.env.NODE_ENV` at build time; where nothing does (a browser running the
// source), reading it throws and counts as development.
declare const process: { env: { NODE_ENV?: string } };

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * The `--lk-` variables of a brand given as data, null while they are being made (and for a brand
 * without `theme`). The derivation (colour maths) loads on demand, so an app whose brands are CSS files
 * never downloads it. In development the theme check's failures are printed as a warning.
 */
function useBrandThemeStyle(id: string, theme: BrandTheme | undefined): Record<string, string> | null {
  const [made, setMade] = React.useState<{ theme: BrandTheme; style: Record<string, string> } | null>(null);
  React.useEffect(() => {
    if (!theme) return;
    let current = true;
    void import('../../theme-tools/brand-theme').then(({ getBrandThemeVariables }) => {
      if (!current) return;
      const { style, problems } = getBrandThemeVariables(id, theme);
      if (problems.length > 0 && !isProduction()) {
        console.warn(
          `leasekit: the brand "${id}" fails the theme check:\n  ${problems.map((p) => p.message).join('\n  ')}`,
        );
      }
      setMade({ theme, style });
    });
    return () => {
      current = false;
    };
  }, [id, theme]);
  return theme && made?.theme === theme ? made.style : null;
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
 * unmount the previous `data-theme` is put back. The attribute is set in an effect: for a first paint in the brand, the served HTML carries it already (`<html
 * data-theme>`; `getThemeAttributes` of `@leasekit/core` renders it on a server).
 */
export function ThemeProvider({ brand: givenBrand, applyToDocument = true, children }: ThemeProviderProps) {
  // Not a parameter default: the props table would print the default brand's object, logo element and
  // all, which Storybook's docs cannot print (the Theming/Brands page crashed on it).
  const brand = givenBrand ?? defaultBrand;
  const themeStyle = useBrandThemeStyle(brand.id, brand.theme);
  React.useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    root.setAttribute('data-theme', brand.id);
    return () => {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    };
  }, [brand.id, applyToDocument]);
  // A brand given as data themes <html> with its variables in document mode.
  React.useLayoutEffect(() => {
    if (!applyToDocument || !themeStyle) return;
    const { style } = document.documentElement;
    for (const [name, value] of Object.entries(themeStyle)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(themeStyle)) style.removeProperty(name);
    };
  }, [applyToDocument, themeStyle]);
  return (
    <BrandContext.Provider value={brand}>
      {brand.fonts?.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="leasekit-brand-fonts" />
      ))}
      <BrandMessagesProvider value={brand.messages}>
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
      </BrandMessagesProvider>
    </BrandContext.Provider>
  );
}

/** The current brand (the default brand outside any ThemeProvider). */
export function useBrand(): Brand {
  return React.useContext(BrandContext);
}

/** Props of {@link BrandLogo}. */
export type BrandLogoProps = React.ComponentProps<'span'>;

/** The current brand's logo slot, or its name as text when the brand has no logo. */
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
      {brand.logo ?? brand.name}
    </span>
  );
});
