/** Message catalogue entries owned by the `payroll` rules (codes are dotted, e.g. `payroll.something`). */
export const en = {} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
