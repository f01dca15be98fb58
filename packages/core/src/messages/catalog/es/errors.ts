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
  'errors.upload.failed': 'No se pudo subir el archivo',
  'errors.upload.maxFiles': 'Se alcanzó el límite máximo de archivos',
  'errors.upload.deleteConfirm': '¿Está seguro de que desea eliminar este archivo?',
  'errors.identity.linkSent': 'Enlace enviado a su teléfono móvil.',
  'errors.identity.linkNotSent': 'No se pudo enviar el enlace.',
  'errors.identity.processFailed':
    'No se pudo completar el proceso. Espere unos segundos e inténtelo de nuevo.',
  'errors.employer.notSupported': '¡Empleador no admitido!',
  'errors.routing.lookupFailed':
    'No pudimos consultar este número de ruta bancaria. Revíselo e inténtelo de nuevo.',
  'errors.address.copyFailed':
    'No pudimos copiar la dirección del solicitante. Inténtelo de nuevo o ingrese la dirección manualmente.',
  'errors.inputTypeNotFound': '¡No se encontró un campo para el tipo {type}!',
  'errors.middlewareNotFound': '¡No se encontró el middleware {name}!',
  'errors.pin.verifyFailed': 'La verificación del PIN falló.',
  'errors.pin.triesLeft':
    'La verificación del PIN falló. Revise el PIN e ingréselo de nuevo: le quedan {count} intentos.',
  'errors.pin.lastTry':
    'La verificación del PIN falló. Le queda 1 intento: otro PIN incorrecto termina esta solicitud.',
  'errors.pin.verified': 'Verificación del PIN exitosa.',
  'errors.pin.sent': 'Se le envió un PIN para su verificación.',
  'errors.pin.sendFailed': 'No se pudo enviar el PIN. Inténtelo de nuevo más tarde.',
  'errors.confirm.failed': '¡Vaya! Algo salió mal, inténtelo de nuevo',
  'errors.esign.failed': 'No se pudo generar el contrato',
  'errors.card.failed': '¡Vaya! Algo salió mal, ¡inténtelo de nuevo!',
  'errors.card.chargeFailed': 'Vaya, no se pudo realizar el cargo a la tarjeta, ¡inténtelo de nuevo!',
  'errors.card.paymentFailed': '¡No pudimos procesar el pago!',
  'errors.schedule.title': 'Monto del arrendamiento',
  'errors.lease.title': 'Error',
  'errors.returnToRetailer': 'Volver al comercio',
  'errors.unknownSubmit': 'Ocurrió un error desconocido. Intente enviar su solicitud de nuevo.',
  'errors.missingOptions': 'Uno o más artículos no tienen opciones de entrega disponibles.',
  'errors.item.noStoreStock':
    'Ninguna tienda tiene {item} en existencia. El artículo se eliminará del contrato.',
  'errors.item.cannotShip': '{item} no se puede enviar. El artículo se eliminará del contrato.',
  'errors.item.cannotDeliver':
    '{item} no se puede entregar a domicilio. El artículo se eliminará del contrato.',
  'errors.item.notInStock': '{item} no está en existencia. El artículo se eliminará del contrato.',
  'errors.completed.failure':
    'Lo sentimos, su pago no se pudo completar correctamente. Comuníquese con la tienda para obtener ayuda.',
  'errors.completed.mayNotContinue':
    'Lo sentimos, no podemos completar su solicitud. Comuníquese con la tienda para obtener ayuda.',
  'errors.completed.returnToRetailer': 'Volver al pago del comercio',
  'errors.uuidMismatch': 'No se encontró la solicitud. Cree una nueva solicitud.',
  'errors.submitFailed': 'Lo sentimos, no pudimos procesar su solicitud. Inténtelo de nuevo más tarde.',
  'common.continue': 'Continuar',
  'common.back': 'Atrás',
  'common.skip': 'Omitir',
  'common.yes': 'Sí',
  'common.no': 'No',
  'common.thereIsAProblem': 'Hay un problema',
  'common.optional': '(opcional)',
};
