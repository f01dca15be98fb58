/** Message catalogue entries owned by the `results` rules (codes are dotted, e.g. `results.something`). */
export const en = {
  'results.thanksForApplying': 'Thanks For Applying',
  'results.defaultDenial':
    'Unfortunately, we were unable to approve you at this time. Please contact {phone}, if you have any questions regarding your application.',
  'results.contractInProgress':
    'You currently have a contract in progress. Please contact customer service at {phone} for assistance or chat with us below.',
  // 03 §8 only describes this one: an application is in progress with the store; contact it or customer service.
  'results.contactStore':
    'You currently have an application in progress with the store. Please contact the store, or customer service at {phone}, for assistance.',
  // 02 §8 only describes this one: a generic denial asking the user to contact the provider's number.
  'results.maxedPin':
    'Unfortunately, we were unable to verify your application. Please contact {phone}, if you have any questions regarding your application.',
  'results.serverMessage': '{message}',
} as const;

/** Spanish entries; a missing code falls back to English. */
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
};
