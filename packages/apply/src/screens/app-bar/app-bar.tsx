import { t, type Locale } from '@leasekit/core';
import { cn, useBrand } from '@leasekit/ui';
import { useCustomComponent } from '../../customization/customization';
import { DefaultLogo } from '../../customization/default-parts';
import type * as React from 'react';

/** Props of {@link AppBar}. */
export interface AppBarProps extends React.ComponentProps<'div'> {
  /** The current locale. */
  locale: Locale;
  /** Called with the locale the shopper picks (en or es). */
  onLocaleChange: (locale: Locale) => void;
  /**
   * The Fill dropdown of test scenarios ({@link FillMenu}), given only outside production (01 §6); none
   * by default. A slot, so production bundles can leave its code out of the first load.
   */
  fillMenu?: React.ReactNode;
}

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The app's top bar: the brand logo, the locale switcher (en, es) and, outside production, the Fill
 * dropdown of test scenarios (01 §2, §6) passed as `fillMenu`. It is a `nav` landmark so it never competes with a screen's
 * `main` or `header`.
 */
export function AppBar({ locale, onLocaleChange, fillMenu = null, className, ...props }: AppBarProps) {
  const Logo = useCustomComponent('Logo', DefaultLogo);
  const brand = useBrand();
  return (
    <div
      data-slot="app-bar"
      className={cn('border-b border-border bg-background px-4 py-2 sm:px-6', className)}
      {...props}
    >
      <nav
        aria-label={t('app.bar.label', undefined, locale)}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3"
      >
        <Logo brand={brand} />
        <div className="flex flex-wrap items-center gap-3">
          {fillMenu}
          <div role="group" aria-label={t('app.locale.label', undefined, locale)} className="flex gap-1">
            {(['en', 'es'] as const).map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={code === locale}
                onClick={() => onLocaleChange(code)}
                className={cn(
                  'rounded-md px-2 py-1 text-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                  code === locale ? 'bg-primary text-primary-foreground' : 'text-foreground',
                )}
              >
                {LOCALE_NAMES[code]}
              </button>
            ))}
          </div>
        </div>
      </nav>
    </div>
  );
}
