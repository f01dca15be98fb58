/** Message catalogue entries owned by the `offers` rules (codes are dotted, e.g. `offers.something`). */
export const en = {
  'offers.leaseMinimum': 'Minimum allowed lease amount is ${min}',
  'offers.leaseMaximum': 'Maximum allowed lease for the chosen option is ${max}',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'offers.leaseMinimum': 'El monto mínimo permitido para el arrendamiento es ${min}',
  'offers.leaseMaximum': 'El arrendamiento máximo permitido para la opción elegida es ${max}',
};
