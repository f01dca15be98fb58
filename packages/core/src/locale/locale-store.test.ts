import { describe, expect, it, vi } from 'vitest';
import { en, es } from '../messages';
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
