import type { en } from '../payroll';

/** Spanish entries of payroll.ts; a missing code falls back to English. */
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
  'app.payroll.heading': 'Aumente su aprobación con deducción de nómina',
  'app.payroll.employer': 'Empleador',
  'app.payroll.checkEligibility': 'Verificar elegibilidad',
  'app.payroll.refresh': 'Actualizar',
  'app.payroll.resend': 'Reenviar enlace',
};
