import type { DeterminationRecord } from '../contract/records';
import type { ResultRoute } from '../rules/results';
import type { SessionStore } from '../session/session-store';

/**
 * Puts a submit's determination (parsed by the confirm call's answer schema) on the session's
 * application, marked submitted and verified, and names the result route to open (03 §4: code 'A'
 * approved, else denied); the result screens read the determination from the session.
 */
export function recordResult(
  session: SessionStore,
  result: DeterminationRecord,
  route: ResultRoute,
): ResultRoute {
  const application = session.getState().application ?? {};
  session.update({
    application: { ...application, application_result: result, submitted: true, verified: true },
  });
  return route;
}
