import { describe, expect, it, vi } from 'vitest';
import { en, formatMessage, interpolate, isMessageCode, t, type Locale } from './index';

describe('spec 01 §1: locales en and es, English fallback', () => {
  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(interpolate('The {field} value', { field: 'Phone' })).toBe('The Phone value');
    expect(interpolate('The {field} value', { other: 1 })).toBe('The {field} value');
    expect(interpolate('No params')).toBe('No params');
  });

  it('returns an unknown code as it is, so a missing text is visible', () => {
    expect(t('no.such.code')).toBe('no.such.code');
    expect(isMessageCode('no.such.code')).toBe(false);
  });

  it('every English code resolves to its text in en, and to a text in es (fallback to en)', () => {
    for (const code of Object.keys(en) as (keyof typeof en)[]) {
      expect(t(code, undefined, 'en')).toBe(interpolate(en[code]));
      expect(t(code, undefined, 'es')).not.toBe('');
      expect(formatMessage({ code }, 'en')).toBe(t(code));
    }
  });
});

/**
 * Fresh message modules: the setup file registered Spanish in the shared ones; these start as a page
 * that has not asked for Spanish.
 */
async function freshMessages() {
  vi.resetModules();
  const messages = await import('./index');
  const { es } = await import('./es');
  return { ...messages, spanish: es };
}

describe('spec 01 §1: Spanish loads on demand, English is always there', () => {
  it('before Spanish is loaded, t() in es shows English, synchronously', async () => {
    const { formatMessage, isLocaleLoaded, t } = await freshMessages();
    expect(isLocaleLoaded('en')).toBe(true);
    expect(isLocaleLoaded('es')).toBe(false);
    expect(t('errors.upload.failed', undefined, 'es')).toBe('Unable to upload file');
    expect(formatMessage({ code: 'income.minimum', params: { amount: '$1.00' } }, 'es')).toBe(
      t('income.minimum', { amount: '$1.00' }),
    );
  });

  it('loadLocale fetches Spanish once (callers share the load) and t() shows it', async () => {
    const { isLocaleLoaded, loadLocale, t } = await freshMessages();
    const first = loadLocale('es');
    expect(loadLocale('es')).toBe(first);
    await first;
    expect(isLocaleLoaded('es')).toBe(true);
    expect(t('errors.upload.failed', undefined, 'es')).toBe('No se pudo subir el archivo');
    await expect(loadLocale('es')).resolves.toBeUndefined();
  });

  it('loadLocale resolves at once for English and for a value that is no locale', async () => {
    const { isLocaleLoaded, loadLocale } = await freshMessages();
    await expect(loadLocale('en')).resolves.toBeUndefined();
    await expect(loadLocale('fr' as Locale)).resolves.toBeUndefined();
    expect(isLocaleLoaded('fr' as Locale)).toBe(false);
    expect(isLocaleLoaded('toString' as Locale)).toBe(false);
  });

  it('registerLocale makes Spanish available synchronously; English cannot be replaced', async () => {
    const { registerLocale, spanish, t } = await freshMessages();
    registerLocale('es', spanish);
    expect(t('errors.upload.failed', undefined, 'es')).toBe('No se pudo subir el archivo');
    registerLocale('en', { 'errors.upload.failed': 'replaced' });
    expect(t('errors.upload.failed')).toBe('Unable to upload file');
  });

  it('a Spanish registration made while the chunk is on its way is kept', async () => {
    const { loadLocale, registerLocale, t } = await freshMessages();
    const loading = loadLocale('es');
    registerLocale('es', { 'errors.upload.failed': 'registered first' });
    await loading;
    expect(t('errors.upload.failed', undefined, 'es')).toBe('registered first');
  });

  it('a failed fetch rejects and keeps nothing, so the next call fetches again', async () => {
    vi.resetModules();
    vi.doMock('./es', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { isLocaleLoaded, loadLocale } = await import('./index');
    await expect(loadLocale('es')).rejects.toThrow();
    expect(isLocaleLoaded('es')).toBe(false);
    vi.doUnmock('./es');
    await loadLocale('es');
    expect(isLocaleLoaded('es')).toBe(true);
  });
});

describe('counted texts follow the locale plural rules', () => {
  const forms = { one: 'checkout.complete.redirecting.one', other: 'checkout.complete.redirecting' } as const;

  it('one second is singular in English and Spanish, other counts plural', async () => {
    const { registerLocale, tPlural } = await import('./index');
    const { es } = await import('./es');
    registerLocale('es', es);
    expect(tPlural(forms, 1, undefined, 'en')).toBe('You will be returned to the retailer in 1 second.');
    expect(tPlural(forms, 2, undefined, 'en')).toBe('You will be returned to the retailer in 2 seconds.');
    expect(tPlural(forms, 0, undefined, 'en')).toBe('You will be returned to the retailer in 0 seconds.');
    expect(tPlural(forms, 1, undefined, 'es')).toBe('Volverá al comercio en 1 segundo.');
    expect(tPlural(forms, 5, undefined, 'es')).toBe('Volverá al comercio en 5 segundos.');
  });
});
