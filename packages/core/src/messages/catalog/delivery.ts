/** Message catalogue entries owned by the `delivery` rules (codes are dotted, e.g. `delivery.something`). */
export const en = {
  'delivery.selectServicePerItem': 'Please select at least one service per available item!',
  'delivery.selectService': 'Please select at least one service!',
  'delivery.fullAddressRequired': 'Full address is required for shipping!',
  // Verbatim from the spec, typo included ("at lease").
  'delivery.selectStore': 'Please select at lease one store',
  'delivery.selectDeliveryTypeAndWindow':
    'Please select at least one delivery type/date and time of delivery',
  'delivery.selectShipmentType': 'Please select at least one shipment type',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'delivery.selectServicePerItem': '¡Seleccione al menos un servicio por cada artículo disponible!',
  'delivery.selectService': '¡Seleccione al menos un servicio!',
  'delivery.fullAddressRequired': '¡Se requiere la dirección completa para el envío!',
  'delivery.selectStore': 'Seleccione al menos una tienda',
  'delivery.selectDeliveryTypeAndWindow':
    'Seleccione al menos un tipo de entrega y la fecha y hora de entrega',
  'delivery.selectShipmentType': 'Seleccione al menos un tipo de envío',
};
