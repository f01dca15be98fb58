import { describe, expect, it, vi } from 'vitest';
import { en } from '../messages/en';
import { es } from '../messages/es';
import { createLocaleStore, DEFAULT_LOCALE, isLocale, LOCALES } from './locale-store';

// Codes taken from the live catalogue, so the test follows whatever the catalogue owners ship.
const translated = Object.keys(es).find(
  (code) => es[code as keyof typeof es] !== (en as Record<string, string>)[code],
)!;
const untranslated = Object.keys(en).find((code) => !(code in es))!;

describe('spec 01 §1: locales en and es with English fallback', () => {
  it('ships en and es, en by default', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(createLocaleStore().getState().locale).toBe('en');
    expect(createLocaleStore({ locale: 'fr' }).getState().locale).toBe('en');
    expect(isLocale('es')).toBe(true);
    expect(isLocale('toString')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });

  it('t(code) uses the current locale and falls back to English', () => {
    expect(translated).toBeTruthy();
    expect(untranslated).toBeTruthy();
    const locale = createLocaleStore({ locale: 'es' });
    expect(locale.t(translated)).toBe(es[translated as keyof typeof es]);
    expect(locale.t(untranslated)).toBe((en as Record<string, string>)[untranslated]);
    locale.setLocale('en');
    expect(locale.t(translated)).toBe((en as Record<string, string>)[translated]);
  });

  it('an unknown code shows the code itself, with params left for the caller', () => {
    const locale = createLocaleStore();
    expect(locale.t('no.such.code', { n: 1 })).toBe('no.such.code');
  });

  it('setLocale notifies on change only and ignores unknown locales', () => {
    const locale = createLocaleStore();
    const listener = vi.fn();
    locale.subscribe(listener);
    locale.setLocale('en');
    locale.setLocale('de');
    expect(listener).not.toHaveBeenCalled();
    locale.setLocale('es');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(locale.getState().locale).toBe('es');
    locale.dispose();
  });
});

/** A promise the test settles itself, standing in for the Spanish chunk on its way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Fresh core modules: the setup file registered Spanish in the shared ones; here Spanish has not been
 * loaded, as on a page that has not asked for it.
 */
async function freshModules() {
  vi.resetModules();
  const messages = await import('../messages');
  const { createLocaleStore } = await import('./locale-store');
  const { es: spanish } = await import('../messages/es');
  return { ...messages, createLocaleStore, spanish };
}

const CODE = 'errors.unknown';
const ENGLISH = 'An unknown error occurred';
const SPANISH = 'Ocurrió un error desconocido';

describe('spec 01 §1: a switch to Spanish loads its texts first, then changes the locale once', () => {
  it('while Spanish loads the page stays English with the switch pending; then it is Spanish in one change', async () => {
    const { createLocaleStore, registerLocale, spanish } = await freshModules();
    const chunk = deferred();
    const load = vi.fn(() => chunk.promise);
    const locale = createLocaleStore({ load });
    const seen: string[] = [];
    locale.subscribe(() => seen.push(`${locale.getState().locale}:${locale.t(CODE)}`));

    const switched = locale.setLocale('es');
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: 'es' });
    expect(locale.t(CODE)).toBe(ENGLISH);
    // Asking again while it loads waits for the same load.
    expect(locale.setLocale('es')).toBe(switched);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('es');

    registerLocale('es', spanish);
    chunk.resolve();
    await switched;
    expect(locale.getState()).toEqual({ locale: 'es', pendingLocale: null });
    expect(locale.t(CODE)).toBe(SPANISH);
    // One notification for the pending switch, one for the switch: the texts change language once.
    expect(seen).toEqual([`en:${ENGLISH}`, `es:${SPANISH}`]);
  });

  it('switching back to English while Spanish loads cancels the switch', async () => {
    const { createLocaleStore, registerLocale, spanish } = await freshModules();
    const chunk = deferred();
    const locale = createLocaleStore({ load: () => chunk.promise });
    const switched = locale.setLocale('es');
    await locale.setLocale('en');
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: null });
    registerLocale('es', spanish);
    chunk.resolve();
    await switched;
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: null });
    // Spanish is loaded now: the next switch is immediate.
    await locale.setLocale('es');
    expect(locale.getState().locale).toBe('es');
  });

  it('a failed load keeps English and never rejects; the next switch loads again', async () => {
    const { createLocaleStore, registerLocale, spanish } = await freshModules();
    const first = deferred();
    const second = deferred();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const locale = createLocaleStore({ load });
    const failed = locale.setLocale('es');
    first.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failed).resolves.toBeUndefined();
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: null });

    const retried = locale.setLocale('es');
    expect(load).toHaveBeenCalledTimes(2);
    registerLocale('es', spanish);
    second.resolve();
    await retried;
    expect(locale.getState()).toEqual({ locale: 'es', pendingLocale: null });
  });

  it('a load that resolves without registering the texts does not switch (no English under es)', async () => {
    const { createLocaleStore } = await freshModules();
    const locale = createLocaleStore({ load: () => Promise.resolve() });
    await locale.setLocale('es');
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: null });
  });

  it('a starting locale not loaded yet starts in English, loads at mount and switches when its texts arrive', async () => {
    const { createLocaleStore, registerLocale, spanish } = await freshModules();
    const chunk = deferred();
    const load = vi.fn(() => chunk.promise);
    const locale = createLocaleStore({ locale: 'es', load });
    expect(load).not.toHaveBeenCalled();
    locale.mount();
    expect(locale.getState()).toEqual({ locale: 'en', pendingLocale: 'es' });
    const switched = locale.setLocale('es');
    registerLocale('es', spanish);
    chunk.resolve();
    await switched;
    expect(locale.getState()).toEqual({ locale: 'es', pendingLocale: null });
  });

  it('a store disposed while Spanish loads stays as it was', async () => {
    const { createLocaleStore, registerLocale, spanish } = await freshModules();
    const chunk = deferred();
    const locale = createLocaleStore({ load: () => chunk.promise });
    const switched = locale.setLocale('es');
    locale.dispose();
    registerLocale('es', spanish);
    chunk.resolve();
    await switched;
    expect(locale.getState().locale).toBe('en');
    await locale.setLocale('es');
    expect(locale.getState().locale).toBe('en');
  });

  it('by default the store fetches Spanish itself (loadLocale)', async () => {
    const { createLocaleStore, isLocaleLoaded } = await freshModules();
    const locale = createLocaleStore();
    expect(isLocaleLoaded('es')).toBe(false);
    await locale.setLocale('es');
    expect(isLocaleLoaded('es')).toBe(true);
    expect(locale.getState()).toEqual({ locale: 'es', pendingLocale: null });
    expect(locale.t(CODE)).toBe(SPANISH);
  });
});

describe('spec 01 §1 locale registry: the store switches to a locale the app registered', () => {
  it('a registered locale with a loader is loaded on the switch, then its texts show', async () => {
    vi.resetModules();
    const messages = await import('../messages');
    const { createLocaleStore: createStore } = await import('./locale-store');
    const pt = 'pt' as Parameters<typeof messages.registerLocale>[0];
    const load = vi.fn(() => Promise.resolve({ 'common.continue': 'Continuar agora' }));
    messages.registerLocale(pt, load, { intl: 'pt-BR' });
    const store = createStore({ locale: 'en' });
    await store.setLocale('pt');
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ locale: 'pt', pendingLocale: null });
    expect(store.t('common.continue')).toBe('Continuar agora');
    expect(store.t('common.back')).toBe(messages.t('common.back'));
  });
});
