/**
 * The bodies the app's stores send, as one contract with the lender: the stores build them with
 * `satisfies`, and the sandbox's tests check that its request schemas accept exactly these shapes
 * (`apps/sandbox/test/contract.test.ts`). Field names are the wire names.
 */

/** `POST /apply-v2/application/verify/confirm`: the 5-digit PIN, and where the shopper applies from. */
export type PinConfirmRequest = {
  uuid: string;
  code: string;
  checkout_id: string | number | null;
  store_id: string | number | null;
  /** Whether the application was reached by retrieval. */
  retrieval: boolean;
  iframe: boolean;
  /** The shopper's answer to 'keep the items of the new cart?', when it was asked. */
  keep_checkout_items?: boolean;
};

/** `POST /api/v1/cards/token`: the card, tokenised before any charge. */
export type CardTokenRequest = {
  /** Digits only. */
  card: string;
  /** MM/YY. */
  card_expiration: string;
  cvv: string;
  token: string | null;
  /** Masked to the last 4, or null. */
  ssn: string | null;
  card_last_four: string;
  provider: string;
  type: 'card';
  validate_bin_number: boolean;
  is_down_payment: boolean;
};

/** `POST /api/v1/cards/processCard`: charge a tokenised card once (the idempotency key makes a repeat safe). */
export type ProcessCardRequest = {
  token: string;
  application_id: string | number;
  /** In dollars, 2 decimals. */
  amount: string;
  convenienceFee: number;
  isDownPayment: boolean;
  reference: string;
  idempotency_key: string;
};

/** `POST /api/v1/score/payments`: the payment calculator's quote for a lease amount and option. */
export type PaymentsRequest = {
  modelVersion: string | null;
  /** In dollars, 2 decimals. */
  leaseAmount: string;
  option: 'A' | 'B' | 'C' | 'D';
  paymentFrequency: '14-day' | '28-day' | 'semi-monthly' | 'monthly';
  rating: number | string | null;
  score: number | string | null;
  additionalDown: number;
  incomeFrequency: string | null;
  companyState: string | null;
  zipCode: string | null;
  application_id: number | string | null;
  ocpIncluded: boolean;
};

// The identity check's bodies are inferred from the contract's schemas (contract/schemas.ts).
export type { IdentitySendRequest, PinSendRequest } from './schemas';

/** `POST /api/v1/payroll/{application_id}`: enrol the chosen employer for payroll deduction. */
export type PayrollEnrolRequest = {
  employerId: string | number;
  employerName: string;
};
