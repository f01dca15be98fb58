import { getRouteErrorPage } from '@leasekit/core/routing';
import { ErrorRoute } from './error-route';

/** The 'not-found' error page (03 §2, §8). */
export default function NotFoundRoute() {
  return <ErrorRoute {...getRouteErrorPage(404)} />;
}
