import type { en } from '../hvac';

/** Spanish entries of hvac.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'hvac.allYes': '¡Debe poder responder SÍ a todas las preguntas!',
};
