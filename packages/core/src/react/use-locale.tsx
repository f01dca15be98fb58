import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createLocaleStore, type LocaleStore } from '../locale';
import { isLocale, t as translate, type Locale, type MessageCode, type MessageParams } from '../messages';
import { useOwnedStore } from './use-owned-store';
import { useStore } from './use-store';

// Components outside a provider read the document's locale from a fixed source per locale, made on first
// use: no store, so such a page bundles neither the locale store nor loadLocale and its Spanish chunk.
type LocaleSource = Pick<LocaleStore, 'getState' | 'subscribe' | 't' | 'setLocale'>;
const fallbackSources: Partial<Record<Locale, LocaleSource>> = {};
const noSubscription = () => () => {};
const noSwitch = () => Promise.resolve();

function createFallbackSource(locale: Locale): LocaleSource {
  const state = { locale, pendingLocale: null };
  return {
    getState: () => state,
    subscribe: noSubscription,
    t: (code, params) => translate(code, params, locale),
    setLocale: noSwitch,
  };
}

/**
 * The locale of a page without a provider: the document's `lang` (its language part) when it is a known
 * locale, shipped or registered, so a page that only sets `<html lang>` gets its texts; else English.
 */
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
   * provider there is nothing to switch: it does nothing (render a {@link LocaleProvider} to switch).
   */
  setLocale: (locale: Locale | string) => Promise<void>;
  /** `t(code, params)` in the current locale with English fallback. */
  t: (code: MessageCode | string, params?: MessageParams) => string;
}

/**
 * The current locale, the one a switch is loading, a setter and `t` bound to the current locale;
 * re-renders when either changes. Without a {@link LocaleProvider}: the document's `lang` when it is a
 * known locale (shipped or registered; its texts show once loaded, English until then), else English.
 */
export function useLocale(): UseLocaleResult {
  const fromContext = useContext(LocaleContext);
  let store: LocaleSource | null = fromContext;
  if (!store) {
    const locale = documentLocale();
    store = fallbackSources[locale] ??= createFallbackSource(locale);
  }
  const { locale, pendingLocale } = useStore(store);
  return { locale, pendingLocale, setLocale: store.setLocale, t: store.t };
}

/** `t(code, params)` in the current locale with English fallback (01 §1). */
export function useT(): UseLocaleResult['t'] {
  return useLocale().t;
}
