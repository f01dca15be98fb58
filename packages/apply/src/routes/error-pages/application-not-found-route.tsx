import { ErrorRoute } from './error-route';

/** The 'application-not-found' error page (03 §2, §8). */
export default function ApplicationNotFoundRoute() {
  return <ErrorRoute kind="application-not-found" />;
}
