/**
 * Message catalogue entries of the reference app's shell and non-wizard screens (codes `app.*`):
 * route titles, store selection, checkpoint, resume and results. Texts quoted in the spec are verbatim;
 * the others are ours and say so.
 */
export const en = {
  // Route titles (breadcrumbs and document titles). 03 §2 names these two screens.
  'app.title.storeSelection': 'Choose a Store',
  'app.title.checkpoint': "Let's Get Started",
  'app.title.resume': 'One moment please...',
  'app.title.redirect': 'One moment please...',
  'app.title.process': 'One moment please...',
  'app.title.apply': 'Application',
  'app.title.intellicheck': 'Identity Verification',
  'app.title.checkout': 'Checkout',
  'app.title.approved': 'Approved',
  'app.title.denied': 'Thanks For Applying',
  'app.title.contractInProgress': 'Contract In Progress',
  'app.title.contactStore': 'Contact Store',
  // App bar (ours).
  'app.bar.label': 'Application tools',
  'app.fill.label': 'Fill',
  'app.fill.loaded': 'Test data loaded: {scenario}',
  'app.fill.failed': 'Test data could not be loaded.',
  'app.locale.label': 'Language',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'app.title.storeSelection': 'Elija una tienda',
  'app.title.checkpoint': 'Comencemos',
  'app.title.resume': 'Un momento por favor...',
  'app.title.redirect': 'Un momento por favor...',
  'app.title.process': 'Un momento por favor...',
  'app.title.apply': 'Solicitud',
  'app.title.intellicheck': 'Verificación de identidad',
  'app.title.checkout': 'Pago',
  'app.title.approved': 'Aprobado',
  'app.title.denied': 'Gracias por presentar su solicitud',
  'app.title.contractInProgress': 'Contrato en curso',
  'app.title.contactStore': 'Comuníquese con la tienda',
  'app.bar.label': 'Herramientas de la solicitud',
  'app.fill.label': 'Rellenar',
  'app.fill.loaded': 'Datos de prueba cargados: {scenario}',
  'app.fill.failed': 'No se pudieron cargar los datos de prueba.',
  'app.locale.label': 'Idioma',
};
