// PLACEHOLDER owned by the wizard engineer: replace this module with the real /intellicheck/exchange/:token.
import { Screen } from '@leasekit/ui';

/** Placeholder for /intellicheck/exchange/:token until the wizard's module lands. */
export default function IntellicheckExchangeRoute() {
  return <Screen heading="/intellicheck/exchange/:token" />;
}
