/** Message catalogue entries owned by the `delivery` rules (codes are dotted, e.g. `delivery.something`). */
export const en = {} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
