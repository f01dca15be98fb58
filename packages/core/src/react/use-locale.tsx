import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createLocaleStore, type LocaleStore } from '../locale';
import type { Locale, MessageCode, MessageParams } from '../messages';
import { useOwnedStore } from './use-owned-store';
import { useStore } from './use-store';

// Components outside a provider read English from one shared store that is never disposed. It is made on
// first use, not at module level: a module-level call stays in every bundle that imports anything from
// this entry (it may have effects, so bundlers keep it), and with it the locale store and loadLocale.
let fallbackStore: LocaleStore | undefined;
const LocaleContext = /* @__PURE__ */ createContext<LocaleStore | null>(null);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale; 'en' by default. A change of this prop switches the locale. */
  locale?: Locale;
  children?: ReactNode;
}

/**
 * Provides a locale store (01 §1) to `useLocale` and `useT` below it. The store is created once and
 * disposed on unmount; the `locale` prop is pushed into it when it changes. A locale whose texts are not
 * loaded yet shows English until they arrive (see `createLocaleStore`): load it before rendering
 * (`await loadLocale('es')`) to render in it from the start.
 */
export function LocaleProvider({ locale = 'en', children }: LocaleProviderProps) {
  const store = useOwnedStore(() => createLocaleStore({ locale }));
  useEffect(() => {
    void store.setLocale(locale);
  }, [store, locale]);
  return <LocaleContext.Provider value={store}>{children}</LocaleContext.Provider>;
}

/** What {@link useLocale} returns. */
export interface UseLocaleResult {
  /** The locale texts show in. */
  locale: Locale;
  /** The locale loading for a switch; null when none is pending. */
  pendingLocale: Locale | null;
  /** Switches once the locale's texts are loaded (see `LocaleStore.setLocale`); never rejects. */
  setLocale: (locale: Locale | string) => Promise<void>;
  /** `t(code, params)` in the current locale with English fallback. */
  t: (code: MessageCode | string, params?: MessageParams) => string;
}

/**
 * The current locale, the one a switch is loading, a setter and `t` bound to the current locale;
 * re-renders when either changes. English without a {@link LocaleProvider}.
 */
export function useLocale(): UseLocaleResult {
  const store = useContext(LocaleContext) ?? (fallbackStore ??= createLocaleStore());
  const { locale, pendingLocale } = useStore(store);
  return { locale, pendingLocale, setLocale: store.setLocale, t: store.t };
}

/** `t(code, params)` in the current locale with English fallback (01 §1). */
export function useT(): UseLocaleResult['t'] {
  return useLocale().t;
}
