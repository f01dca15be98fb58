import { ErrorRoute } from './error-route';

/** The 'checkout-not-found' error page (03 §2, §8). */
export default function CheckoutNotFoundRoute() {
  return <ErrorRoute kind="checkout-not-found" />;
}
