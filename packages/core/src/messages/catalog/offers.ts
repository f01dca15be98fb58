/** Message catalogue entries owned by the `offers` rules (codes are dotted, e.g. `offers.something`). */
export const en = {
  'offers.leaseMinimum': 'Minimum allowed lease amount is ${min}',
  'offers.leaseMaximum': 'Maximum allowed lease for the chosen option is ${max}',
} as const;

// The Spanish entries are in es/offers.ts, loaded on demand (messages/es.ts).
