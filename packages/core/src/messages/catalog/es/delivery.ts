import type { en } from '../delivery';

/** Spanish entries of delivery.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'delivery.selectServicePerItem': '¡Seleccione al menos un servicio por cada artículo disponible!',
  'delivery.selectService': '¡Seleccione al menos un servicio!',
  'delivery.fullAddressRequired': '¡Se requiere la dirección completa para el envío!',
  'delivery.selectStore': 'Seleccione al menos una tienda',
  'delivery.selectDeliveryTypeAndWindow':
    'Seleccione al menos un tipo de entrega y la fecha y hora de entrega',
  'delivery.selectShipmentType': 'Seleccione al menos un tipo de envío',
};
