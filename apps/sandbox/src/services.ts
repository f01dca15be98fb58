import { getCartTotal } from '@leasekit/core/apply';
import { CHECKOUT_STATUS } from '@leasekit/core/checkout';
import type {
  ApplicationView,
  CheckoutResultRecord,
  CheckoutView,
  GatewayRecord,
} from '@leasekit/core/contract';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { isDev } from './config';
import { maskApplication, maskSsn } from './domain/masking';
import { localizeDetermination } from './domain/decision-es';
import { getRequestLocale, type FormLocale } from './domain/forms-es';
import { toAmountString, toCents, toDollars } from './domain/money';
import { priceLease, toLeaseComputation, type PricedLease } from './domain/pricing';
import { retrievalLookup, ssnLookup } from './domain/security';
import type { ApplicationDoc, CheckoutDoc, OfferKey, OutboxMessage, SessionRow, Store } from './domain/types';
import { baseUrl, nowIso, type Deps } from './http/context';

/** Steps after which a checkout takes no more changes. */
export const CLOSED_STEPS: number[] = [
  CHECKOUT_STATUS.CHECKOUT_COMPLETED,
  CHECKOUT_STATUS.VOIDED,
  CHECKOUT_STATUS.CANCELLED,
];

/** Saves an application and its lookup keys (SSN hash, retrieval key). */
export async function saveApplication(deps: Deps, application: ApplicationDoc): Promise<void> {
  application.updated_at = nowIso(deps);
  await deps.db.saveApplication(application, applicationKeys(application));
}

/** The lookup keys of an application. */
export function applicationKeys(application: Pick<ApplicationDoc, 'applicant'>) {
  const { last_name, social_security_number, date_of_birth } = application.applicant;
  return {
    ssn_hash: ssnLookup(social_security_number),
    retrieval_key: retrievalLookup(last_name, social_security_number, date_of_birth),
  };
}

/** A new, empty application for a session. */
export function newApplication(deps: Deps, session: SessionRow): Omit<ApplicationDoc, 'id'> {
  const stamp = nowIso(deps);
  return {
    uuid: randomUUID(),
    store_id: session.store_id,
    checkout_id: session.checkout_id,
    applicant: {},
    co_applicant: null,
    has_co_applicant: false,
    banking: null,
    promo_code: null,
    product_selection_override: null,
    utm: session.utm,
    pandemic_question: null,
    employee_type: null,
    app_origin: session.checkout_id ? 'checkout' : 'apply',
    language: 'en',
    verified: false,
    submitted: false,
    terms_accepted: false,
    intellicheck_completed: false,
    application_result: null,
    override_result: null,
    flags: { contractInProgress: false, rated22App: false, mayNotSwitch: false },
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Binds an application found by retrieval (or the application of a reopened checkout) to the session,
 * reachable after its PIN, with the reference its PIN calls name it by (a random uuid by default, never
 * the application's own).
 */
export function setPendingApplication(
  session: Pick<SessionRow, 'pending_application_id' | 'pending_reference'>,
  applicationId: number | null,
  reference: string = randomUUID(),
): void {
  session.pending_application_id = applicationId;
  session.pending_reference = applicationId === null ? null : reference;
}

/**
 * Who holds a session's PIN of an application: `owner` for a session that owns the application
 * (created it, verified its PIN or came back through its identity link), else the session by itself,
 * so its sends and wrong codes count against that session only and never lock the owner out.
 */
export function pinHolder(session: SessionRow, application: Pick<ApplicationDoc, 'id'>): string {
  return application.id === session.application_id ? 'owner' : `retrieval:${session.id}`;
}

/** The determination in force: the override when set, else the result. */
export function resultOf(application: ApplicationDoc) {
  return application.override_result ?? application.application_result;
}

/** Whether the application is approved (result code 'A', 03 §4). */
export function isApproved(application: ApplicationDoc): boolean {
  return resultOf(application)?.code === 'A';
}

/** The retrieval flags of an application (01 §3 approved_application): seeded ones or from its checkout. */
export async function retrievalFlags(deps: Deps, application: ApplicationDoc) {
  const flags = { ...application.flags };
  if (application.checkout_id) {
    const checkout = await deps.db.getCheckout(application.checkout_id);
    const step = checkout?.current_step ?? 0;
    if (
      [
        CHECKOUT_STATUS.LEASE_CREATED,
        CHECKOUT_STATUS.ESIGNATURE_COMPLETED,
        CHECKOUT_STATUS.DOWN_PAYMENT_PROCESSING,
        CHECKOUT_STATUS.LEASE_ESIGNATURE,
      ].includes(step as 5)
    ) {
      flags.contractInProgress = true;
    }
  }
  return flags;
}

/** Records a message the sandbox "sends"; kept in the outbox outside production only. */
export async function sendMessage(deps: Deps, message: Omit<OutboxMessage, 'sentAt'>): Promise<void> {
  if (!isDev(deps.config)) return;
  await deps.db.addOutbox({ ...message, sentAt: nowIso(deps) });
}

/** The offer for a lease option in cents (option d uses D). */
export function offerCents(application: ApplicationDoc, option: string): number {
  const key = option.toUpperCase() as OfferKey;
  return toCents(Number(resultOf(application)?.offerAmounts[key] ?? 0));
}

/** Prices the checkout's chosen lease. */
export function priceCheckout(
  deps: Deps,
  checkout: CheckoutDoc,
  application: ApplicationDoc,
  store: Store,
): PricedLease | null {
  if (!checkout.lease) return null;
  const ocp =
    checkout.lease.ocp_included && store.lease_program.ocp_enabled && store.record.identifier !== 'HVAC';
  return priceLease({
    option: checkout.lease.option.toUpperCase() as OfferKey,
    paymentFrequency: checkout.lease.payment_frequency,
    cashPriceCents: getCartTotal(checkout.cart.items),
    deliveryCents: checkout.delivery?.charge_cents ?? 0,
    additionalDownCents: toCents(checkout.lease.additionalDown),
    approvedCents: offerCents(application, checkout.lease.option),
    ocpIncluded: ocp,
    today: (checkout.signed_at ?? nowIso(deps)).slice(0, 10),
  });
}

/** The lease computation of a checkout (02 §3). */
export function leaseComputation(
  deps: Deps,
  checkout: CheckoutDoc,
  application: ApplicationDoc,
  store: Store,
) {
  const priced = priceCheckout(deps, checkout, application, store);
  return priced
    ? toLeaseComputation(priced, { language: checkout.lease!.language, items: checkout.cart.items })
    : null;
}

/** Whether the checkout still needs a down payment. */
export function needsPayment(store: Store, checkout: CheckoutDoc): boolean {
  return store.payment_required && checkout.payment_id === null;
}

/** Whether the checkout still needs banking details. */
export function needsBanking(store: Store, application: ApplicationDoc | undefined): boolean {
  return store.checkout_banking_required && !application?.banking;
}

/** Whether the checkout may go on (03 §3 may_continue): not closed, not denied. */
export function mayContinue(checkout: CheckoutDoc, application: ApplicationDoc | undefined): boolean {
  if ([CHECKOUT_STATUS.VOIDED, CHECKOUT_STATUS.CANCELLED].includes(checkout.current_step as 11)) return false;
  const result = application ? resultOf(application) : null;
  return !(result && result.code !== 'A');
}

/** The host-facing result of a closed checkout (03 §3 result, 04 statuses). */
export function checkoutResult(
  checkout: CheckoutDoc,
  application: ApplicationDoc | undefined,
): CheckoutResultRecord | null {
  if (checkout.current_step === CHECKOUT_STATUS.CHECKOUT_COMPLETED) {
    return {
      status: 'success',
      step: 'CHECKOUT_COMPLETED',
      data: {
        url: checkout.return_url_thankyou,
        checkout_id: checkout.id,
        application_id: checkout.application_id,
      },
    };
  }
  if (
    checkout.current_step === CHECKOUT_STATUS.CANCELLED ||
    checkout.current_step === CHECKOUT_STATUS.VOIDED
  ) {
    return {
      status: 'cancelled',
      step: 'CHECKOUT_CANCELLED',
      data: {
        url: checkout.return_url_failure,
        checkout_id: checkout.id,
        code: checkout.cancelled?.code ?? null,
      },
    };
  }
  const result = application ? resultOf(application) : null;
  if (result && result.code !== 'A') {
    return {
      status: 'complete',
      step: 'CHECKOUT_APP_COMPLETE',
      data: {
        url: checkout.return_url_failure,
        application_id: application!.id,
        result: { code: result.code, reason: result.reason },
      },
    };
  }
  return null;
}

/** The card gateway data of a checkout's down payment (02 §3 Card gateway data). */
export function gatewayData(
  c: Context,
  deps: Deps,
  store: Store,
  checkout: CheckoutDoc,
  application: ApplicationDoc,
  amountCents: number,
): GatewayRecord {
  const base = baseUrl(c, deps);
  const spanish = getRequestLocale(c.req.header('accept-language')) === 'es';
  c.header('Vary', 'Accept-Language', { append: true });
  return {
    gateway: 'sandbox',
    amount: toAmountString(amountCents),
    config: {
      tokenize_url: '/api/v1/cards/token',
      process_url: '/api/v1/cards/processCard',
      test_mode: isDev(deps.config),
    },
    data: {
      // The gateway's own texts, in the shopper's language (Accept-Language) as a lender's gateway would.
      title: spanish ? 'Pago requerido' : 'Payment Required',
      button_text: spanish
        ? `Pagar $${toAmountString(amountCents)} con tarjeta`
        : `Pay $${toAmountString(amountCents)} by card`,
      env: deps.config.env,
      email: application.applicant.email ?? null,
      ssn: maskSsn(application.applicant.social_security_number),
      application_id: application.id,
      uniqueRef: `DP-${checkout.id}-${application.id}`,
      memo: `Down payment for checkout ${checkout.id}`,
      cancelUrl: `${base}/?store=${store.id}#/checkout/lease`,
      returnUrl: `${base}/?store=${store.id}#/checkpoint/redirect`,
      ...store.card_permissions,
    },
  };
}

/**
 * The host page's exact origin for the app's host messages (04 Security), from server-side data: the
 * origin of the checkout's return URL when the store allows it as a frame ancestor (its
 * `allowed_origins`, or the sandbox's own origin, which `frame-ancestors 'self'` allows, as for the demo
 * shop). Null otherwise, and then the app posts nothing.
 */
export function hostOriginOf(checkout: CheckoutDoc, store: Store, selfOrigin: string): string | null {
  let origin: string;
  try {
    origin = new URL(checkout.return_url_thankyou).origin;
  } catch {
    return null;
  }
  return origin === new URL(selfOrigin).origin || store.allowed_origins.includes(origin) ? origin : null;
}

/**
 * Whether a session may reach a checkout's application and change the checkout: the
 * checkout has no application yet, or it is the session's own, which a session gets only by creating it
 * or by verifying its PIN (02 §2–4). A replayed entry link opens a new session that has done neither.
 */
export function sessionOwnsCheckout(session: SessionRow, checkout: CheckoutDoc): boolean {
  return checkout.application_id === null || checkout.application_id === session.application_id;
}

/**
 * What a session that has not verified the checkout's application sees: enough to
 * start (the id, its status, where to return), no personal data, lease, cart or application.
 */
function lockedCheckoutView(
  c: Context,
  deps: Deps,
  checkout: CheckoutDoc,
  store: Store,
  session: SessionRow,
): CheckoutView {
  return {
    id: checkout.id,
    current_step: checkout.current_step,
    step: checkout.current_step,
    may_continue: ![CHECKOUT_STATUS.VOIDED, CHECKOUT_STATUS.CANCELLED].includes(checkout.current_step as 11),
    skip_verification: false,
    verified: false,
    prefill: null,
    cart: null,
    cart_total: null,
    return_url_failure: checkout.return_url_failure,
    return_url_thankyou: checkout.return_url_thankyou,
    host_origin: hostOriginOf(checkout, store, baseUrl(c, deps)),
    application_id: null,
    lease: null,
    computation: null,
    delivery: null,
    technician: null,
    intellicheck_required: false,
    payment_required: false,
    banking_required: false,
    config: null,
    redirect: null as string | null,
    result: null,
    iframe: session.iframe,
  };
}

/**
 * The checkout as `GET /apply-v2/checkout/{id}` sends it (03 §3 Checkout); before the session has
 * verified the checkout's application, only {@link lockedCheckoutView}.
 */
export async function checkoutView(
  c: Context,
  deps: Deps,
  checkout: CheckoutDoc,
  session: SessionRow,
): Promise<CheckoutView> {
  const store = (await deps.db.getStore(checkout.store_id))!;
  if (!sessionOwnsCheckout(session, checkout)) return lockedCheckoutView(c, deps, checkout, store, session);
  const application = checkout.application_id
    ? await deps.db.getApplication(checkout.application_id)
    : undefined;
  const computation =
    application && checkout.lease ? leaseComputation(deps, checkout, application, store) : null;
  const paymentRequired =
    checkout.current_step !== null &&
    checkout.current_step >= CHECKOUT_STATUS.ESIGNATURE_COMPLETED &&
    checkout.current_step !== CHECKOUT_STATUS.LEASE_ESIGNATURE &&
    !CLOSED_STEPS.includes(checkout.current_step) &&
    needsPayment(store, checkout);
  const bankingRequired =
    !paymentRequired &&
    checkout.current_step !== null &&
    [CHECKOUT_STATUS.ESIGNATURE_COMPLETED, CHECKOUT_STATUS.DOWN_PAYMENT_COMPLETED].includes(
      checkout.current_step as 6,
    ) &&
    needsBanking(store, application);
  const intellicheckRequired =
    store.intellicheck_enabled &&
    Boolean(application) &&
    !application!.intellicheck_completed &&
    Boolean(application && resultOf(application));
  return {
    id: checkout.id,
    current_step: checkout.current_step,
    step: checkout.current_step,
    may_continue: mayContinue(checkout, application),
    skip_verification: false,
    verified: Boolean(application?.verified),
    prefill: null,
    cart: checkout.cart,
    cart_total: toAmountString(getCartTotal(checkout.cart.items)),
    return_url_failure: checkout.return_url_failure,
    return_url_thankyou: checkout.return_url_thankyou,
    host_origin: hostOriginOf(checkout, store, baseUrl(c, deps)),
    application_id: checkout.application_id,
    // The lease's option keyed as the lender keys offers (02 §9: OptionA, OptionB, OptionC).
    lease: checkout.lease
      ? { ...checkout.lease, option: `Option${checkout.lease.option.toUpperCase()}` }
      : null,
    computation,
    delivery: checkout.delivery,
    // The HVAC technician sent with the e-sign (money in dollars, as every response), or null.
    technician: checkout.technician
      ? {
          name: checkout.technician.name,
          phone: checkout.technician.phone,
          email: checkout.technician.email,
          quote: toDollars(checkout.technician.quote_cents),
        }
      : null,
    intellicheck_required: intellicheckRequired,
    payment_required: paymentRequired,
    banking_required: bankingRequired,
    config:
      paymentRequired && application && computation
        ? gatewayData(c, deps, store, checkout, application, toCents(computation.actualDownPayment))
        : null,
    redirect: null as string | null,
    result: checkoutResult(checkout, application),
    iframe: session.iframe,
  };
}

/**
 * The application as responses show it (masked), or null; its results' texts in `locale` (English by
 * default), the stored record staying English.
 */
export function applicationView(
  application: ApplicationDoc | undefined | null,
  locale: FormLocale = 'en',
): ApplicationView | null {
  if (!application) return null;
  return {
    ...maskApplication(application),
    application_result: localizeDetermination(application.application_result, locale),
    override_result: localizeDetermination(application.override_result, locale),
  };
}
