import { isCheckoutVerified, type AppRouteName, type CheckoutRoutingInput } from './checkout';

/** What the app's route guards read from the session (03 §2, §6). */
export interface GuardState {
  token?: string | null;
  store?: unknown;
  verified?: unknown;
  checkout?: CheckoutRoutingInput | null;
}

/** The application route needs a token, otherwise it goes to the checkpoint (03 §2, §6). */
export function getTokenGuard(state: GuardState): AppRouteName | null {
  return state.token ? null : 'checkpoint';
}

/**
 * Checkout routes need verification: the application is verified or the checkout has skip_verification
 * (03 §2). Without it the user goes to the checkpoint, where the verification form shows.
 */
export function getVerifiedGuard(state: GuardState): AppRouteName | null {
  return isCheckoutVerified({ verified: state.verified, checkout: state.checkout ?? null })
    ? null
    : 'checkpoint';
}

/** Store selection redirects to the application route when a store is already in state (03 §2). */
export function getStoreSelectionGuard(state: GuardState): AppRouteName | null {
  return state.store ? 'apply/store' : null;
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
] as const;

/** One test-fill scenario. */
export type FillScenario = (typeof FILL_SCENARIOS)[number];

/**
 * Whether test tools (the Fill dropdown, test card numbers) show: only outside production (01 §6). An
 * unknown or missing environment counts as production, so tools never leak by accident.
 */
export function isTestToolsVisible(env: unknown): boolean {
  return typeof env === 'string' && env.trim() !== '' && env.trim().toLowerCase() !== 'production';
}
