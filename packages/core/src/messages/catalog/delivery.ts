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

// The Spanish entries are in es/delivery.ts, loaded on demand (messages/es.ts).
