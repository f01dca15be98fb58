/** Message catalogue entries owned by the `validation` rules (codes are dotted, e.g. `validation.something`). */
export const en = {} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
