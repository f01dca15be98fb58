import {
  en,
  registerLocale,
  registerMessages,
  t,
  type MessageCode,
  type MessageParams,
} from '@leasekit/core';
import { es } from '@leasekit/core/messages/es';
import type { FormLocale } from './forms-es';

// The sandbox answers synchronously, so it registers the core's Spanish catalogue and the whole English
// one once (as server renders do) instead of fetching Spanish and English's parts on first use.
registerLocale('es', es);
registerMessages('en', en);

/**
 * The sandbox's own texts that the core's catalogue has no code for, by locale: a lender's server says
 * more than the client's rules do (text where a value of another kind came, pasted hidden characters).
 */
const OWN = {
  en: {
    text: 'Enter {field} as text',
    hidden: '{field} includes hidden characters, such as from a copy and paste. Type it again',
    cents: 'Enter {field} in dollars and cents',
  },
  es: {
    text: 'Introduzca {field} como texto',
    hidden: '{field} incluye caracteres ocultos, por ejemplo al copiar y pegar. Vuelva a escribirlo',
    cents: 'Introduzca {field} en dólares y centavos',
  },
} as const satisfies Record<FormLocale, Record<string, string>>;

/** A sandbox-only message (see {@link OWN}) in the locale, `{field}` filled. */
export function ownMessage(
  code: keyof (typeof OWN)['en'],
  params: MessageParams,
  locale: FormLocale,
): string {
  return OWN[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A message of the core's catalogue in the locale: the same words the app shows for the same rule, so a
 * 422 from the sandbox reads like the app's own check.
 */
export function catalogueMessage(
  code: MessageCode,
  params: MessageParams | undefined,
  locale: FormLocale,
): string {
  return t(code, params, locale);
}
