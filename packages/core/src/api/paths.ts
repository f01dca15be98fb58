/**
 * The lender's calls the app makes outside a core store, by name (03 §7), so route files name no
 * endpoint: each path is written once, here, and checkout ids go in as one encoded path segment.
 */
export const API_PATHS = {
  /** GET: exchanges the checkpoint (resume) token for the session's records (03 §4). */
  checkpointExchange: '/apply-v2/checkpoint/exchange',
  /** GET: exchanges the identity link's token on the phone (03 §7). */
  intellicheckExchange: '/apply-v2/intellicheck/exchange',
  /** The retrieve form's schema (03 §2): a returning shopper finds an earlier application. */
  retrieveSchema: '/apply-v2/application/step/retrieve',
  /** The checkout's bank details form (02 §2): schema and save. */
  checkoutBanking: (checkoutId: unknown) =>
    `/apply-v2/checkout/${encodeURIComponent(String(checkoutId))}/banking`,
  /** POST: processes the checkout after the payment (02 §4). */
  checkoutProcess: (checkoutId: unknown) =>
    `/apply-v2/checkout/${encodeURIComponent(String(checkoutId))}/process`,
} as const;
