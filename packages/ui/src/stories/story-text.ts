import { t, type MessageCode, type MessageParams } from '@leasekit/core';

/**
 * A catalogue text in the story's locale, computed as the story renders, for stories only: the sample
 * labels, errors and messages a component story borrows from the product read as the product shows
 * them, in Spanish in a Spanish story. The locale is the document's `lang`, which Storybook's preview
 * sets before each story renders (.storybook/preview.tsx); English when it is not Spanish.
 */
export function storyText(code: MessageCode, params?: MessageParams): string {
  return t(code, params, document.documentElement.lang.startsWith('es') ? 'es' : 'en');
}

/** The pay frequencies of the application form, in the story's locale (see {@link storyText}). */
export function storyFrequencies(): [value: string, text: string][] {
  return (['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const).map((value) => [
    value,
    storyText(`application.option.frequency.${value}`),
  ]);
}
