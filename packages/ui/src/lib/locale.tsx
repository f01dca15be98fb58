import * as React from 'react';
import type { Locale } from '@leasekit/core';

const LocaleContext = React.createContext<Locale | null>(null);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale every component below uses for catalogue texts. */
  locale: Locale;
  children?: React.ReactNode;
}

/** Sets the locale (en or es) for the catalogue texts of every component below it. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/**
 * The locale for catalogue texts: the nearest {@link LocaleProvider}'s, else the document's `lang`
 * when it is en or es (so a page that only sets `<html lang>` still gets its texts), else English.
 */
export function useLocale(): Locale {
  const fromContext = React.useContext(LocaleContext);
  if (fromContext) return fromContext;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}
