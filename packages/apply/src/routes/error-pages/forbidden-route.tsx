import { getRouteErrorPage } from '@leasekit/core/routing';
import { ErrorRoute } from './error-route';

/** The 'forbidden' error page (03 §2, §8). */
export default function ForbiddenRoute() {
  return <ErrorRoute {...getRouteErrorPage(403)} />;
}
