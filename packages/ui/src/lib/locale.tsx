import * as React from 'react';
import { isLocale, type Locale } from '@leasekit/core';

const LocaleContext = React.createContext<Locale | null>(null);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale every component below uses for catalogue texts. */
  locale: Locale;
  children?: React.ReactNode;
}

/**
 * Sets the locale for the catalogue texts, and the schema texts given per locale or as codes, of every
 * component below it: en, es or one the app registered (`registerLocale` of `@leasekit/core`).
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/**
 * The locale for catalogue texts: the nearest {@link LocaleProvider}'s, else the document's `lang`
 * when it is a known locale (shipped or registered; so a page that only sets `<html lang>` still gets its
 * texts), else English.
 */
export function useLocale(): Locale {
  const fromContext = React.useContext(LocaleContext);
  if (fromContext) return fromContext;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}
