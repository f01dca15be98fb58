/** Message catalogue entries owned by the `lists` rules (codes are dotted, e.g. `lists.something`). */
export const en = {} as const;

// The Spanish entries are in es/lists.ts, loaded on demand (messages/es.ts).
