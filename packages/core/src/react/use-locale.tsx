import { useContext, useEffect, type ReactNode } from 'react';
import { createLocaleStore, type LocaleStore } from '../locale';
import { t as translate, type Locale, type MessageCode, type MessageParams } from '../messages';
import { documentLocale, LocaleContext } from './locale-context';
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

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The locale; 'en' by default. A change of this prop switches the locale. */
  locale?: Locale;
  children?: ReactNode;
}

/**
 * Provides a locale store (01 §1) to `useLocale`, `useT`, `useCurrentLocale` and `@leasekit/ui`'s
 * components below it. The store is created once and disposed on unmount; the `locale` prop is pushed
 * into it when it changes. A locale whose texts are not loaded yet shows English until they arrive (see
 * `createLocaleStore`): load it before rendering (`await loadLocale('es')`) to render in it from the
 * start. An app with a locale store of its own provides it with `LocaleStoreProvider` instead.
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
