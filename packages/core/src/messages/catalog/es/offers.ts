import type { en } from '../offers';

/** Spanish entries of offers.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'offers.leaseMinimum': 'El monto mínimo permitido para el arrendamiento es ${min}',
  'offers.leaseMaximum': 'El arrendamiento máximo permitido para la opción elegida es ${max}',
};
