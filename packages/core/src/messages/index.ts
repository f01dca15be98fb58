import * as errors from './catalog/errors';
import * as validation from './catalog/validation';
import * as income from './catalog/income';
import * as offers from './catalog/offers';
import * as cards from './catalog/cards';
import * as checkout from './catalog/checkout';
import * as results from './catalog/results';
import * as wizard from './catalog/wizard';
import * as hvac from './catalog/hvac';
import * as delivery from './catalog/delivery';
import * as payroll from './catalog/payroll';
import * as lists from './catalog/lists';
import * as format from './catalog/format';
import * as ui from './catalog/ui';
import * as app from './catalog/app';
import * as application from './catalog/application';

/** The locales the product ships. */
export type Locale = 'en' | 'es';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

// A call (not an object spread) so bundlers can drop the whole catalogue, marked pure, from apps that
// import a rule without any text: object spreads at module level are kept by esbuild and rollup.
function mergeCatalogues<TParts extends readonly object[]>(
  ...parts: TParts
): UnionToIntersection<TParts[number]> {
  return Object.assign({}, ...parts) as UnionToIntersection<TParts[number]>;
}

/** The English catalogue: every product text of the spec, keyed by a stable code. */
export const en = /* @__PURE__ */ mergeCatalogues(
  errors.en,
  validation.en,
  income.en,
  offers.en,
  cards.en,
  checkout.en,
  results.en,
  wizard.en,
  hvac.en,
  delivery.en,
  payroll.en,
  lists.en,
  format.en,
  ui.en,
  application.en,
  app.en,
);

/** A code of the message catalogue. */
export type MessageCode = keyof typeof en;

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A rule outcome: a catalogue code plus its parameters, turned into text only at the edge. */
export interface MessageDescriptor {
  code: MessageCode;
  params?: MessageParams;
}

/** The Spanish catalogue; codes it lacks fall back to English. */
export const es: Partial<Record<MessageCode, string>> = /* @__PURE__ */ mergeCatalogues(
  errors.es,
  validation.es,
  income.es,
  offers.es,
  cards.es,
  checkout.es,
  results.es,
  wizard.es,
  hvac.es,
  delivery.es,
  payroll.es,
  lists.es,
  format.es,
  ui.es,
  application.es,
  app.es,
);

/** Both catalogues by locale. */
export const catalogues: Record<Locale, Partial<Record<MessageCode, string>>> = /* @__PURE__ */ Object.freeze(
  { en, es },
);

/** Whether a string is a known message code. */
export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(en, code);
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Looks a code up in the locale's catalogue (English by default), falling back to English, and fills
 * its parameters. An unknown code is returned as it is, so a missing text is visible, never blank.
 */
export function t(code: MessageCode | string, params?: MessageParams, locale: Locale = 'en'): string {
  const template =
    (catalogues[locale] as Record<string, string | undefined>)[code] ??
    (en as Record<string, string | undefined>)[code] ??
    code;
  return interpolate(template, params);
}

/** Turns a rule outcome into text in the given locale (English by default). */
export function formatMessage(message: MessageDescriptor, locale: Locale = 'en'): string {
  return t(message.code, message.params, locale);
}
