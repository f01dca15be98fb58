import { describe, expect, it, vi } from 'vitest';
import type { MessageCatalogue } from './en';
import type { Locale, LocalizedText, MessageDescriptor } from './index';

// An app declares its own locale and codes by module augmentation (examples/third-locale does, and its
// strict tsc checks them); inside the monorepo an augmentation would reach every package, so these tests
// name them through casts, as values a registry has not typed.
const fr = 'fr' as Locale;
const greeting = 'test.shop.greeting' as MessageDescriptor['code'];
const items = 'test.shop.items' as MessageDescriptor['code'];
const catalogue = (texts: Record<string, string>) => texts as MessageCatalogue;

/** Fresh message modules, so each test starts from the shipped registry (en and es, no app codes). */
async function freshMessages() {
  vi.resetModules();
  return import('./index');
}

const french = catalogue({ 'common.continue': 'Continuer', 'test.shop.greeting': 'Bonjour {name}' });

describe('spec 01 §1 locale registry: an app registers another locale without editing core', () => {
  it('a registered locale is known at run time, after en and es, with its Intl locale and direction', async () => {
    const { getLocaleInfo, isLocale, LOCALES, registerLocale } = await freshMessages();
    expect(isLocale(fr)).toBe(false);
    expect(LOCALES).toEqual(['en', 'es']);
    registerLocale(fr, french, { intl: 'fr-FR' });
    expect(isLocale(fr)).toBe(true);
    expect(LOCALES).toEqual(['en', 'es', 'fr']);
    expect(getLocaleInfo(fr)).toEqual({ intl: 'fr-FR', dir: 'ltr' });
    expect(getLocaleInfo('en')).toEqual({ intl: 'en', dir: 'ltr' });
  });

  it("the locale's texts show at once, and codes it lacks show in English", async () => {
    const { registerLocale, t } = await freshMessages();
    registerLocale(fr, french);
    expect(t('common.continue', undefined, fr)).toBe('Continuer');
    expect(t('common.back', undefined, fr)).toBe(t('common.back'));
  });

  it('a locale registered with a loader loads on first use, as Spanish does', async () => {
    const { isLocaleLoaded, loadLocale, registerLocale, t } = await freshMessages();
    const loader = vi.fn(() => Promise.resolve(french));
    registerLocale(fr, loader);
    expect(isLocaleLoaded(fr)).toBe(false);
    expect(t('common.continue', undefined, fr)).toBe('Continue');
    await loadLocale(fr);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(t('common.continue', undefined, fr)).toBe('Continuer');
  });

  it('English cannot be replaced and the shipped locales stay as they are', async () => {
    const { LOCALES, registerLocale, t } = await freshMessages();
    registerLocale('en', { 'common.continue': 'Go' });
    expect(t('common.continue')).toBe('Continue');
    expect(LOCALES).toEqual(['en', 'es']);
  });

  it('plural forms follow the registered Intl locale', async () => {
    const { registerLocale, tPlural } = await freshMessages();
    registerLocale(fr, catalogue({ 'test.shop.items': '{count} article(s)' }), { intl: 'fr-FR' });
    expect(tPlural({ other: items }, 0, undefined, fr)).toBe('0 article(s)');
  });
});

describe('an app adds its own message codes, typed', () => {
  it("registered texts show per locale, fall back to the app's English text, then to the code", async () => {
    const { isMessageCode, registerLocale, registerMessages, t } = await freshMessages();
    expect(isMessageCode('test.shop.greeting')).toBe(false);
    registerMessages('en', catalogue({ 'test.shop.greeting': 'Hello {name}' }));
    registerMessages('es', catalogue({ 'test.shop.greeting': 'Hola {name}' }));
    registerLocale('es', {});
    registerLocale(fr, french);
    expect(isMessageCode('test.shop.greeting')).toBe(true);
    expect(t(greeting, { name: 'Ada' })).toBe('Hello Ada');
    expect(t(greeting, { name: 'Ada' }, 'es')).toBe('Hola Ada');
    expect(t(greeting, { name: 'Ada' }, fr)).toBe('Bonjour Ada');
    expect(t(items, undefined, fr)).toBe('test.shop.items');
  });

  it("texts registered before a locale's catalogue arrives are kept once it has loaded", async () => {
    const { loadLocale, registerMessages, t } = await freshMessages();
    registerMessages('es', catalogue({ 'test.shop.greeting': 'Hola {name}' }));
    await loadLocale('es');
    expect(t(greeting, { name: 'Ada' }, 'es')).toBe('Hola Ada');
    expect(t('common.continue', undefined, 'es')).toBe('Continuar');
  });

  it('an unknown code is a type error where a code is expected', () => {
    const known: MessageDescriptor = { code: 'common.continue' };
    // @ts-expect-error -- not a built-in code, and no app declared it in AppMessages
    const unknown: MessageDescriptor = { code: 'common.contniue' };
    // @ts-expect-error -- the same check inside a schema text
    const text: LocalizedText = { code: 'no.such.code' };
    expect([known.code, unknown.code, typeof text]).toEqual(['common.continue', 'common.contniue', 'object']);
  });
});

describe('schema texts as data: resolveText', () => {
  it('a plain string is shown as it is in every locale', async () => {
    const { resolveText } = await freshMessages();
    expect(resolveText('Last name', 'es')).toBe('Last name');
  });

  it("a text per locale shows the locale's text, else English (the default locale), else the first given", async () => {
    const { registerLocale, resolveText } = await freshMessages();
    registerLocale(fr, french);
    const label = { en: 'Last name', es: 'Apellido', fr: 'Nom' } as LocalizedText;
    expect(resolveText(label, 'en')).toBe('Last name');
    expect(resolveText(label, 'es')).toBe('Apellido');
    expect(resolveText(label, fr)).toBe('Nom');
    expect(resolveText({ en: 'Last name', es: 'Apellido' }, fr)).toBe('Last name');
    expect(resolveText({ es: 'Apellido' }, fr)).toBe('Apellido');
  });

  it('a message code resolves through the catalogue with its params and brand texts', async () => {
    const { registerLocale, resolveText } = await freshMessages();
    registerLocale(fr, french);
    expect(resolveText({ code: 'common.continue' }, fr)).toBe('Continuer');
    expect(resolveText({ code: 'common.continue' }, fr, { [fr]: { 'common.continue': 'Suivant' } })).toBe(
      'Suivant',
    );
    expect(resolveText({ code: greeting, params: { name: 'Ada' } }, fr)).toBe('Bonjour Ada');
  });

  it('nothing readable (a server schema is hostile) gives no text', async () => {
    const { resolveText } = await freshMessages();
    expect(resolveText(undefined)).toBeUndefined();
    expect(resolveText(42 as unknown as LocalizedText)).toBeUndefined();
    expect(resolveText({ code: 7 } as unknown as LocalizedText)).toBeUndefined();
    expect(resolveText({ en: 3 } as unknown as LocalizedText)).toBeUndefined();
    expect(resolveText(JSON.parse('{"__proto__": {"en": "x"}}') as LocalizedText)).toBeUndefined();
  });
});
