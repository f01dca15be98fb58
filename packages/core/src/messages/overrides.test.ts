import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, registerLocale, setMessageOverrides, t, type MessageOverrides } from './index';
import { es } from './es';

const CODE = 'errors.upload.failed';
// Another code Spanish translates.
const OTHER = Object.keys(es).find((code) => code !== CODE) as keyof typeof es;

afterEach(() => {
  setMessageOverrides(null);
  vi.restoreAllMocks();
});

describe('a brand overrides texts per locale, English included', () => {
  it('an override replaces the English text; codes not listed keep the spec text', () => {
    setMessageOverrides({ en: { [CODE]: 'Acme could not take that file' } });
    expect(t(CODE)).toBe('Acme could not take that file');
    expect(t(OTHER)).toBe(en[OTHER]);
  });

  it("a Spanish override wins in Spanish; without one Spanish keeps its own text over English's override", () => {
    registerLocale('es', es);
    setMessageOverrides({ en: { [CODE]: 'Acme EN' }, es: { [OTHER]: 'Acme ES' } });
    expect(t(OTHER, undefined, 'es')).toBe('Acme ES');
    expect(t(CODE, undefined, 'es')).toBe('No se pudo subir el archivo');
    expect(t(CODE, undefined, 'en')).toBe('Acme EN');
  });

  it('overrides take parameters like the base texts; null removes them', () => {
    setMessageOverrides({ en: { [CODE]: 'Call {phone}' } });
    expect(t(CODE, { phone: '555' })).toBe('Call 555');
    setMessageOverrides(null);
    expect(t(CODE)).toBe('Unable to upload file');
  });

  it('a misspelt code fails type-checking', () => {
    const overrides: MessageOverrides = {
      // @ts-expect-error -- 'errors.upload.faild' is not a message code
      en: { 'errors.upload.faild': 'x' },
    };
    expect(overrides.en).toBeDefined();
  });
});

describe("one tree's brand texts (t's brandOverrides), so two brands render at once", () => {
  it('win over the global overrides and the catalogue, per locale, with English overrides as the fallback', () => {
    setMessageOverrides({ en: { [CODE]: 'Global text' } });
    const acme: MessageOverrides = { en: { [CODE]: 'Acme text' } };
    const breeze: MessageOverrides = { es: { [CODE]: 'Texto de Breeze' } };
    expect(t(CODE, undefined, 'en', acme)).toBe('Acme text');
    expect(t(CODE, undefined, 'en', breeze)).toBe('Global text');
    expect(t(CODE, undefined, 'en')).toBe('Global text');
    registerLocale('es', { ...en, [CODE]: 'Texto del catálogo' });
    expect(t(CODE, undefined, 'es', breeze)).toBe('Texto de Breeze');
    expect(t(CODE, undefined, 'es', acme)).toBe('Texto del catálogo');
    registerLocale('es', es);
  });
});

describe('overrides from untyped configuration or a server never break a text', () => {
  it("a text override that is not a string shows the catalogue's text, and development names it in a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMessageOverrides({ en: { [CODE]: 42, [OTHER]: { text: 'x' } } } as unknown as MessageOverrides);
    expect(t(CODE)).toBe('Unable to upload file');
    expect(t(CODE, { phone: '555' })).toBe('Unable to upload file');
    expect(t(OTHER)).toBe(en[OTHER]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `leasekit: the override of "${CODE}" for "en" is not a string (number); the catalogue's text shows instead.`,
      `leasekit: the override of "${OTHER}" for "en" is not a string (object); the catalogue's text shows instead.`,
    ]);
  });

  it('overrides for an unknown locale are named in a development warning and change no text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMessageOverrides({ xx: { [CODE]: 'Nope' }, en: 'not texts' } as unknown as MessageOverrides);
    expect(t(CODE)).toBe('Unable to upload file');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('"xx" are not shown: it is not a known locale (en, es');
    expect(warn.mock.calls[1]?.[0]).toContain('"en" are not shown');
  });

  it('valid overrides warn about nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMessageOverrides({ en: { [CODE]: 'Acme' }, es: undefined });
    expect(warn).not.toHaveBeenCalled();
  });

  it('in production nothing is printed, and the catalogue text still shows', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      setMessageOverrides({ en: { [CODE]: 42 } } as unknown as MessageOverrides);
      expect(t(CODE)).toBe('Unable to upload file');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
