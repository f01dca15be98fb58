import { createMiddlewareRegistry, type MiddlewareRegistry, type SessionState } from '@leasekit/core';
import {
  getApplyHistoryGuard,
  getApprovedHistoryGuard,
  getCheckoutHistoryGuard,
  getStoreSelectionGuard,
  getTokenGuard,
  getVerifiedGuard,
  isCheckoutScreen,
} from '@leasekit/core/routing';

/** What every route middleware reads: the session and the route's URL parameters. */
export interface GuardContext {
  session: SessionState;
  params: Record<string, string | undefined>;
}

function toDecision(route: ReturnType<typeof getTokenGuard> | ReturnType<typeof getApplyHistoryGuard>) {
  return route ? { redirect: route } : undefined;
}

/**
 * The app's route middleware, registered once (01 §6): routes list them by name, with parameters after
 * a colon. The rules themselves live in the core (`getTokenGuard`, `getVerifiedGuard`,
 * `getStoreSelectionGuard`); a middleware only feeds them the session.
 * - `token`: the application route needs a token, else the checkpoint (03 §2).
 * - `verified`: checkout routes need a verified application or skip_verification (03 §2).
 * - `store-selection`: store selection goes to the application when a store is already in state (03 §2).
 * - `undecided`: the wizard opens only for an application without a result; Back or Forward onto it after
 *   the PIN lands on the result (`getApplyHistoryGuard`, docs/behaviour.md "Browser history").
 * - `checkout-screen:<route name>`: a checkout screen opens only while the checkout has not moved past it
 *   (`getCheckoutHistoryGuard`): after signing or paying, Back goes where the checkout stands.
 * - `approved-screen`: the approved screen opens until the contract is signed; after it, Back goes where
 *   the checkout stands (`getApprovedHistoryGuard`).
 */
export function createGuardRegistry(): MiddlewareRegistry<GuardContext> {
  return createMiddlewareRegistry<GuardContext>()
    .register('token', ({ session }) => toDecision(getTokenGuard(session)))
    .register('verified', ({ session }) =>
      toDecision(
        getVerifiedGuard({
          token: session.token,
          verified: session.application?.verified,
          checkout: session.checkout,
        }),
      ),
    )
    .register('store-selection', ({ session }) => toDecision(getStoreSelectionGuard(session)))
    .register('undecided', ({ session }) => toDecision(getApplyHistoryGuard(session.application)))
    .register('approved-screen', ({ session }) => toDecision(getApprovedHistoryGuard(session.checkout)))
    .register('checkout-screen', ({ session }, [screen]) => {
      // A route naming no checkout screen is a mistake of the table, not something to let through.
      if (!isCheckoutScreen(screen))
        throw new Error(`checkout-screen needs a checkout route name, not ${screen}`);
      return toDecision(getCheckoutHistoryGuard(screen, session.checkout));
    });
}
