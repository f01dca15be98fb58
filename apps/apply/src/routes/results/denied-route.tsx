import { Screen } from '@leasekit/ui';
import { useBreadcrumbs } from '../../app/use-app';

/** Route module being built (issue 6); replaced by the screen's connected module. */
export default function Route() {
  return <Screen breadcrumbs={useBreadcrumbs()} heading="results/denied-route" />;
}
