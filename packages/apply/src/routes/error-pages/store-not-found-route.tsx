import { ErrorRoute } from './error-route';

/** The 'store-not-found' error page (03 §2, §8). */
export default function StoreNotFoundRoute() {
  return <ErrorRoute kind="store-not-found" />;
}
