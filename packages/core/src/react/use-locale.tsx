import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createLocaleStore, type LocaleStore } from '../locale';
import type { Locale, MessageCode, MessageParams } from '../messages';
import { useOwnedStore } from './use-owned-store';
import { useStore } from './use-store';

// Components outside a provider read English from one shared store that is never disposed.
const fallbackStore = createLocaleStore();
const LocaleContext = createContext<LocaleStore>(fallbackStore);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale; 'en' by default. A change of this prop switches the locale. */
  locale?: Locale;
  children?: ReactNode;
}

/**
 * Provides a locale store (01 §1) to `useLocale` and `useT` below it. The store is created once and
 * disposed on unmount; the `locale` prop is pushed into it when it changes.
 */
export function LocaleProvider({ locale = 'en', children }: LocaleProviderProps) {
  const store = useOwnedStore(() => createLocaleStore({ locale }));
  useEffect(() => {
    store.setLocale(locale);
  }, [store, locale]);
  return <LocaleContext.Provider value={store}>{children}</LocaleContext.Provider>;
}

/** What {@link useLocale} returns. */
export interface UseLocaleResult {
  locale: Locale;
  setLocale: (locale: Locale | string) => void;
  t: (code: MessageCode | string, params?: MessageParams) => string;
}

/**
 * The current locale, a setter and `t` bound to it; re-renders when the locale changes. English without
 * a {@link LocaleProvider}.
 */
export function useLocale(): UseLocaleResult {
  const store = useContext(LocaleContext);
  const { locale } = useStore(store);
  return { locale, setLocale: store.setLocale, t: store.t };
}

/** `t(code, params)` in the current locale with English fallback (01 §1). */
export function useT(): UseLocaleResult['t'] {
  return useLocale().t;
}
