/** Message catalogue entries owned by the `errors` rules (codes are dotted, e.g. `errors.something`). */
export const en = {
  // Error pages (01 §2, 03 §2 and §8).
  'errors.forbidden.code': '403',
  'errors.forbidden.heading': 'Permission Denied',
  'errors.forbidden.text':
    'You do not have permission to view this page. Please ask your system admin for access.',
  'errors.notFound.code': '404',
  'errors.notFound.heading': 'Page Not Found',
  'errors.notFound.text': 'Looks like you took a wrong turn.',
  'errors.storeNotFound.heading': 'Store Not Found',
  'errors.retailerNotFound.heading': 'Retailer Not Found',
  'errors.applicationNotFound.heading': 'Application Not Found',
  'errors.checkoutNotFound.heading': 'Checkout Not Found',
  'errors.unknown.heading': 'Oops, Unknown Error',
  'errors.unknown.text': "It's looking like we may have taken a wrong turn. Please contact support.",
  'errors.unknown.retry': 'Retry',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'errors.forbidden.heading': 'Permiso denegado',
  'errors.forbidden.text': 'No tiene permiso para ver esta página. Pida acceso al administrador del sistema.',
  'errors.notFound.heading': 'Página no encontrada',
  'errors.notFound.text': 'Parece que tomó un camino equivocado.',
  'errors.unknown.heading': 'Vaya, error desconocido',
  'errors.unknown.text': 'Parece que tomamos un camino equivocado. Comuníquese con soporte.',
  'errors.unknown.retry': 'Reintentar',
};
