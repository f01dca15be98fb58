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
  'errors.storeNotFound.text':
    "We couldn't find the store you are looking for. Please check the link or contact support.",
  'errors.retailerNotFound.text':
    "We couldn't find the retailer you are looking for. Please check the link or contact support.",
  'errors.applicationNotFound.text': "We couldn't find your application. Please start a new application.",
  'errors.checkoutNotFound.text':
    "We couldn't find this checkout. Please return to the retailer and try again.",
  // Requests and forms (01 §8; the 408 status is REQUEST_TIMEOUT_STATUS in rules/errors).
  'errors.timeout': 'Request timed out whilst trying to call the server. Please try again later.',
  'errors.invalidResponse': 'An invalid response was returned from the server.',
  'errors.unknown': 'An unknown error occurred',
  // Uploads (01 §5, §8).
  'errors.upload.failed': 'Unable to upload file',
  'errors.upload.maxFiles': 'Max file limit reached',
  'errors.upload.deleteConfirm': 'Are you sure you want to delete this file?',
  // Identity verification (01 §8).
  'errors.identity.linkSent': 'Link sent to your Mobile phone.',
  'errors.identity.linkNotSent': 'Link could not be sent.',
  'errors.identity.processFailed': 'Unable to complete process. Please wait a few seconds and try again.',
  // Lookups (01 §8). The routing and copy-address texts are ours: the spec names no wording.
  'errors.employer.notSupported': 'Employer not supported!',
  'errors.routing.lookupFailed': 'We could not look up this routing number. Please check it and try again.',
  'errors.address.copyFailed':
    'We could not copy the applicant address. Please try again or enter the address manually.',
  // Toolkit faults (01 §8). The middleware text is ours.
  'errors.inputTypeNotFound': 'Input for type {type} not found!',
  'errors.middlewareNotFound': 'Middleware {name} not found!',
  // PIN (02 §8), shown as toasts.
  'errors.pin.verifyFailed': 'PIN verification failed.',
  'errors.pin.verified': 'PIN verification successful.',
  'errors.pin.sent': 'PIN has been sent to you for verification.',
  'errors.pin.sendFailed': 'PIN could not be sent. Please try again later.',
  // Confirm step and e-sign (02 §8): fallbacks when the server sends no message.
  'errors.confirm.failed': 'Oops! something went wrong, please try again',
  'errors.esign.failed': 'Unable to generate Contract',
  // Card processing (02 §8).
  'errors.card.failed': 'Oops! Something went wrong, please try again!',
  'errors.card.chargeFailed': 'Oops, unable to charge card, please try again!',
  'errors.card.paymentFailed': 'We were unable to process payment!',
  // Schedule and lease fetch failures (02 §8).
  'errors.schedule.title': 'Lease Amount',
  'errors.lease.title': 'Error',
  'errors.returnToRetailer': 'Return to Retailer',
  'errors.unknownSubmit': 'Unknown error occurred. Please try submit your application again.',
  'errors.missingOptions': 'One or more items do not have fulfillment options available.',
  // Item-unavailable notices (02 §8); the wording is ours, the spec names only the four cases.
  'errors.item.noStoreStock': 'No store has {item} in stock. The item will be removed from the contract.',
  'errors.item.cannotShip': '{item} cannot be shipped. The item will be removed from the contract.',
  'errors.item.cannotDeliver': '{item} cannot be delivered. The item will be removed from the contract.',
  'errors.item.notInStock': '{item} is not in stock. The item will be removed from the contract.',
  // Completed screen (02 §2, §8).
  'errors.completed.failure':
    'We apologize, your payment could not be completed successfully. Please contact the store for assistance.',
  'errors.completed.mayNotContinue':
    'We apologize, we are unable to complete your application. Please contact the store for assistance.',
  'errors.completed.returnToRetailer': 'Return to retailer checkout',
  // Application (03 §4, §8).
  'errors.uuidMismatch': 'Application not found. Please create a new application.',
  'errors.submitFailed':
    "We're sorry, but we were not able to process your application. Please try again later.",
  // Labels several screens share (01 §2, §9; GOV.UK error summary title).
  'common.continue': 'Continue',
  'common.back': 'Back',
  'common.skip': 'Skip',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.thereIsAProblem': 'There is a problem',
  'common.optional': '(optional)',
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
