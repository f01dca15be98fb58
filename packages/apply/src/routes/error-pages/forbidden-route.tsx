import { ErrorRoute } from './error-route';

/** The 'forbidden' error page (03 §2, §8). */
export default function ForbiddenRoute() {
  return <ErrorRoute kind="forbidden" />;
}
