import {
  getCheckpointRoute,
  isCheckoutVerified,
  type AppRouteName,
  type CheckoutRoutingInput,
  type CheckpointState,
} from './checkout';
import { getResultRoute, type ResultRoute } from './result-route';
import { isRecord } from './values';
import type {
  ApplicationView,
  CheckoutView,
  CheckpointExchangeResponse,
  FillQuery,
  RetailerRecord,
  RetailStoreRecord,
  RetrievalRecord,
} from '../contract';

/** What the app's route guards read from the session (03 §2, §6). */
export interface GuardState {
  token?: string | null;
  /** The session's retail store (named as the session names it, so the session's state fits). */
  retailStore?: unknown;
  verified?: unknown;
  checkout?: CheckoutRoutingInput | null;
}

/** The application route needs a token, otherwise it goes to the checkpoint (03 §2, §6). */
export function getTokenGuard(state: GuardState): AppRouteName | null {
  return state.token ? null : 'checkpoint';
}

/**
 * Checkout routes need verification: the application is verified or the checkout has skip_verification
 * (03 §2). Without it the user goes to the checkpoint, where the verification form shows; a session with a
 * token but no checkout loaded yet (a reload) goes to the checkpoint redirect, which restores it first.
 */
export function getVerifiedGuard(state: GuardState): AppRouteName | null {
  if (isCheckoutVerified({ verified: state.verified, checkout: state.checkout ?? null })) return null;
  // A reload keeps only the token: the checkpoint redirect exchanges it and routes by the checkout's
  // status (a completed checkout reopens its complete screen, 03 §4), instead of 'Let's Get Started'.
  return state.token && !state.checkout ? 'checkpoint/redirect' : 'checkpoint';
}

/**
 * What the app shows when a route fails to load or render (03 §2, §6), by the failure's HTTP status when
 * the router knows one: 403 → the forbidden page, 404 → the not-found page, anything else → 'Oops, Unknown
 * Error', whose Retry reloads the checkpoint redirect (`retry`) and which the host hears as a fatal
 * CHECKOUT_ERROR (`fatal`, 04). The two known pages are neither retried nor fatal.
 */
export function getRouteErrorPage(status: number | null | undefined): {
  kind: 'forbidden' | 'not-found' | 'unknown';
  retry: AppRouteName | null;
  fatal: boolean;
} {
  if (status === 403) return { kind: 'forbidden', retry: null, fatal: false };
  if (status === 404) return { kind: 'not-found', retry: null, fatal: false };
  return { kind: 'unknown', retry: 'checkpoint/redirect', fatal: true };
}

/** Store selection redirects to the application route when a store is already in state (03 §2). */
export function getStoreSelectionGuard(state: GuardState): AppRouteName | null {
  return state.retailStore ? 'apply/store' : null;
}

/**
 * Builds the Apply Now link of store selection (03 §2): `/apply-v2/{retailer}/{store}/initiate` carrying
 * the current query string. The query is parsed with URLSearchParams (not split by hand, as the legacy
 * product did), so encoded characters, repeated keys and a leading '?' survive; slugs are URI-encoded.
 */
export function getInitiateUrl(retailerSlug: string, storeSlug: string, search = ''): string {
  const query = new URLSearchParams(search).toString();
  const path = `/apply-v2/${encodeURIComponent(retailerSlug)}/${encodeURIComponent(storeSlug)}/initiate`;
  return query ? `${path}?${query}` : path;
}

/** The test-fill scenarios of GET /apply-v2/application/fill (01 §7), in the spec's order. */
export const FILL_SCENARIOS = [
  'option-a',
  'option-a-hvac',
  'option-b',
  'option-c',
  'option-a-b',
  'denied-wo-score',
  'denied-w-score',
] as const satisfies readonly FillQuery['type'][];

/** One test-fill scenario. */
export type FillScenario = (typeof FILL_SCENARIOS)[number];

/**
 * Whether test tools (the Fill dropdown, test card numbers) show: only outside production (01 §6). An
 * unknown or missing environment counts as production, so tools never leak by accident.
 */
export function isTestToolsVisible(env: unknown): boolean {
  return typeof env === 'string' && env.trim() !== '' && env.trim().toLowerCase() !== 'production';
}

function exactOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === '*') return null;
  try {
    const url = new URL(value.trim());
    return url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The host's exact origin for host messages (04 Security), from server-side data only: the app's
 * configured origin, else the checkout's `host_origin`, else the store's `allowed_origins` — its only
 * entry, or the entry equal to the embedding page's origin (`embedderOrigin`, e.g. from
 * `location.ancestorOrigins` or `document.referrer`, used only to pick among the server's list, never
 * trusted on its own). Null when none is known, and then nothing is posted.
 */
export function getHostOrigin(input: {
  configOrigin?: unknown;
  checkout?: { host_origin?: unknown } | null;
  retailStore?: { allowed_origins?: unknown } | null;
  embedderOrigin?: unknown;
}): string | null {
  const configured = exactOrigin(input.configOrigin) ?? exactOrigin(input.checkout?.host_origin);
  if (configured) return configured;
  const list = Array.isArray(input.retailStore?.allowed_origins)
    ? input.retailStore.allowed_origins.map(exactOrigin).filter((origin): origin is string => origin !== null)
    : [];
  if (list.length === 1) return list[0]!;
  const embedder = exactOrigin(input.embedderOrigin);
  return embedder && list.includes(embedder) ? embedder : null;
}

/** The session fields a token exchange sets (03 §7 GET /apply-v2/checkpoint/exchange). */
export interface ExchangeSessionPatch {
  token?: string;
  uuid?: string | null;
  /** The exchange's `store`: the retail store's record. */
  retailStore?: RetailStoreRecord | null;
  retailer?: RetailerRecord | null;
  checkout?: CheckoutView | null;
  application?: ApplicationView | null;
  retrieval?: RetrievalRecord | null;
  minIncomeRequired?: number;
  bankingRequired?: boolean;
  showPromoCode?: boolean;
  plaidConnection?: boolean;
  intellicheckEnabled?: boolean;
  activeWebSession?: boolean;
  intellicheckStep?: number;
  env?: string;
  clientId?: string;
  may_continue?: boolean;
  iframe?: boolean;
}

/**
 * Maps the token exchange's answer (03 §7: data.token, data.checkout, data.intellicheck_required plus the
 * store, retailer, application, retrieval and session flags), parsed with the call's schema
 * (`checkpointExchangeCall.answer`), to a session patch. The token, the retailer, `activeWebSession`,
 * `env` and `clientId` are set only when the answer carries them. The minimum income arrives in dollars
 * and is kept in cents.
 */
export function getExchangeSessionPatch(data: CheckpointExchangeResponse): ExchangeSessionPatch {
  const { state } = data;
  const dollars = state.minIncomeRequired;
  const patch: ExchangeSessionPatch = {
    uuid: data.uuid || null,
    retailStore: data.store,
    checkout: data.checkout,
    application: data.application,
    retrieval: data.retrieval,
    minIncomeRequired: Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars * 100) : 0,
    bankingRequired: state.bankingRequired,
    showPromoCode: state.showPromoCode,
    plaidConnection: state.plaidConnection,
    intellicheckEnabled: state.intellicheckEnabled,
    iframe: state.iframe,
    may_continue: state.may_continue,
  };
  if (data.token) patch.token = data.token;
  if (data.retailer) patch.retailer = data.retailer;
  if (state.activeWebSession !== undefined) patch.activeWebSession = state.activeWebSession;
  if (Number.isInteger(state.intellicheckStep)) patch.intellicheckStep = state.intellicheckStep;
  if (state.env) patch.env = state.env;
  if (state.clientId) patch.clientId = state.clientId;
  return patch;
}

/**
 * Maps the identity link's exchange (03 §7 GET /apply-v2/intellicheck/exchange: data.token, data.lease) to a
 * session patch: the new token. The lease's application and checkout are only ids here; the checkpoint
 * redirect the link continues at exchanges the token for their records (03 §4), so the session holds
 * records, never ids posing as records. Null when the answer has no token or its lease names no
 * application: the link then continues nowhere.
 */
export function getIntellicheckExchangePatch(data: unknown): ExchangeSessionPatch | null {
  const d = isRecord(data) ? data : {};
  const lease = isRecord(d.lease) ? d.lease : {};
  const token = d.token;
  const applicationId = lease.application_id;
  // The lender's id as sent: a number, or a string id of another lender.
  const isId =
    (typeof applicationId === 'number' && Number.isInteger(applicationId) && applicationId > 0) ||
    (typeof applicationId === 'string' && /^[\w-]{1,64}$/.test(applicationId));
  if (typeof token !== 'string' || !token || !isId) return null;
  return { token };
}

/** The fields an application's decided result is read from (the session's application fits). */
export interface ApplicationResultFields<TResult> {
  override_result?: TResult | null;
  application_result?: TResult | null;
}

/**
 * The decided result of an application: its override_result, else its application_result, else null.
 * The session's application holds its call's parsed answer or the app's own maxed-PIN denial.
 */
export function getApplicationResult<TResult extends { code: string }>(
  application: ApplicationResultFields<TResult> | null | undefined,
): TResult | null {
  return application?.override_result ?? application?.application_result ?? null;
}

/**
 * Where the checkpoint redirect screen goes (03 §4): the checkpoint routing rule, except that an
 * application which already has a result (`result`, {@link getApplicationResult}) is shown its result
 * screen ('approved' for code A, else 'denied') instead of reopening the wizard.
 */
export function getRedirectTarget(
  state: CheckpointState & { result?: { code: string } | null },
): AppRouteName | ResultRoute {
  const route = getCheckpointRoute(state);
  if (route !== 'apply/store') return route;
  return state.result ? getResultRoute(state.result) : route;
}

/** The session fields the checkpoint redirect routes by (the session store's state fits). */
export interface RedirectSession {
  /** The session's retail store (named as the session names it, so the session's state fits). */
  retailStore?: unknown;
  checkout?: (CheckoutRoutingInput & { verified?: unknown }) | null;
  application?: (ApplicationResultFields<{ code: string }> & { verified?: unknown }) | null;
  retrieval?: object | null;
}

/**
 * Where the checkpoint redirect sends a session as it stands (03 §4): {@link getRedirectTarget} on its
 * store and checkout, verified when the application says so (else the checkout), and its application,
 * else the retrieval record of an existing one, with the application's decided result.
 */
export function getSessionRedirectTarget(session: RedirectSession): AppRouteName | ResultRoute {
  return getRedirectTarget({
    retailStore: session.retailStore,
    checkout: session.checkout ?? null,
    verified: session.application?.verified ?? session.checkout?.verified,
    application: session.application ?? session.retrieval ?? null,
    result: getApplicationResult(session.application),
  });
}

/** How long option amounts stay valid, in days (03 §9). */
export const OPTION_AMOUNTS_VALID_DAYS = 180;
