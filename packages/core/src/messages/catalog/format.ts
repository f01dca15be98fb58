/** Message catalogue entries owned by the `format` rules (codes are dotted, e.g. `format.something`). */
export const en = {} as const;

// The Spanish entries are in es/format.ts, loaded on demand (messages/es.ts).
