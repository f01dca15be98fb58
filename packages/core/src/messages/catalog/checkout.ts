/** Message catalogue entries owned by the `checkout` rules (codes are dotted, e.g. `checkout.something`). */
export const en = {
  'checkout.chooseDeliveryOptions': 'Choose Delivery & Install Options',
  'checkout.agreeAndSign': "I agree, let's sign the contract!",
  'checkout.signRedirecting': 'Redirecting for your contract signature...',
  'checkout.returnToRetailer': 'Return to retailer checkout',
  // 02 §8 describes these two only as "we apologize" variants directing the user to the store.
  'checkout.completed.failure':
    'We apologize, your payment could not be completed successfully. Please contact the store for assistance.',
  'checkout.completed.mayNotContinue':
    'We apologize, we are unable to complete your application. Please contact the store for assistance.',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'checkout.chooseDeliveryOptions': 'Elegir opciones de entrega e instalación',
  'checkout.agreeAndSign': '¡Acepto, firmemos el contrato!',
  'checkout.signRedirecting': 'Redirigiendo para la firma de su contrato...',
  'checkout.returnToRetailer': 'Volver al pago del comercio',
  'checkout.completed.failure':
    'Lo sentimos, su pago no se pudo completar correctamente. Comuníquese con la tienda para recibir ayuda.',
  'checkout.completed.mayNotContinue':
    'Lo sentimos, no podemos completar su solicitud. Comuníquese con la tienda para recibir ayuda.',
};
