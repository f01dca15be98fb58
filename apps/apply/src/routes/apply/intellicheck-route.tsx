// PLACEHOLDER owned by the wizard engineer: replace this module with the real /intellicheck, the identity check.
import { Screen } from '@leasekit/ui';

/** Placeholder for /intellicheck, the identity check until the wizard's module lands. */
export default function IntellicheckRoute() {
  return <Screen heading="/intellicheck, the identity check" />;
}
