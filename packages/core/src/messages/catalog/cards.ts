/** Message catalogue entries owned by the `cards` rules (codes are dotted, e.g. `cards.something`). */
export const en = {} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
