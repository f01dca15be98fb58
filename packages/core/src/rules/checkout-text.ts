// Texts of the checkout screens: a catalogue message or the server's own text (02 §8).
import type { Locale, MessageCode, MessageDescriptor } from '../messages';
import { formatMessage } from '../messages';

/**
 * A text shown by the checkout screens: a catalogue message, or a server's own text (the spec shows the
 * server message where there is one, 02 §8).
 */
export type CheckoutText = MessageDescriptor | { text: string };

/** Turns a {@link CheckoutText} into the text to show in `locale` (English by default). */
export function formatCheckoutText(message: CheckoutText, locale: Locale = 'en'): string {
  return 'text' in message ? message.text : formatMessage(message, locale);
}

/** The server's error text when it sent one, else the catalogue's fallback (02 §8). */
export function getServerText(
  result: { error?: unknown } | null | undefined,
  fallback: MessageCode,
): CheckoutText {
  const error = result?.error;
  return typeof error === 'string' && error.trim() ? { text: error.trim() } : { code: fallback };
}
