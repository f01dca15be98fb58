import type { en } from '../income';

/** Spanish entries of income.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'income.minimum': 'Los ingresos deben ser superiores a {amount} por mes',
};
