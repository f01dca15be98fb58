import { getCheckpointRoute, type AppRouteName, type CheckoutRoutingInput } from './checkout';
import { getApplicationResult } from './app-routing';
import { getResultRoute, type ResultRoute } from './result-route';
import { isApplyStepId, type ApplyStepId } from './apply-step-id';
import { isRecord } from './values';

// Where Back and Forward may take a shopper, given where the application and checkout stand
// (docs/behaviour.md "Browser history"). The app's history entries are only places the shopper has been;
// these rules decide which of them still make sense once a one-way action (the PIN verified and the
// application decided, the contract signed, the down payment made) has moved the journey on.

/** What a wizard history entry carries in its navigation state: the step it showed. */
export interface WizardHistoryState {
  /** The wizard step of the entry. */
  step: ApplyStepId;
}

/** The wizard step a history entry's navigation state names, or null for anything else (state is hostile). */
export function readWizardHistoryStep(state: unknown): ApplyStepId | null {
  const step = isRecord(state) ? state.step : undefined;
  return isApplyStepId(step) ? step : null;
}

/**
 * Where the application wizard sends a shopper who reaches it (by Back, Forward, a link or a reload)
 * with an application that already has a result: that result's screen ('approved' for code A, else
 * 'denied'), which says where the shopper stands and offers the way on. Null while the application is
 * undecided: the wizard opens. Reopening the steps or the PIN of a decided application would offer to
 * confirm and verify again what is already done.
 */
export function getApplyHistoryGuard(application: unknown): ResultRoute | null {
  const result = getApplicationResult(application);
  return result ? getResultRoute(result) : null;
}

/**
 * The wizard step a history entry may show (Back or Forward inside the wizard): its step when it is a
 * step of the current list (a step the co-applicant switch removed since is not), else null, and the
 * wizard then stays where it is and takes the entry over.
 */
export function getWizardHistoryStep(steps: readonly ApplyStepId[], state: unknown): ApplyStepId | null {
  const step = readWizardHistoryStep(state);
  return step && steps.includes(step) ? step : null;
}

/** The checkout screens whose history entries the checkout's progress may close. */
export type CheckoutScreen =
  | 'checkout/delivery'
  | 'checkout/lease'
  | 'checkout/preview'
  | 'checkout/sign'
  | 'checkout/payment'
  | 'checkout/banking';

const CHECKOUT_SCREENS: readonly string[] = [
  'checkout/delivery',
  'checkout/lease',
  'checkout/preview',
  'checkout/sign',
  'checkout/payment',
  'checkout/banking',
] satisfies CheckoutScreen[];

/** Whether a value names a checkout screen of {@link getCheckoutHistoryGuard}. */
export function isCheckoutScreen(value: unknown): value is CheckoutScreen {
  return typeof value === 'string' && CHECKOUT_SCREENS.includes(value);
}

/** Where the checkout stands, by the checkpoint's step table (03 §4), for a verified checkout. */
function standing(checkout: CheckoutRoutingInput): AppRouteName {
  return getCheckpointRoute({ retailStore: true, checkout, verified: true });
}

/**
 * Whether a checkout screen may open for the checkout as the session last loaded it, or where the
 * shopper goes instead (a Back or Forward onto a screen the checkout has moved past). Null lets it open:
 * - the screens before signing (delivery, lease, preview, sign) while the contract is not signed: once it
 *   is, the shopper goes where the checkout stands (the payment, the banking details or the complete
 *   screen), so no contract is generated or signed twice;
 * - the payment while the down payment is due (signed, not paid): once paid, where the checkout stands,
 *   never a 'down payment … is due' for money already taken;
 * - the banking details until the checkout is complete.
 * A session without a checkout step (not loaded yet) is not judged here: the verified guard and the
 * checkpoint redirect restore it first.
 */
export function getCheckoutHistoryGuard(
  screen: CheckoutScreen,
  checkout: CheckoutRoutingInput | null | undefined,
): AppRouteName | null {
  if (!checkout || checkout.current_step == null || checkout.current_step === '') return null;
  const stands = standing(checkout);
  const beforeSigning: readonly AppRouteName[] = ['apply/store', 'checkout/lease', 'checkout/sign'];
  switch (screen) {
    case 'checkout/payment':
      return stands === 'checkout/payment' ? null : stands;
    case 'checkout/banking':
      return stands === 'checkout/complete' ? stands : null;
    default:
      return beforeSigning.includes(stands) ? null : stands;
  }
}

/** Where a checkout stands once its contract is signed: nothing of the approval is left to act on. */
const AFTER_SIGNING: readonly AppRouteName[] = ['checkout/payment', 'checkout/banking', 'checkout/complete'];

/**
 * Whether the approved screen may open for the checkout as the session last loaded it, or where the
 * shopper goes instead. Once the contract is signed, the approval's offer and its sign button are spent:
 * Back onto the approved screen goes where the checkout stands (the payment, the banking details or the
 * complete screen). Before signing, and without a loaded checkout, null lets it open.
 */
export function getApprovedHistoryGuard(
  checkout: CheckoutRoutingInput | null | undefined,
): AppRouteName | null {
  if (!checkout || checkout.current_step == null || checkout.current_step === '') return null;
  const stands = standing(checkout);
  return AFTER_SIGNING.includes(stands) ? stands : null;
}

/**
 * Where the checkpoint redirect returns a shopper who came back to a checkout screen on a fresh page
 * (Back from the lender's signing page, or a reload, keeps only the session token, so the verified guard
 * sends them through the checkpoint redirect to restore the session first). The screen they came back to,
 * `wanted`, opens when it is a screen before signing and the checkout still stands before signing (the
 * lease, its preview, the delivery options: Back from an unsigned contract is the preview, not a new
 * contract); otherwise, and for anything that is not a checkout screen, null, and the redirect goes where
 * the checkout stands (`target`, the checkpoint's rule).
 */
export function getCheckpointReturn(
  wanted: unknown,
  target: AppRouteName | ResultRoute,
  checkout: CheckoutRoutingInput | null | undefined,
): CheckoutScreen | null {
  if (!isCheckoutScreen(wanted) || wanted === target) return null;
  const beforeSigning: readonly string[] = [
    'checkout/delivery',
    'checkout/lease',
    'checkout/preview',
    'checkout/sign',
  ];
  if (!beforeSigning.includes(wanted) || !beforeSigning.includes(target)) return null;
  return getCheckoutHistoryGuard(wanted, checkout) === null ? wanted : null;
}
