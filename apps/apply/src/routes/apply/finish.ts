import { readRecord, type SessionStore } from '@leasekit/core';
import { type ResultRoute } from '@leasekit/core/checkout';
import type { DeterminationRecord } from '@leasekit/core/contract';

/**
 * Stores the determination on the session's application and names the result route (03 §4: code 'A'
 * approved, else denied); the result screens read it from there.
 */
export function storeResult(
  session: SessionStore,
  result: Record<string, unknown>,
  route: ResultRoute,
): ResultRoute {
  const application = session.getState().application ?? {};
  session.update({
    application: {
      ...application,
      application_result: readRecord<DeterminationRecord>(result),
      submitted: true,
      verified: true,
    },
  });
  return route;
}
