import { t, type Locale } from '../messages';

/** The server selects whose chosen value the confirmation shows as its option text. */
export type OptionKind = 'source' | 'frequency' | 'homeType' | 'ownershipType';

/**
 * The text of a select's option as the shopper chose it, e.g. `getOptionText('frequency', 'monthly')` →
 * `'Monthly'` (`'Mensual'` in Spanish), from the catalogue (`application.option.<kind>.<value>`). A value
 * the catalogue does not know (a server with other options) is shown as the server sent it; empty input
 * gives `''`. The locale defaults to English.
 */
export function getOptionText(kind: OptionKind, value: unknown, locale: Locale = 'en'): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const raw = String(value).trim();
  if (!raw) return '';
  const code = `application.option.${kind}.${raw}`;
  const text = t(code, undefined, locale);
  return text === code ? raw : text;
}
