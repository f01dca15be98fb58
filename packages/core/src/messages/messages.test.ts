import { describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { formatMessage, interpolate, isMessageCode, t, type Locale } from './index';

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
    expect(t('errors.unknown', undefined, 'es')).toBe('An unknown error occurred');
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
    expect(t('errors.unknown', undefined, 'es')).toBe('Ocurrió un error desconocido');
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
    expect(t('errors.unknown', undefined, 'es')).toBe('Ocurrió un error desconocido');
    registerLocale('en', { 'errors.unknown': 'replaced' });
    expect(t('errors.unknown')).toBe('An unknown error occurred');
  });

  it('a Spanish registration made while the chunk is on its way is kept', async () => {
    const { loadLocale, registerLocale, t } = await freshMessages();
    const loading = loadLocale('es');
    registerLocale('es', { 'errors.unknown': 'registered first' });
    await loading;
    expect(t('errors.unknown', undefined, 'es')).toBe('registered first');
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
    const { loadMessages, registerLocale, tPlural } = await import('./index');
    const { es } = await import('./es');
    registerLocale('es', es);
    await loadMessages(['checkout']);
    expect(tPlural(forms, 1, undefined, 'en')).toBe('You will be returned to the retailer in 1 second.');
    expect(tPlural(forms, 2, undefined, 'en')).toBe('You will be returned to the retailer in 2 seconds.');
    expect(tPlural(forms, 0, undefined, 'en')).toBe('You will be returned to the retailer in 0 seconds.');
    expect(tPlural(forms, 1, undefined, 'es')).toBe('Volverá al comercio en 1 segundo.');
    expect(tPlural(forms, 5, undefined, 'es')).toBe('Volverá al comercio en 5 segundos.');
  });
});

/** A promise and the function that settles it, for a part's fetch a test lets through when it chooses. */
function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

describe("English's base is always there; the flows' parts load on demand (loadMessages)", () => {
  const PART_CODE = 'checkout.payment.title';

  it('the base (shell, store selection, errors any page shows, ui, option search) is known at once; a part only once loaded', async () => {
    const { isMessageCode, loadMessages, t } = await freshMessages();
    for (const code of [
      'app.store.heading',
      'errors.timeout',
      'errors.notFound.heading',
      'ui.loading',
      'search.noOptions',
    ])
      expect(isMessageCode(code)).toBe(true);
    expect(isMessageCode(PART_CODE)).toBe(false);
    await loadMessages(['checkout']);
    expect(isMessageCode(PART_CODE)).toBe(true);
    expect(t(PART_CODE)).toBe(en[PART_CODE]);
    expect(isMessageCode('application.confirm.heading')).toBe(false);
  });

  it("the flows' own error texts and the rule messages are parts: the application's, the checkout's, validation", async () => {
    const { isMessageCode, loadMessages, t } = await freshMessages();
    const codes = ['errors.pin.verifyFailed', 'errors.card.paymentFailed', 'validation.required'] as const;
    for (const code of codes) expect(isMessageCode(code)).toBe(false);
    await loadMessages(['application']);
    expect(t('errors.pin.verifyFailed')).toBe('PIN verification failed.');
    expect(isMessageCode('errors.card.paymentFailed')).toBe(false);
    await loadMessages(['checkout', 'validation']);
    expect(t('errors.card.paymentFailed')).toBe('We were unable to process payment!');
    expect(t('validation.required', { field: 'First name' })).toBe('Enter First name');
  });

  it('loadMessages() without parts loads every part: every English code is known', async () => {
    const { isMessageCode, loadMessages, t } = await freshMessages();
    await loadMessages();
    for (const code of Object.keys(en) as (keyof typeof en)[]) {
      expect(isMessageCode(code)).toBe(true);
      expect(t(code)).toBe(interpolate(en[code]));
    }
  });

  it('a part in flight is not known until its fetch resolves; callers share the fetch', async () => {
    const actual = await import('./catalog/checkout');
    vi.resetModules();
    const { gate, release } = deferred();
    let fetches = 0;
    vi.doMock('./catalog/checkout', async () => {
      fetches += 1;
      await gate;
      return actual;
    });
    const { isMessageCode, loadMessages, t } = await import('./index');
    let done = false;
    const first = loadMessages(['checkout']).then(() => (done = true));
    const second = loadMessages(['checkout', 'checkout']);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(isMessageCode(PART_CODE)).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(fetches).toBe(1);
    expect(t(PART_CODE)).toBe(en[PART_CODE]);
    vi.doUnmock('./catalog/checkout');
  });

  it('a failed part rejects and keeps nothing, so the next call fetches it again', async () => {
    vi.resetModules();
    vi.doMock('./catalog/checkout', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { isMessageCode, loadMessages } = await import('./index');
    await expect(loadMessages(['checkout'])).rejects.toThrow();
    expect(isMessageCode(PART_CODE)).toBe(false);
    vi.doUnmock('./catalog/checkout');
    await loadMessages(['checkout']);
    expect(isMessageCode(PART_CODE)).toBe(true);
  });

  it('resolves at once for an unknown part name (from untyped configuration)', async () => {
    const { loadMessages } = await freshMessages();
    await expect(loadMessages(['nonsense' as never, 'toString' as never])).resolves.toBeUndefined();
  });

  it("a brand's overrides of a part's codes show before and after the part loads", async () => {
    const { loadMessages, setMessageOverrides, t } = await freshMessages();
    setMessageOverrides({ en: { [PART_CODE]: 'Acme payment' } });
    expect(t(PART_CODE)).toBe('Acme payment');
    await loadMessages(['checkout']);
    expect(t(PART_CODE)).toBe('Acme payment');
    expect(t(PART_CODE, undefined, 'en', { en: { [PART_CODE]: 'Tree brand payment' } })).toBe(
      'Tree brand payment',
    );
  });

  it("texts an app registered for English keep winning over a part's texts that arrive later", async () => {
    const { loadMessages, registerMessages, t } = await freshMessages();
    registerMessages('en', { 'shop.greeting': 'Hello' } as never);
    registerMessages('en', { [PART_CODE]: 'App payment' });
    await loadMessages(['checkout']);
    expect(t('shop.greeting')).toBe('Hello');
    expect(t(PART_CODE)).toBe('App payment');
    expect(t('checkout.payment.pay')).toBe(en['checkout.payment.pay']);
  });

  it("Spanish shows a part's codes once loaded, whether or not the English part is", async () => {
    const { loadLocale, t } = await freshMessages();
    await loadLocale('es');
    expect(t(PART_CODE, undefined, 'es')).not.toBe(PART_CODE);
    expect(t(PART_CODE, undefined, 'es')).not.toBe(en[PART_CODE]);
  });
});
