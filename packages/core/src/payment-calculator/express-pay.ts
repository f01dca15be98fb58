// Its own module, apart from the calculator's store: the checkout rules that the app's route guards
// read need these two, and a bundler splitting by module then leaves the calculator, the offers rules
// and the money formatting out of the first route.

/** The express-pay terms in months (03 §9). */
export const EXPRESS_PAY_MONTHS = [3, 6, 9] as const;

/** The company state of the payments payload: the store's billing state, else its shipping state (03 §7). */
export function getCompanyState(
  retailStore:
    | { billing_address?: { state?: unknown } | null; shipping_address?: { state?: unknown } | null }
    | null
    | undefined,
): string | null {
  const billing = retailStore?.billing_address?.state;
  if (typeof billing === 'string' && billing.trim()) return billing.trim();
  const shipping = retailStore?.shipping_address?.state;
  return typeof shipping === 'string' && shipping.trim() ? shipping.trim() : null;
}
