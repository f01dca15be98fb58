/** Message catalogue entries owned by the `income` rules (codes are dotted, e.g. `income.something`). */
export const en = {
  /** 01 §5: total monthly income below the server's minimum; `amount` is formatted `$0,0.00`. */
  'income.minimum': 'Income must be over {amount} per month',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'income.minimum': 'Los ingresos deben ser superiores a {amount} por mes',
};
