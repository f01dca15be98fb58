/** Message catalogue entries owned by the `income` rules (codes are dotted, e.g. `income.something`). */
export const en = {
  /** 01 §5: total monthly income below the server's minimum; `amount` is formatted `$0,0.00`. */
  'income.minimum': 'Income must be over {amount} per month',
} as const;

// The Spanish entries are in es/income.ts, loaded on demand (messages/es.ts).
