/** Message catalogue entries owned by the `hvac` rules (codes are dotted, e.g. `hvac.something`). */
export const en = {
  /** 01 §5: not every HVAC qualifying question answered YES. */
  'hvac.allYes': 'You need to be able to answer YES to all questions!',
} as const;

// The Spanish entries are in es/hvac.ts, loaded on demand (messages/es.ts).
