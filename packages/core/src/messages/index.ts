import { en, type MessageCatalogue, type MessageCode } from './en';

export { en, type MessageCatalogue, type MessageCode } from './en';

/** The locales the product ships. English is always present; Spanish loads on demand ({@link loadLocale}). */
export type Locale = 'en' | 'es';

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A rule outcome: a catalogue code plus its parameters, turned into text only at the edge. */
export interface MessageDescriptor {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * A brand's text overrides: per locale (English included), a partial catalogue merged over the base one.
 * Typed by code, so a misspelt code in an object literal fails type-checking; the spec's texts stay the
 * defaults for every code not listed.
 */
export type MessageOverrides = { readonly [L in Locale]?: Readonly<Partial<Record<MessageCode, string>>> };

// The active brand's overrides (setMessageOverrides); none by default.
let overrides: MessageOverrides = {};

/**
 * Makes a brand's text overrides current for {@link t} (the app calls it when its brand resolves);
 * replaces the previous overrides, and `null` removes them. Per code, the current locale's override wins
 * over its catalogue, which wins over the English override, which wins over the English text.
 */
export function setMessageOverrides(next: MessageOverrides | null | undefined): void {
  overrides = next ?? {};
}

// The catalogues this page has: English always (it is the fallback), others once loaded or registered.
const loaded: Partial<Record<Locale, MessageCatalogue>> = { en };

// Where each other locale comes from: its own module, a separate chunk for bundlers, fetched on first use.
// A third locale adds its line here (see the package README).
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<MessageCatalogue>> = {
  es: () => import('./es').then((module) => module.es),
};

// One fetch per locale at a time: callers asking while it is in flight share it.
const loading: Partial<Record<Locale, Promise<void>>> = {};

/**
 * Makes a locale's texts available to {@link t} at once, without loading anything: for tests, Storybook and
 * server renders that already hold the catalogue (`import { es } from '@leasekit/core/messages/es'`). The
 * latest registration of a locale wins. English is built in and is never replaced: a call for 'en' does
 * nothing (a brand changes English texts with {@link setMessageOverrides} instead).
 */
export function registerLocale(locale: Locale, catalogue: MessageCatalogue): void {
  if (locale === 'en') return;
  loaded[locale] = catalogue;
}

/** Whether the locale's texts are present, so {@link t} shows them: always true for 'en'. */
export function isLocaleLoaded(locale: Locale): boolean {
  return Object.prototype.hasOwnProperty.call(loaded, locale);
}

/**
 * Loads a locale's texts (Spanish: a dynamic `import()` of its own chunk) and registers them. Resolves at
 * once for 'en', for a locale already loaded or registered, and for an unknown value; calls made while a
 * load is in flight share it. Rejects when the chunk cannot be fetched (offline, a deploy removed it);
 * nothing is kept from a failed load, so the next call fetches again.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  const loader = (loaders as Partial<Record<string, () => Promise<MessageCatalogue>>>)[locale];
  if (!loader) return Promise.resolve();
  return (loading[locale] ??= loader().then(
    (catalogue) => {
      delete loading[locale];
      // A registration made while the chunk was on its way is kept.
      loaded[locale] ??= catalogue;
    },
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  ));
}

/** Whether a string is a known message code. */
export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(en, code);
}

// Own properties only: a code such as 'constructor' must not find Object.prototype's.
function own(catalogue: object | undefined, code: string): string | undefined {
  return catalogue && Object.prototype.hasOwnProperty.call(catalogue, code)
    ? (catalogue as Record<string, string>)[code]
    : undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Looks a code up in the locale's catalogue (English by default) and fills its parameters; synchronous.
 * A code the locale lacks, and every code of a locale not loaded yet ({@link loadLocale}), shows in
 * English. An unknown code is returned as it is, so a missing text is visible, never blank.
 * `brandOverrides` are one tree's brand texts (ThemeProvider of `@leasekit/ui` passes its brand's), so
 * two brands render side by side, also on one server; they win over {@link setMessageOverrides}'s, per
 * locale as described there. None by default.
 */
export function t(
  code: MessageCode | string,
  params?: MessageParams,
  locale: Locale = 'en',
  brandOverrides?: MessageOverrides,
): string {
  const loadedLocale = isLocaleLoaded(locale);
  const template =
    (loadedLocale ? (own(brandOverrides?.[locale], code) ?? own(overrides[locale], code)) : undefined) ??
    (loadedLocale ? own(loaded[locale], code) : undefined) ??
    own(brandOverrides?.en, code) ??
    own(overrides.en, code) ??
    own(en, code) ??
    code;
  return interpolate(template, params);
}

/**
 * A counted text's forms, one catalogue code per plural category of `Intl.PluralRules` ('one', 'few',
 * 'many', …); `other` is required and answers every category without its own code.
 */
export type PluralForms = { readonly other: MessageCode } & Partial<
  Readonly<Record<Exclude<Intl.LDMLPluralRule, 'other'>, MessageCode>>
>;

/**
 * Like {@link t} for a text that counts something: picks the form the locale's plural rules give `count`
 * ('1 second' but '2 seconds' in English, '1 segundo' in Spanish) and fills `{count}` plus `params`.
 */
export function tPlural(
  forms: PluralForms,
  count: number,
  params?: MessageParams,
  locale: Locale = 'en',
): string {
  const category = new Intl.PluralRules(locale).select(count);
  const code = (category === 'other' ? undefined : forms[category]) ?? forms.other;
  return t(code, { count, ...params }, locale);
}

/**
 * Turns a rule outcome into text in the given locale (English by default); a locale not loaded yet shows
 * English, as {@link t} does.
 */
export function formatMessage(message: MessageDescriptor, locale: Locale = 'en'): string {
  return t(message.code, message.params, locale);
}
