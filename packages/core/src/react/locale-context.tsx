import { createContext, type ReactNode } from 'react';
import type { LocaleStore } from '../locale';
import { isLocale, type Locale } from '../messages';

// The context every locale reader shares, apart from use-locale.tsx: what reads only the locale
// (useCurrentLocale, so every @leasekit/ui component) and what provides an app's own store
// (LocaleStoreProvider) reach no store factory, no bound `t` and no loader through this module, which
// keeps a page of ui components without a provider, and an app's first route, light.

/** The nearest provider's locale store; null outside one. Internal: not exported by the entry. */
export const LocaleContext = /* @__PURE__ */ createContext<LocaleStore | null>(null);

/**
 * The locale of a page without a provider: the document's `lang` (its language part) when it is a known
 * locale, shipped or registered, so a page that only sets `<html lang>` gets its texts; else English.
 */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}

/** Props of {@link LocaleStoreProvider}. */
export interface LocaleStoreProviderProps {
  /** The app's locale store; the app creates, mounts and switches it (`createLocaleStore`). */
  store: LocaleStore;
  children?: ReactNode;
}

/**
 * Provides a locale store the app already owns (01 §1) to everything below it: `useLocale`, `useT`,
 * `useCurrentLocale` and so `@leasekit/ui`'s components. The app keeps one locale: a switch through the
 * store reaches every reader in the same render. Use {@link LocaleProvider} instead to provide a locale
 * from a prop, in a store of its own.
 */
export function LocaleStoreProvider({ store, children }: LocaleStoreProviderProps) {
  return <LocaleContext.Provider value={store}>{children}</LocaleContext.Provider>;
}
