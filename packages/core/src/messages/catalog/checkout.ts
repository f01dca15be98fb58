/** Message catalogue entries owned by the `checkout` rules (codes are dotted, e.g. `checkout.something`). */
export const en = {} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
