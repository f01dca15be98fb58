import type { ResultRoute } from '../rules/results';
import type { SessionState, SessionStore } from '../session/session-store';

/** A determination as the session's application holds it: a submit's answer or the maxed PIN's denial. */
type SessionDetermination = NonNullable<NonNullable<SessionState['application']>['application_result']>;

/**
 * Puts a determination (the confirm call's answer, parsed by its schema, or the maxed PIN's denial) on the session's
 * application, marked submitted and verified, and names the result route to open (03 §4: code 'A'
 * approved, else denied); the result screens read the determination from the session.
 */
export function recordResult(
  session: SessionStore,
  result: SessionDetermination,
  route: ResultRoute,
): ResultRoute {
  const application = session.getState().application ?? {};
  session.patch({
    application: { ...application, application_result: result, submitted: true, verified: true },
  });
  return route;
}
