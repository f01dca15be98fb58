import * as React from 'react';
import { cn } from '../../lib/utils';
import { defaultBrand, type Brand } from './brands';

const BrandContext = React.createContext<Brand>(defaultBrand);

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
 * on a kit root of its own), loads the brand's font
 * stylesheets (`brand.fonts`, hoisted into the head by React 19) and gives the brand's data (name, logo,
 * phone numbers) to {@link useBrand}. On unmount the previous `data-theme` is put back. The attribute is
 * set in an effect: for a first paint in the brand, the served HTML carries it already (`<html
 * data-theme>`; `getThemeAttributes` of `@leasekit/core` renders it on a server).
 */
export function ThemeProvider({ brand: givenBrand, applyToDocument = true, children }: ThemeProviderProps) {
  // Not a parameter default: the props table would print the default brand's object, logo element and
  // all, which Storybook's docs cannot print (the Theming/Brands page crashed on it).
  const brand = givenBrand ?? defaultBrand;
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
  return (
    <BrandContext.Provider value={brand}>
      {brand.fonts?.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="leasekit-brand-fonts" />
      ))}
      {applyToDocument ? (
        children
      ) : (
        <div data-slot="theme-root" data-theme={brand.id} style={{ display: 'contents' }}>
          {children}
        </div>
      )}
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
