/** Message catalogue entries owned by the `checkout` rules (codes are dotted, e.g. `checkout.something`). */
export const en = {
  'checkout.chooseDeliveryOptions': 'Choose Delivery & Install Options',
  'checkout.agreeAndSign': "I agree, let's sign the contract!",
  'checkout.signRedirecting': 'Redirecting for your contract signature...',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'checkout.chooseDeliveryOptions': 'Elegir opciones de entrega e instalación',
  'checkout.agreeAndSign': '¡Acepto, firmemos el contrato!',
  'checkout.signRedirecting': 'Redirigiendo para la firma de su contrato...',
};
