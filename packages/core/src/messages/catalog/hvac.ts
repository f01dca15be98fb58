/** Message catalogue entries owned by the `hvac` rules (codes are dotted, e.g. `hvac.something`). */
export const en = {
  /** 01 §5: not every HVAC qualifying question answered YES. */
  'hvac.allYes': 'You need to be able to answer YES to all questions!',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'hvac.allYes': '¡Debe poder responder SÍ a todas las preguntas!',
};
