import type { MessageDescriptor } from '../messages';
import { formatAddress } from './address';
import { EXPRESS_PAY_MONTHS, getCompanyState } from '../payment-calculator/express-pay';
import { isFlagSet, isRecord, parseAmountToCents, parseInteger } from './values';
import { getSafeReturnUrl } from '../safe-url/safe-url';

/**
 * Checkout status numbers (01 §4). "None" (not started) has no number: a checkout whose current_step is
 * null has not started. Transition rules between them are not part of the spec.
 */
export const CHECKOUT_STATUS = {
  STARTED: 1,
  APPLICATION_IN_PROGRESS: 2,
  APPLICATION_COMPLETE: 3,
  DOCUMENT_PROCESS_COMPLETED: 4,
  LEASE_CREATED: 5,
  ESIGNATURE_COMPLETED: 6,
  DOWN_PAYMENT_PROCESSING: 7,
  DOWN_PAYMENT_COMPLETED: 8,
  CHECKOUT_COMPLETED: 9,
  DOWN_PAYMENT_FAILED: 10,
  VOIDED: 11,
  CANCELLED: 12,
  LEASE_ESIGNATURE: 13,
} as const;

/** One of the checkout status numbers 1 to 13. */
export type CheckoutStatus = (typeof CHECKOUT_STATUS)[keyof typeof CHECKOUT_STATUS];

/** The store identifier that marks the home-installation (HVAC) store type (03 §9). */
export const HVAC_IDENTIFIER = 'HVAC';

/** The store rating that gives express checkout (02 §9). */
export const EXPRESS_CHECKOUT_RATING = 17;

/**
 * Route names the rules send the user to (03 §2 route table; 02 §2 checkout routes). `apply/retailer` is
 * store selection, `apply/store` the application wizard, `checkpoint` the retrieval/verification form.
 */
export type AppRouteName =
  | 'apply/retailer'
  | 'apply/store'
  | 'checkpoint'
  | 'checkpoint/redirect'
  | 'process'
  | 'intellicheck'
  | 'checkout/delivery'
  | 'checkout/lease'
  | 'checkout/preview'
  | 'checkout/sign'
  | 'checkout/payment'
  | 'checkout/banking'
  | 'checkout/complete'
  | '403'
  | 'unknown';

/** The checkout fields the routing rules read (03 §3); numbers and flags may arrive as strings. */
export interface CheckoutRoutingInput {
  current_step?: unknown;
  may_continue?: unknown;
  skip_verification?: unknown;
  /** The checkout still waits for banking details (03 §3); read only where the step table says complete. */
  banking_required?: unknown;
}

/** A retail store as far as the rules need it (02 §3, 03 §3). */
export interface RetailStoreInput {
  rating?: unknown;
  record?: { identifier?: unknown } | null;
  lease_program?: { ocp_enabled?: unknown } | null;
  checkout_delivery_options_required?: unknown;
}

/** Whether the store is the home-installation type: its record.identifier is exactly 'HVAC' (03 §1, §9). */
export function isHvacStore(retailStore: RetailStoreInput | null | undefined): boolean {
  return retailStore?.record?.identifier === HVAC_IDENTIFIER;
}

/**
 * Whether checkout routes may open (03 §2): the application is verified or the checkout has
 * skip_verification. Flags are read as server flags (true, 1, "1").
 */
export function isCheckoutVerified(state: {
  verified?: unknown;
  checkout?: CheckoutRoutingInput | null;
}): boolean {
  return isFlagSet(state?.verified) || isFlagSet(state?.checkout?.skip_verification);
}

/** may_continue is false only when the server says false or 0; a missing value means true (01 §3). */
function mayContinue(checkout: CheckoutRoutingInput): boolean {
  const value = checkout.may_continue;
  return !(value === false || value === 0 || value === '0' || value === 'false');
}

/** The state the checkpoint redirect routes by (03 §4). */
export interface CheckpointState {
  retailStore?: unknown;
  checkout?: CheckoutRoutingInput | null;
  /** The application's verified flag. */
  verified?: unknown;
  /** The application (or retrieval record) in state, if any. */
  application?: unknown;
}

/**
 * Where the checkpoint redirect sends the user (03 §4):
 * - no store → `apply/retailer`;
 * - no checkout: a verified application → `apply/store` (the caller opens the existing application); an
 *   unverified application → `checkpoint` (its verification form); none → `apply/store`;
 * - a checkout that is not verified (nor skip_verification) → `checkpoint` when an application exists,
 *   else `apply/store`: the user stays on the verification or application path;
 * - verified, may_continue false or 0 → `checkout/complete`;
 * - verified, by current_step: 4, 5 → `checkout/lease`; 13 → `checkout/sign`; 6, 7 → `checkout/payment`;
 *   null, 0 and 1–3 → `apply/store` (the application is still being filled); 8, 9, 10 and any other
 *   step (junk included) → `checkout/complete`, except that a checkout whose banking is still required
 *   (banking_required) goes to `checkout/banking`: the process outcomes rank banking before the result
 *   (03 §4), so a shopper who paid (8) and left before the banking details comes back to them instead of
 *   a completion that has not happened.
 */
export function getCheckpointRoute(state: CheckpointState): AppRouteName {
  if (!state?.retailStore) return 'apply/retailer';
  const checkout = state.checkout;
  const hasApplication = Boolean(state.application);
  const verified = isCheckoutVerified(state);
  if (!checkout) return hasApplication && !isFlagSet(state.verified) ? 'checkpoint' : 'apply/store';
  if (!verified) return hasApplication ? 'checkpoint' : 'apply/store';
  if (!mayContinue(checkout)) return 'checkout/complete';
  const raw = checkout.current_step;
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return 'apply/store';
  switch (parseInteger(raw)) {
    case 0: // not started, as some servers send it
    case CHECKOUT_STATUS.STARTED:
    case CHECKOUT_STATUS.APPLICATION_IN_PROGRESS:
    case CHECKOUT_STATUS.APPLICATION_COMPLETE:
      return 'apply/store';
    case CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED:
    case CHECKOUT_STATUS.LEASE_CREATED:
      return 'checkout/lease';
    case CHECKOUT_STATUS.LEASE_ESIGNATURE:
      return 'checkout/sign';
    case CHECKOUT_STATUS.ESIGNATURE_COMPLETED:
    case CHECKOUT_STATUS.DOWN_PAYMENT_PROCESSING:
      return 'checkout/payment';
    default:
      return isFlagSet(checkout.banking_required) ? 'checkout/banking' : 'checkout/complete';
  }
}

/** The answer of GET /apply-v2/checkout/{checkout_id}/process (03 §7), fields as in 03 §4. */
export interface ProcessResponse {
  payment_required?: unknown;
  banking_required?: unknown;
  intellicheck_required?: unknown;
  redirect?: unknown;
  result?: unknown;
  may_continue?: unknown;
  config?: unknown;
}

/** What the checkpoint process screen does next (03 §4). */
export type ProcessOutcome =
  | { route: 'checkout/payment'; config: unknown }
  | { route: 'checkout/banking' }
  | { route: 'intellicheck' }
  | { route: 'external'; url: string; sendStepUpdate: true }
  | { route: 'checkout/complete'; reason: 'result' | 'may-not-continue' }
  | { route: 'checkpoint/redirect' };

// Only an absolute http(s) URL leaves the app: anything else counts as no redirect.
function readRedirectUrl(redirect: unknown): string | null {
  if (typeof redirect === 'string') return getSafeReturnUrl(redirect.trim());
  if (redirect && typeof redirect === 'object' && 'url' in redirect) {
    const url = (redirect as { url?: unknown }).url;
    return typeof url === 'string' ? getSafeReturnUrl(url.trim()) : null;
  }
  return null;
}

/**
 * The checkpoint process outcome, in the spec's priority order (03 §4): payment_required → payment (with
 * config); banking_required → banking; intellicheck_required → intellicheck; redirect → leave the site
 * after sending a step update (a url string, or an object with a url; an unusable redirect, or one that is
 * not an absolute http(s) URL, is skipped);
 * result → complete; may_continue false → complete; otherwise → the checkpoint redirect.
 */
export function getProcessOutcome(response: ProcessResponse | null | undefined): ProcessOutcome {
  const data = response ?? {};
  if (isFlagSet(data.payment_required)) return { route: 'checkout/payment', config: data.config ?? null };
  if (isFlagSet(data.banking_required)) return { route: 'checkout/banking' };
  if (isFlagSet(data.intellicheck_required)) return { route: 'intellicheck' };
  const url = readRedirectUrl(data.redirect);
  if (url) return { route: 'external', url, sendStepUpdate: true };
  if (data.result) return { route: 'checkout/complete', reason: 'result' };
  if (!mayContinue(data)) return { route: 'checkout/complete', reason: 'may-not-continue' };
  return { route: 'checkpoint/redirect' };
}

/** The first decision of the resume screen (03 §4), before the token is exchanged. */
export type ResumeStart = { action: 'cancel'; redirectTo: string | null } | { action: 'exchange' };

/**
 * Resume, first step (03 §4): `cancel=true` (boolean or the query string "true"/"1") cancels the checkout
 * and, in redirect mode, goes to the failure return url (null when there is none, when it is not an absolute
 * http(s) URL, or when not redirecting);
 * otherwise the token is exchanged.
 */
export function getResumeStart(input: {
  cancel?: unknown;
  redirecting?: boolean;
  return_url_failure?: unknown;
}): ResumeStart {
  if (!isFlagSet(input?.cancel)) return { action: 'exchange' };
  const url = getSafeReturnUrl(input.return_url_failure);
  return { action: 'cancel', redirectTo: input.redirecting && url ? url : null };
}

/**
 * Resume, after the token exchange (03 §4): a successful exchange goes to `intellicheck` when
 * data.intellicheck_required, to `process` when the resume route had the process segment, else to
 * `checkpoint/redirect`. A failed exchange goes to `403` on code 403 and to `unknown` on any other error.
 */
export function getResumeOutcome(
  exchange: { status?: unknown; code?: unknown; data?: { intellicheck_required?: unknown } | null },
  options: { process?: unknown } = {},
): 'intellicheck' | 'process' | 'checkpoint/redirect' | '403' | 'unknown' {
  if (exchange?.status !== true) return parseInteger(exchange?.code) === 403 ? '403' : 'unknown';
  if (isFlagSet(exchange.data?.intellicheck_required)) return 'intellicheck';
  if (options.process) return 'process';
  return 'checkpoint/redirect';
}

function isCalifornia(state: unknown): boolean {
  const value = typeof state === 'string' ? state.trim().toUpperCase() : '';
  return value === 'CA' || value === 'CALIFORNIA';
}

/**
 * Whether express checkout is shown (02 §6, §9): only for store rating 17 or HVAC stores, and only outside
 * California. `state` is the US state to test ('CA' or 'California', any case, is California); a missing
 * state is not California.
 */
export function isExpressCheckoutEligible(
  retailStore: RetailStoreInput | null | undefined,
  state: unknown,
): boolean {
  const rated17 = parseInteger(retailStore?.rating) === EXPRESS_CHECKOUT_RATING;
  return (rated17 || isHvacStore(retailStore)) && !isCalifornia(state);
}

/** One express checkout offer (02 §6, 03 §9): pay the lease off in `months` months for `amountCents`. */
export interface ExpressCheckoutOffer {
  months: (typeof EXPRESS_PAY_MONTHS)[number];
  amountCents: number;
}

/**
 * The express checkout offers of the lease summary (02 §6, §9, 03 §9): only for store rating 17 or HVAC
 * stores, and only when the store's company state (its billing state, else its shipping state, as the
 * payments call sends it) is not California. The amounts are the lease computation's
 * `express_pay_3_month`, `express_pay_6_month` and `express_pay_9_month`, in cents; a month without a
 * usable amount is left out. Null when the store is not eligible or no amount is known: nothing shows.
 */
export function getExpressCheckoutOffers(
  retailStore: (RetailStoreInput & Parameters<typeof getCompanyState>[0]) | null | undefined,
  computation: Record<string, unknown> | null | undefined,
): ExpressCheckoutOffer[] | null {
  if (!isExpressCheckoutEligible(retailStore, getCompanyState(retailStore))) return null;
  const offers: ExpressCheckoutOffer[] = [];
  for (const months of EXPRESS_PAY_MONTHS) {
    const amountCents = parseAmountToCents(computation?.[`express_pay_${months}_month`]);
    if (amountCents !== null && amountCents > 0) offers.push({ months, amountCents });
  }
  return offers.length > 0 ? offers : null;
}

/** The store details a screen shows (02 §2, 03 §2): name, address line and phone. */
export interface StoreDetails {
  name: string;
  address?: string;
  phone?: string;
}

/**
 * The store details to show in the wizard and on the lease summary (02 §2, 03 §2): only when the lease
 * program's display_store_info_contract_screen is set (a server flag), else null. The address is the
 * billing address as {@link formatAddress} writes it; the phone is details.phone. Non-text parts are left out.
 */
export function getStoreDetails(retailStore: unknown): StoreDetails | null {
  const s = isRecord(retailStore) ? retailStore : {};
  const program = isRecord(s.lease_program) ? s.lease_program : {};
  if (!isFlagSet(program.display_store_info_contract_screen)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(s.name);
  if (!name) return null;
  const line = formatAddress(isRecord(s.billing_address) ? s.billing_address : null);
  const phone = text(isRecord(s.details) ? s.details.phone : undefined);
  return { name, ...(line ? { address: line } : {}), ...(phone ? { phone } : {}) };
}

/** Whether the OCP protection switch is shown (02 §6): non-HVAC stores whose lease program has ocp_enabled. */
export function isOcpSwitchVisible(retailStore: RetailStoreInput | null | undefined): boolean {
  return !isHvacStore(retailStore) && isFlagSet(retailStore?.lease_program?.ocp_enabled);
}

/**
 * Whether the application is a portal application (02 §1): its app_origin is 'portal' (any case) or the
 * session has an active web session. Then a link to the store's contract creation page is built.
 */
export function isPortalApplication(input: { app_origin?: unknown; activeWebSession?: unknown }): boolean {
  const origin = typeof input?.app_origin === 'string' ? input.app_origin.trim().toLowerCase() : '';
  return origin === 'portal' || isFlagSet(input?.activeWebSession);
}

/**
 * The store's contract-creation link of a portal application (02 §1, 03 §2 'Create Contract'), from the
 * configured template: `{store}` and `{application}` are replaced by the URL-encoded ids. Null when no
 * template is configured, an id is missing, or the result is neither a same-origin path (`/…`, not `//…`)
 * nor an http(s) URL: a configured value is still not trusted to run script.
 */
export function getCreateContractUrl(
  template: string | null | undefined,
  ids: { storeId: unknown; applicationId: unknown },
): string | null {
  if (typeof template !== 'string' || !template.trim()) return null;
  const id = (value: unknown) =>
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim())
      ? encodeURIComponent(String(value).trim())
      : null;
  const storeId = id(ids.storeId);
  const application = id(ids.applicationId);
  if (!storeId || !application) return null;
  const url = template.trim().replaceAll('{store}', storeId).replaceAll('{application}', application);
  if (/^\/(?![/\\])/.test(url)) return url;
  return getSafeReturnUrl(url);
}

/**
 * The label of the approved screen's continue button (02 §2): 'Choose Delivery & Install Options' when
 * the store requires delivery options, otherwise "I agree, let's sign the contract!".
 */
export function getApprovedContinueLabel(
  retailStore: RetailStoreInput | null | undefined,
): MessageDescriptor {
  return isFlagSet(retailStore?.checkout_delivery_options_required)
    ? { code: 'checkout.chooseDeliveryOptions' }
    : { code: 'checkout.agreeAndSign' };
}

/** The completed screen's variant (02 §2, §4). */
export type CompletedVariant = 'success' | 'failure' | 'may-not-continue';

/**
 * The completed screen's variant (02 §4 "success, failure, or may_continue false"): may_continue false or
 * 0 → 'may-not-continue'; a checkout result decides by its status ("success", true or 1 → 'success');
 * without a result, step 8 (down payment completed) or 9 (checkout completed) → 'success'; anything else
 * (10 down payment failed, 11 voided, 12 cancelled, junk) → 'failure'.
 */
export function getCompletedVariant(
  checkout: (CheckoutRoutingInput & { result?: { status?: unknown } | null }) | null | undefined,
): CompletedVariant {
  if (!checkout) return 'failure';
  if (!mayContinue(checkout)) return 'may-not-continue';
  if (checkout.result) {
    const status = checkout.result.status;
    return status === 'success' || isFlagSet(status) ? 'success' : 'failure';
  }
  const step = parseInteger(checkout.current_step);
  return step === CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED || step === CHECKOUT_STATUS.CHECKOUT_COMPLETED
    ? 'success'
    : 'failure';
}

/** The message of a completed-screen variant (02 §8, texts in the errors catalogue); success has none. */
export function getCompletedMessage(variant: CompletedVariant): MessageDescriptor | null {
  if (variant === 'failure') return { code: 'errors.completed.failure' };
  if (variant === 'may-not-continue') return { code: 'errors.completed.mayNotContinue' };
  return null;
}
