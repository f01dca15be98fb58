import { ErrorRoute } from './error-route';

/** The 'retailer-not-found' error page (03 §2, §8). */
export default function RetailerNotFoundRoute() {
  return <ErrorRoute kind="retailer-not-found" />;
}
