import type { en } from '../results';

/** Spanish entries of results.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'results.thanksForApplying': 'Gracias por presentar su solicitud',
  'results.defaultDenial':
    'Lamentablemente, no pudimos aprobarle en este momento. Comuníquese con {phone} si tiene alguna pregunta sobre su solicitud.',
  'results.contractInProgress':
    'Actualmente tiene un contrato en curso. Comuníquese con servicio al cliente al {phone} para recibir ayuda o chatee con nosotros abajo.',
  'results.contactStore':
    'Actualmente tiene una solicitud en curso con la tienda. Comuníquese con la tienda, o con servicio al cliente al {phone}, para recibir ayuda.',
  'results.maxedPin':
    'Lamentablemente, no pudimos verificar su solicitud. Comuníquese con {phone} si tiene alguna pregunta sobre su solicitud.',
  'results.serverMessage': '{message}',
  'app.result.return': 'Regresar',
  'app.result.returnToStore': 'Regresar a la tienda',
  'app.result.back': 'Atrás',
  'app.result.shopping': '¡Vamos de compras!',
  'app.result.shopAt': 'Comprar en {brand}',
  'app.result.createContract': 'Crear contrato',
  'app.result.options': 'Sus opciones de aprobación',
  'app.result.validFor': 'Los montos de las opciones son válidos por {days} días.',
  'app.result.hvacPhone': '¿Preguntas? Llámenos al {phone}.',
};
