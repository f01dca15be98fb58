// Its own module, apart from the result screens' messages: the routing rules that the app's route
// guards read need only this, and a bundler splitting by module then leaves the rest out of the first
// route.

/** The result code that means approved (03 §3). */
export const APPROVED_RESULT_CODE = 'A';

/** The result screen a determination leads to (03 §4). */
export type ResultRoute = 'approved' | 'denied';

/** Where a determination result leads (03 §4): code 'A' → approved; any other code (or none) → denied. */
export function getResultRoute(result: { code?: unknown } | null | undefined): ResultRoute {
  return result?.code === APPROVED_RESULT_CODE ? 'approved' : 'denied';
}
