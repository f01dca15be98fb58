/** Message catalogue entries owned by the `payroll` rules (codes are dotted, e.g. `payroll.something`). */
export const en = {
  'payroll.initiated': 'Affordability check initiated!',
  'payroll.genericError': 'An error occurred, please try again!',
  'payroll.serverMessage': '{message}',
  // 02 §4 only describes these two: a denial, or 'unable to increase offer' when already approved (code A).
  'payroll.affordabilityDenied':
    'Unfortunately, we were unable to approve you through payroll deduction at this time.',
  'payroll.unableToIncreaseOffer':
    'We were unable to increase your offer through payroll deduction. Your current approval is still available.',
  'payroll.refreshPending':
    'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.',
  'payroll.refreshComplete': 'Eligibility process completed!',
  'payroll.linkSent': 'Link sent successfully!',
  'payroll.linkNotSent': 'Unable to send link!',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'payroll.initiated': '¡Verificación de capacidad de pago iniciada!',
  'payroll.genericError': '¡Ocurrió un error, inténtelo de nuevo!',
  'payroll.serverMessage': '{message}',
  'payroll.affordabilityDenied':
    'Lamentablemente, no pudimos aprobarle mediante deducción de nómina en este momento.',
  'payroll.unableToIncreaseOffer':
    'No pudimos aumentar su oferta mediante deducción de nómina. Su aprobación actual sigue disponible.',
  'payroll.refreshPending':
    '¡Verificación de capacidad de pago pendiente! Complete el proceso, o inténtelo de nuevo en unos minutos si ya lo completó.',
  'payroll.refreshComplete': '¡Proceso de elegibilidad completado!',
  'payroll.linkSent': '¡Enlace enviado correctamente!',
  'payroll.linkNotSent': '¡No se pudo enviar el enlace!',
};
