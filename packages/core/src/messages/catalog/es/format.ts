import type { en } from '../format';

/** Spanish entries of format.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {};
