/** Placeholder until the recurrence module lands. */
export const RECURRENCE_PRESETS = [] as const;
