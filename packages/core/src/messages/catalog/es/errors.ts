import type { en } from '../errors';

/** Spanish entries of errors.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'errors.forbidden.heading': 'Permiso denegado',
  'errors.forbidden.text': 'No tiene permiso para ver esta página. Pida acceso al administrador del sistema.',
  'errors.notFound.heading': 'Página no encontrada',
  'errors.notFound.text': 'Parece que tomó un camino equivocado.',
  'errors.unknown.heading': 'Vaya, error desconocido',
  'errors.unknown.text': 'Parece que tomamos un camino equivocado. Comuníquese con soporte.',
  'errors.unknown.retry': 'Reintentar',
  'errors.storeNotFound.heading': 'Tienda no encontrada',
  'errors.retailerNotFound.heading': 'Comercio no encontrado',
  'errors.applicationNotFound.heading': 'Solicitud no encontrada',
  'errors.checkoutNotFound.heading': 'Pago no encontrado',
  'errors.storeNotFound.text':
    'No pudimos encontrar la tienda que busca. Revise el enlace o comuníquese con soporte.',
  'errors.retailerNotFound.text':
    'No pudimos encontrar el comercio que busca. Revise el enlace o comuníquese con soporte.',
  'errors.applicationNotFound.text': 'No pudimos encontrar su solicitud. Inicie una nueva solicitud.',
  'errors.checkoutNotFound.text': 'No pudimos encontrar este pago. Vuelva al comercio e inténtelo de nuevo.',
  'errors.timeout':
    'Se agotó el tiempo de espera al intentar comunicarse con el servidor. Inténtelo de nuevo más tarde.',
  'errors.invalidResponse': 'El servidor devolvió una respuesta no válida.',
  'errors.unknown': 'Ocurrió un error desconocido',
  'errors.employer.notSupported': '¡Empleador no admitido!',
  'errors.inputTypeNotFound': '¡No se encontró un campo para el tipo {type}!',
  'errors.middlewareNotFound': '¡No se encontró el middleware {name}!',
  'common.continue': 'Continuar',
  'common.back': 'Atrás',
  'common.skip': 'Omitir',
  'common.yes': 'Sí',
  'common.no': 'No',
  'common.thereIsAProblem': 'Hay un problema',
  'common.optional': '(opcional)',
};
