import { catalogues, t as translate, type Locale, type MessageCode, type MessageParams } from '../messages';
import { createStore, type ReadableStore } from '../stores/store';

/** The locales the product ships, in the order a language switch shows them (01 §1). */
export const LOCALES: readonly Locale[] = ['en', 'es'];

/** The default locale: English (02 §9 "Language default 'en'"). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value is a shipped locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(catalogues, value);
}

/** State of the locale store. */
export interface LocaleState {
  locale: Locale;
}

/** Options of {@link createLocaleStore}. */
export interface LocaleStoreOptions {
  /** The starting locale; 'en' by default. An unknown value falls back to 'en'. */
  locale?: Locale | string | null;
}

/** The locale store: the current locale and a `t` bound to it. */
export interface LocaleStore extends ReadableStore<LocaleState> {
  /** The text of `code` in the current locale, falling back to English, then to the code itself. */
  t(code: MessageCode | string, params?: MessageParams): string;
  /** Switches the locale; an unknown value is ignored so the page never goes blank. */
  setLocale(locale: Locale | string): void;
}

/**
 * Creates the locale store (01 §1: locales en and es, only a few strings translated). `t` looks a code up
 * in the current locale's catalogue with English fallback.
 */
export function createLocaleStore(options: LocaleStoreOptions = {}): LocaleStore {
  const store = createStore<LocaleState>({
    locale: isLocale(options.locale) ? options.locale : DEFAULT_LOCALE,
  });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose: store.dispose,
    t: (code, params) => translate(code, params, store.getState().locale),
    setLocale(locale) {
      if (isLocale(locale) && locale !== store.getState().locale) store.setState({ locale });
    },
  };
}
