import type { en } from '../lists';

/** Spanish entries of lists.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
