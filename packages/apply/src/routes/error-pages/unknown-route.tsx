import { getRouteErrorPage } from '@leasekit/core/routing';
import { ErrorRoute } from './error-route';

/** The 'unknown' error page (03 §2, §8). */
export default function UnknownRoute() {
  return <ErrorRoute {...getRouteErrorPage(null)} />;
}
