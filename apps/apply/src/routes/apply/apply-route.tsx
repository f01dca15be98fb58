// PLACEHOLDER owned by the wizard engineer: replace this module with the real /apply, the application wizard.
import { Screen } from '@leasekit/ui';

/** Placeholder for /apply, the application wizard until the wizard's module lands. */
export default function ApplyRoute() {
  return <Screen heading="/apply, the application wizard" />;
}
