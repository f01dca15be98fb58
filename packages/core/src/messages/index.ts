import type { MessageCatalogue, MessageCode } from './en';
import { base } from './base';

// The whole English catalogue (`en`) is exported by the package's entry straight from ./en, not from
// here: this module reaches the flows' parts only through loadMessages' dynamic imports.
export type { AppMessages, MessageCatalogue, MessageCode } from './en';

/**
 * The locales known to the type system: the shipped `en` and `es`, plus any an app declares by module
 * augmentation when it registers one ({@link registerLocale}); the keys are the codes, their values are
 * not read:
 *
 * ```ts
 * declare module '@leasekit/core' {
 *   interface LocaleRegistry {
 *     fr: true;
 *   }
 * }
 * ```
 */
export interface LocaleRegistry {
  en: true;
  es: true;
}

/**
 * A locale code: English (always present, the fallback of every text), Spanish (loads on demand,
 * {@link loadLocale}) or one an app registered ({@link registerLocale}, {@link LocaleRegistry}).
 */
export type Locale = Extract<keyof LocaleRegistry, string>;

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
  // Overrides come from a team's configuration or a brand sent by a server, untyped at run time: what
  // would not show is named in development. Bundlers replace NODE_ENV, so a production build drops the
  // whole block (kept inline for that reason); without a bundler (no `process`) nothing is printed.
  if (typeof process === 'object' && process.env.NODE_ENV !== 'production') {
    for (const [locale, texts] of Object.entries(overrides as Record<string, unknown>)) {
      if (texts === undefined) continue;
      if (!isLocale(locale) || typeof texts !== 'object' || texts === null) {
        console.warn(
          `leasekit: the text overrides for "${locale}" are not shown: it is not a known locale (${LOCALES.join(', ')}) with an object of texts.`,
        );
        continue;
      }
      for (const [code, text] of Object.entries(texts)) {
        if (typeof text !== 'string')
          console.warn(
            `leasekit: the override of "${code}" for "${locale}" is not a string (${text === null ? 'null' : typeof text}); the catalogue's text shows instead.`,
          );
      }
    }
  }
}

declare const process: { env: { NODE_ENV?: string } };

// The catalogues this page has: English always (it is the fallback; its base, plus each part once
// loaded), others once loaded or registered.
const loaded: Partial<Record<Locale, MessageCatalogue>> = { en: base };

/**
 * A part of the English catalogue that loads on demand ({@link loadMessages}): the texts of one of the
 * application's flows (the wizard's screens, the checkout, the result screens…), the form toolkit's
 * rule messages (`validation`), which the schema form loads as it mounts, or the texts of the recurrence
 * editor (`recurrence`) and of file uploads (`upload`), which `@leasekit/ui`'s components load when the
 * page has not. The rest of English, its base,
 * is always there: the app shell and store selection, the error texts any page may show, and the ui
 * components' texts.
 */
export type MessagePart =
  | 'application'
  | 'cards'
  | 'checkout'
  | 'delivery'
  | 'hvac'
  | 'income'
  | 'offers'
  | 'payroll'
  | 'recurrence'
  | 'results'
  | 'upload'
  | 'validation'
  | 'wizard';

// Each part is a module of its own (catalog/*.ts), which bundlers split into a chunk fetched on first use.
const parts: Record<MessagePart, () => Promise<MessageCatalogue>> = {
  application: () => import('./catalog/application').then((module) => module.en),
  cards: () => import('./catalog/cards').then((module) => module.en),
  checkout: () => import('./catalog/checkout').then((module) => module.en),
  delivery: () => import('./catalog/delivery').then((module) => module.en),
  hvac: () => import('./catalog/hvac').then((module) => module.en),
  income: () => import('./catalog/income').then((module) => module.en),
  offers: () => import('./catalog/offers').then((module) => module.en),
  payroll: () => import('./catalog/payroll').then((module) => module.en),
  recurrence: () => import('./catalog/recurrence').then((module) => module.en),
  results: () => import('./catalog/results').then((module) => module.en),
  upload: () => import('./catalog/upload').then((module) => module.en),
  validation: () => import('./catalog/validation').then((module) => module.en),
  wizard: () => import('./catalog/wizard').then((module) => module.en),
};

// Every part: what loadMessages loads when given none.
const MESSAGE_PARTS = Object.keys(parts) as readonly MessagePart[];

// The parts whose English texts are in loaded.en, and the fetches in flight (shared by their callers).
const partsLoaded = new Set<MessagePart>();
const partsLoading: Partial<Record<MessagePart, Promise<void>>> = {};

/**
 * Loads parts of the English catalogue (every part when none are named) and adds their texts, so
 * {@link t} and {@link isMessageCode} know their codes from then on; a screen that shows a part's texts
 * renders once it resolves (`@leasekit/apply`'s router waits for each route's parts before the route
 * renders). Resolves at once for parts already loaded and for unknown names; calls made while a part is
 * in flight share its fetch. Rejects when a part cannot be fetched (offline, a deploy removed it);
 * nothing is kept from a failed part, so the next call fetches it again. Brand and team overrides
 * ({@link setMessageOverrides}) apply to a part's codes before and after it loads; texts an app added
 * with {@link registerMessages} keep winning. Tests, Storybook and server renders that render any screen
 * at once either await `loadMessages()` before rendering or register the whole catalogue synchronously:
 * `registerMessages('en', en)`.
 */
export function loadMessages(which: readonly MessagePart[] = MESSAGE_PARTS): Promise<void> {
  return Promise.all(which.map(loadPart)).then(() => undefined);
}

function loadPart(part: MessagePart): Promise<void> {
  const loader = Object.prototype.hasOwnProperty.call(parts, part) ? parts[part] : undefined;
  if (partsLoaded.has(part) || !loader) return Promise.resolve();
  return (partsLoading[part] ??= loader().then(
    (texts) => {
      delete partsLoading[part];
      partsLoaded.add(part);
      // Texts an app added for its own codes stay on top, as in every other catalogue.
      loaded.en = { ...loaded.en, ...texts, ...added.en };
    },
    (error: unknown) => {
      delete partsLoading[part];
      throw error;
    },
  ));
}

// Where each other locale comes from: its own module, a separate chunk for bundlers, fetched on first use.
// An app's own locale adds its loader through registerLocale.
const loaders: Partial<Record<Locale, () => Promise<MessageCatalogue>>> = {
  es: () => import('./es').then((module) => module.es),
};

// One fetch per locale at a time: callers asking while it is in flight share it.
const loading: Partial<Record<Locale, Promise<void>>> = {};

// The texts of an app's own codes by locale (registerMessages), merged into each catalogue as it arrives,
// so looking a code up costs nothing more.
const added: Partial<Record<Locale, MessageCatalogue>> = {};

// The locales known at run time, in the order a language switch shows them; registerLocale appends.
const known: Locale[] = ['en', 'es'];

// The Intl tag and direction of a registered locale that gave them.
const infos: Partial<Record<Locale, RegisterLocaleOptions>> = {};

/** The locales known at run time, in the order a language switch shows them: en, es, then registered ones. */
export const LOCALES: readonly Locale[] = known;

/** Whether a value is a known locale (shipped or registered; loaded or not). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (known as string[]).includes(value);
}

/** How a locale formats and reads: its `Intl` locale and its writing direction. */
export interface LocaleInfo {
  /** The locale `Intl` formats with (`'fr-FR'`); the code itself by default. */
  intl: string;
  /** The writing direction, for `<html dir>`; `'ltr'` by default. */
  dir: 'ltr' | 'rtl';
}

/** Options of {@link registerLocale}: what {@link getLocaleInfo} answers for the locale. */
export type RegisterLocaleOptions = Partial<LocaleInfo>;

/** The `Intl` locale and direction of a locale: as registered, else the code itself and `'ltr'`. */
export function getLocaleInfo(locale: Locale): LocaleInfo {
  return { intl: locale, dir: 'ltr', ...infos[locale] };
}

/**
 * Registers a locale's texts, an app's own locale included, without editing core: `catalogue` is the
 * catalogue itself (the texts show at once) or a function loading it on first use (a dynamic `import()`,
 * as Spanish is). A new code joins {@link LOCALES} (so {@link isLocale} accepts it) at the end; declare it
 * in {@link LocaleRegistry} for the types. Codes the catalogue lacks show in English. The latest
 * registration of a locale wins. English is built in and is never replaced: a call for 'en' does nothing
 * (a brand changes English texts with {@link setMessageOverrides}, an app adds its codes with
 * {@link registerMessages}). Tests, Storybook and server renders that already hold the Spanish catalogue
 * register it the same way (`import { es } from '@leasekit/core/messages/es'`).
 */
export function registerLocale(
  locale: Locale,
  catalogue: MessageCatalogue | (() => Promise<MessageCatalogue>),
  options?: RegisterLocaleOptions,
): void {
  if (locale === 'en' || typeof locale !== 'string') return;
  if (!known.includes(locale)) known.push(locale);
  if (options) infos[locale] = options;
  if (typeof catalogue === 'function') {
    loaders[locale] = catalogue;
    delete loaded[locale];
  } else loaded[locale] = { ...catalogue, ...added[locale] };
}

/**
 * Adds texts for an app's own codes (declared in {@link AppMessages}) to a locale, English included: merged
 * into the locale's catalogue now if it is there, else when it is registered or loaded, and over what
 * earlier calls added. A code without a text in the locale shows its English one, then the code itself.
 */
export function registerMessages(locale: Locale, texts: MessageCatalogue): void {
  added[locale] = { ...added[locale], ...texts };
  const catalogue = loaded[locale];
  if (catalogue) loaded[locale] = { ...catalogue, ...texts };
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
      loaded[locale] ??= { ...catalogue, ...added[locale] };
    },
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  ));
}

/**
 * Whether a string is a known message code: a built-in one of the English base or of a part loaded
 * ({@link loadMessages}), or one an app registered English text for. Overrides do not count: a
 * component that shows a part's texts asks it of one of the part's codes to know whether the part is in.
 */
export function isMessageCode(code: string): code is MessageCode {
  return own(loaded.en, code) !== undefined;
}

// Own properties only: a code such as 'constructor' must not find Object.prototype's.
function own(catalogue: object | undefined, code: string): string | undefined {
  const text: unknown =
    catalogue && Object.prototype.hasOwnProperty.call(catalogue, code)
      ? (catalogue as Record<string, unknown>)[code]
      : undefined;
  // An override that is not a string (a number, an object from untyped configuration) is passed over.
  return typeof text === 'string' ? text : undefined;
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
 * English. An unknown code, and a code of an English part not loaded yet ({@link loadMessages}) that the
 * locale lacks, is returned as it is, so a missing text is visible, never blank.
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
    own(loaded.en, code) ??
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
  const category = new Intl.PluralRules(getLocaleInfo(locale).intl).select(count);
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

/** A text per locale (`{ en: 'Last name', es: 'Apellido' }`); see {@link LocalizedText}. */
export type LocaleTexts = { readonly [L in Locale]?: string };

/**
 * A text that is data for every language at once, as schemas give labels, titles, hints, option and
 * button texts: a plain string (shown as it is, in every locale), a text per locale ({@link LocaleTexts})
 * or a catalogue code with its parameters (`{ code: 'shop.greeting', params: { name: 'Ada' } }`), so one
 * schema serves every language. {@link resolveText} turns it into the text of one locale.
 */
export type LocalizedText = string | LocaleTexts | MessageDescriptor;

/**
 * The text of a {@link LocalizedText} in `locale` (English by default), at render time: a plain string as
 * it is; a code through {@link t} (the locale's text, else English, else the code; `brandOverrides` as
 * there); a text per locale in that locale, else in English (the default locale, as every catalogue
 * falls back), else the first text given. Anything else (the schema came from a server) gives
 * `undefined`, as does no text.
 */
export function resolveText(
  text: LocalizedText | null | undefined,
  locale: Locale = 'en',
  brandOverrides?: MessageOverrides,
): string | undefined {
  if (typeof text !== 'object' || !text) return typeof text === 'string' ? text : undefined;
  if ('code' in text)
    return typeof text.code === 'string' ? t(text.code, text.params, locale, brandOverrides) : undefined;
  return [own(text, locale), own(text, 'en'), ...Object.values(text)].find(
    (value): value is string => typeof value === 'string',
  );
}
