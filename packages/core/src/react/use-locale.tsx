import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createLocaleStore, createLocaleStoreLoadingWith, type LocaleStore } from '../locale';
import { isLocale, type Locale, type MessageCode, type MessageParams } from '../messages';
import { useOwnedStore } from './use-owned-store';
import { useStore } from './use-store';

// Components outside a provider read the document's locale from one shared store per locale, never
// disposed, which loads no catalogue: a switch on it reaches only a locale already loaded. They are made on first use, not at module level: a module-level call stays in every bundle
// that imports anything from this entry (it may have effects, so bundlers keep it), and with it the
// locale store and loadLocale.
const fallbackStores: Partial<Record<Locale, LocaleStore>> = {};

/**
 * The locale of a page without a provider: the document's `lang` (its language part) when it is a known
 * locale, shipped or registered, so a page that only sets `<html lang>` gets its texts; else English.
 */
const loadNothing = () => Promise.resolve();

function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}
const LocaleContext = /* @__PURE__ */ createContext<LocaleStore | null>(null);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale; 'en' by default. A change of this prop switches the locale. Ignored with `store`. */
  locale?: Locale;
  /**
   * A locale store the app already owns (it mounts and disposes it, and switches it with `setLocale`),
   * provided as is instead of one made from `locale`: so an app with its own store has one locale, not
   * a copy that follows it a render late. None by default. Meant to stay the same for the provider's
   * life: switching between a store and none remounts what is below.
   */
  store?: LocaleStore;
  children?: ReactNode;
}

/**
 * Provides a locale store (01 §1) to `useLocale` and `useT` below it: the `store` given, else one created
 * once and disposed on unmount, into which the `locale` prop is pushed when it changes. A locale whose
 * texts are not loaded yet shows English until they arrive (see `createLocaleStore`): load it before
 * rendering (`await loadLocale('es')`) to render in it from the start.
 */
export function LocaleProvider({ locale = 'en', store, children }: LocaleProviderProps) {
  if (store) return <LocaleContext.Provider value={store}>{children}</LocaleContext.Provider>;
  return <OwnedLocaleProvider locale={locale}>{children}</OwnedLocaleProvider>;
}

function OwnedLocaleProvider({ locale, children }: { locale: Locale; children?: ReactNode }) {
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
  /**
   * Switches once the locale's texts are loaded (see `LocaleStore.setLocale`); never rejects. Without a
   * provider it loads none: only a locale already loaded is reached.
   */
  setLocale: (locale: Locale | string) => Promise<void>;
  /** `t(code, params)` in the current locale with English fallback. */
  t: (code: MessageCode | string, params?: MessageParams) => string;
}

/**
 * The current locale, the one a switch is loading, a setter and `t` bound to the current locale;
 * re-renders when either changes. Without a {@link LocaleProvider}: the document's `lang` when it is a
 * known locale whose texts are loaded (shipped or registered), else English.
 */
export function useLocale(): UseLocaleResult {
  const fromContext = useContext(LocaleContext);
  let store = fromContext;
  if (!store) {
    const locale = documentLocale();
    store = fallbackStores[locale] ??= createLocaleStoreLoadingWith(locale, loadNothing);
  }
  const { locale, pendingLocale } = useStore(store);
  return { locale, pendingLocale, setLocale: store.setLocale, t: store.t };
}

/** `t(code, params)` in the current locale with English fallback (01 §1). */
export function useT(): UseLocaleResult['t'] {
  return useLocale().t;
}
