import type { en } from '../offers';

/** Spanish entries of offers.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'offers.leaseMinimum': 'El monto mínimo permitido para el arrendamiento es ${min}',
  'offers.leaseMaximum': 'El arrendamiento máximo permitido para la opción elegida es ${max}',
  'app.calculator.heading': 'Calculadora de pagos',
  'app.calculator.leaseAmount': 'Monto del arrendamiento',
  'app.calculator.minimum': 'El monto mínimo de arrendamiento es {amount}',
  'app.calculator.option': 'Opción',
  'app.calculator.optionValue': 'Opción {key}',
  'app.calculator.frequency': 'Frecuencia de pago',
  'app.calculator.frequency.14-day': 'Cada 14 días',
  'app.calculator.frequency.28-day': 'Cada 28 días',
  'app.calculator.frequency.semi-monthly': 'Dos veces al mes',
  'app.calculator.frequency.monthly': 'Mensual',
  'app.calculator.payment': 'Pago',
  'app.calculator.term': 'Plazo',
  'app.calculator.termMonths': '{months} meses',
  'app.calculator.firstPayment': 'Fecha del primer pago',
  'app.calculator.calculating': 'Calculando…',
  'app.calculator.expressPay': 'Ofertas de pago anticipado',
  'app.calculator.expressPayMonths': 'Liquidar en {months} meses',
  'app.calculator.expressPayNote': 'Se aplican descuentos por liquidar después de 9 meses.',
};
