import {
  isLocale,
  isLocaleLoaded,
  loadLocale,
  t as translate,
  type Locale,
  type MessageCode,
  type MessageParams,
} from '../messages';
import { createStore, type ReadableStore } from '../stores/store';

// The locale registry lives with the catalogues; the store's module re-exports what it checks against.
export { isLocale, LOCALES } from '../messages';

/** The default locale: English (02 §9 "Language default 'en'"). */
export const DEFAULT_LOCALE: Locale = 'en';

/** State of the locale store. */
export interface LocaleState {
  /** The locale texts show in; its texts are always present (English until another one has loaded). */
  locale: Locale;
  /** The locale whose texts are loading for a switch; null when no switch is pending. */
  pendingLocale: Locale | null;
}

/** Options of {@link createLocaleStore}. */
export interface LocaleStoreOptions {
  /**
   * The starting locale; 'en' by default. An unknown value falls back to 'en'. A locale whose texts are not
   * loaded yet starts as English and switches once they arrive: load them first (`await
   * loadLocale(locale)`) for a first render in that language.
   */
  locale?: Locale | string | null;
  /**
   * Fetches and registers a locale's texts before a switch; `loadLocale` by default (Spanish is its own
   * chunk). Tests pass one they resolve or reject themselves.
   */
  load?: (locale: Locale) => Promise<void>;
}

/** The locale store: the current locale and a `t` bound to it. */
export interface LocaleStore extends ReadableStore<LocaleState> {
  /** The text of `code` in the current locale, falling back to English, then to the code itself. */
  t(code: MessageCode | string, params?: MessageParams): string;
  /**
   * Switches the locale once its texts are present: at once when they are (English always), otherwise
   * after loading them, with `pendingLocale` set meanwhile, so the page changes language once and never
   * shows half of each. The latest call wins: switching back while a load is pending cancels that
   * switch. An unknown value is ignored, and a failed load keeps the current locale (a later call loads
   * again), so the page never goes blank. The promise settles when the switch is done or dropped; it
   * never rejects.
   */
  setLocale(locale: Locale | string): Promise<void>;
}

/**
 * Creates the locale store (01 §1: locales en and es, only a few strings translated). `t` looks a code up
 * in the current locale's catalogue with English fallback; a switch to a locale not loaded yet loads it
 * first. An initial locale not loaded yet is loaded at the first `mount()`.
 */
export function createLocaleStore(options: LocaleStoreOptions = {}): LocaleStore {
  const load = options.load ?? loadLocale;
  const store = createStore<LocaleState>({ locale: DEFAULT_LOCALE, pendingLocale: null });
  // The switch in flight, so a repeated request for the same locale waits for the same load.
  let pending: Promise<void> = Promise.resolve();
  /** Whether a locale was asked for since creation; the first mount asks for the initial one otherwise. */
  let asked = false;

  function setLocale(next: Locale | string): Promise<void> {
    if (!isLocale(next) || store.disposed) return Promise.resolve();
    asked = true;
    const { locale, pendingLocale } = store.getState();
    if (next === pendingLocale) return pending;
    if (isLocaleLoaded(next)) {
      if (next !== locale || pendingLocale !== null) store.setState({ locale: next, pendingLocale: null });
      return Promise.resolve();
    }
    store.setState({ pendingLocale: next });
    const finish = (switched: boolean) => {
      // A later call (another locale, or back to the current one) has taken over: leave its state alone.
      if (store.getState().pendingLocale !== next) return;
      store.setState(switched ? { locale: next, pendingLocale: null } : { pendingLocale: null });
    };
    pending = load(next).then(
      // Switch only when the texts really are there, else the page would show English under 'es'.
      () => finish(isLocaleLoaded(next)),
      () => finish(false),
    );
    return pending;
  }

  const initial = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  // A catalogue already loaded is taken at once; loading one waits for the first mount.
  if (isLocaleLoaded(initial)) void setLocale(initial);
  store.onMount(() => {
    if (!asked) void setLocale(initial);
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    t: (code, params) => translate(code, params, store.getState().locale),
    setLocale,
  };
}
