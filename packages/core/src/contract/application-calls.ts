/**
 * The application side's calls (retailer and store lookups, the wizard's steps, retrieval, PIN, submit,
 * the customer checks, the payment calculator, the address and bank lookups, the checkpoint exchange) as
 * one contract with the lender: each call's request (its body or query) and its response (the envelope's
 * `data`). The app's stores build bodies with `satisfies` and read answers with `readRecord<…>`; the
 * sandbox builds its answers with `satisfies` and `apps/sandbox/test/contract-application.test.ts` holds
 * its request schemas to these types. Field names are the wire names; money says its unit.
 */
import type { FormSchema } from '../schema-form/schema';
import type {
  ApplicantRecord,
  ApplicationView,
  BankingRecord,
  CartItemRecord,
  CheckoutView,
  DeterminationRecord,
  RetailerRecord,
  RetailStoreLookupAnswer,
  RetailStoreRecord,
  RetrievalRecord,
  StepSaveRecord,
} from './records';

/** `GET /apply-v2/retailer/{slug}`: the retailer a slug names. */
export type RetailerResponse = RetailerRecord;

/** `GET /apply-v2/retailer/{slug}/stores`: the query of one page of the retailer's retail stores. */
export type RetailStoresQuery = {
  /** The search text; empty lists every store. */
  q?: string;
  /** From 1. */
  page?: number;
  /** Stores to a page, 1 to 100 (25 by default). */
  limit?: number;
};

/** The paging of a listed page (the envelope's `meta`, beside `data`). */
export type PageMetaRecord = {
  filters: Record<string, unknown>;
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** The first row's number on the page (from 1); 0 when the list is empty. */
  from: number;
  /** The last row's number on the page; 0 when the list is empty. */
  to: number;
};

/**
 * `GET /apply-v2/retailer/{slug}/stores`: one page of the retailer's retail stores. A paged answer: the
 * rows are the envelope's `data` and the paging its `meta` (both at the envelope's top level).
 */
export type RetailStoresResponse = {
  data: RetailStoreRecord[];
  meta: PageMetaRecord & { filters: { q: string } };
};

/** `GET /apply-v2/retailer/{slug}/store/{store}` (03 §3): the retail store a slug names, and its retailer. */
export type RetailStoreResponse = RetailStoreLookupAnswer & { retailer: RetailerRecord };

/**
 * `POST /apply-v2/application/step/{step}` (and `POST /apply-v2/applicant/address`, the address step's
 * own action): form-driven, the body is the step schema's own values (dotted names unflattened, 01 §4),
 * so its fields are whatever that schema names.
 */
export type StepSaveRequest = Record<string, unknown>;

/** What saving a step that stores nothing answers (the HVAC questions and the retrieve form): valid. */
export type StepCheckRecord = { valid: true };

/**
 * `POST /apply-v2/application/step/{step}`: the saved application ({@link StepSaveRecord}), or for the
 * steps that store nothing (`hvacQuestions`, `retrieve`) only that the values are valid.
 */
export type StepSaveResponse = StepSaveRecord | StepCheckRecord;

/**
 * `GET /apply-v2/application/step/{step}` and `GET /apply-v2/application`: with `_form=true` the
 * answer is the form's schema ({@link StepSchemaResponse}), without it the form's saved values.
 */
export type StepSchemaQuery = { _form?: 'true' | 'false' };

/** `GET /apply-v2/application/step/{step}?_form=true` (01 §3, §7): the step's form schema. */
export type StepSchemaResponse = FormSchema;

/** `GET /apply-v2/application/fill` (01 §7, development only): which test scenario, for which store. */
export type FillQuery = {
  /** The scenario (the core's `FILL_SCENARIOS`, 01 §7). */
  type:
    | 'option-a'
    | 'option-a-hvac'
    | 'option-b'
    | 'option-c'
    | 'option-a-b'
    | 'denied-wo-score'
    | 'denied-w-score';
  store_id: number | string;
};

/** `GET /apply-v2/application/fill`: the values of a test scenario, as the wizard's forms name them. */
export type FillResponse = {
  /** The scenario's applicant, SSN in full (test data). */
  applicant: ApplicantRecord;
  has_co_applicant: boolean;
  same_location: boolean;
  co_applicant: ApplicantRecord | null;
  add_banking: boolean;
  banking: BankingRecord & { checking_account_confirmation: string };
  product_selection_override: string | null;
  /** The HVAC questions' answers by question ('YES'), for an HVAC store; else null. */
  hvac_questions: Record<string, string> | null;
  promo_code: string | null;
};

/**
 * `POST /apply-v2/application/retrieve` (03 §2): form-driven like a step, the retrieve form's values
 * (last name, SSN, date of birth).
 */
export type RetrieveRequest = Record<string, unknown>;

/** `POST /apply-v2/application/retrieve`: the earlier application found, for the verification form. */
export type RetrieveResponse = RetrievalRecord;

// The PIN send's answer is inferred from the contract's schema (contract/schemas.ts).
export type { PinSendResponse } from './schemas';

/**
 * `POST /apply-v2/application/verify/confirm` (02 §4; its request is `PinConfirmRequest`): verified,
 * with the application (a new one when `requiresNewApp`) and its decision; or, when the new cart differs
 * from a contract's items, `confirmDifferentCheckoutItems` with both item lists and no decision yet.
 */
export type PinConfirmResponse = {
  /**
   * The session token to send from now on: the lender rotates it when the PIN is verified, and the
   * token sent with the confirm stops working. Absent while the items are to be confirmed.
   */
  token?: string;
  requiresNewApp: boolean;
  application: ApplicationView | null;
  /** The decision of the verified application; absent while the items are to be confirmed. */
  result?: DeterminationRecord | null;
  confirmDifferentCheckoutItems: boolean;
  oldItems: CartItemRecord[];
  newItems: CartItemRecord[];
};

/**
 * A refused PIN confirm of a maxed application (02 §4): the error envelope's `data` (status 429), with
 * the determination that stands.
 */
export type PinMaxedRecord = { maxed: true; result?: DeterminationRecord | null };

/**
 * A refused PIN confirm of a wrong PIN (status 422): the field error, and the tries left when the lender
 * counts them (the app counts the tries itself without it; the sandbox does not send it).
 */
export type PinWrongRecord = { code?: string[]; attempts_left?: number };

/**
 * `POST /apply-v2/application/confirm` (03 §4, §7): submit the verified application. The app sends the
 * application data it holds (form values, none needed) with the two flags.
 */
export type ApplicationConfirmRequest = Record<string, unknown> & {
  submitted?: boolean;
  terms_accepted: true;
};

/** `POST /apply-v2/application/confirm`: the credit decision (an earlier one stands when there is one). */
export type ApplicationConfirmResponse = DeterminationRecord;

/** `GET /apply-v2/application` (03 §4): the session's saved application, null before the first step. */
export type ApplicationResponse = ApplicationView | null;

/** `POST /apply-v2/application` (the single-page form's save): form-driven, the form's values. */
export type SinglePageSaveRequest = Record<string, unknown>;

/** `POST /apply-v2/application`: the saved application. */
export type SinglePageSaveResponse = { application: ApplicationView | null };

/** `POST /api/v1/previousCustomerCheck` (02 §7): the applicant's own SSN, as typed (9 digits). */
export type PreviousCustomerCheckRequest = { ssn: string };

/** `POST /api/v1/preapprovalCustomerCheck` (02 §7): the applicant's and co-applicant's SSNs as typed. */
export type PreapprovalCheckRequest = { ssn: string; coapplicant_ssn?: string | null };

/**
 * `POST /api/v1/previousCustomerCheck` and `POST /api/v1/preapprovalCustomerCheck`: both answer under
 * the same wire name, `isPreviousCustomer` (for the pre-approval check: whether the shopper is
 * pre-approved).
 */
export type CustomerCheckResponse = { isPreviousCustomer: boolean };

/** `POST /api/v1/score/payments` (03 §7, §9; its request is `PaymentsRequest`): the quote, money in dollars. */
export type PaymentsResponse = {
  /** The term in months. */
  term: number;
  numPayments: number;
  paymentAmount: number;
  totalPayment: number;
  /** The first payment's date (YYYY-MM-DD). */
  firstPaymentDate: string;
  express_pay_3_month: number;
  express_pay_6_month: number;
  express_pay_9_month: number;
  /** The lease amount priced, raised to the store's minimum. */
  leaseAmount: number;
};

/** `GET /api/v1/addresses/suggestions` (01 §7): the typed address text. */
export type AddressSuggestionsQuery = { searchText: string };

/** `GET /api/v1/addresses/suggestions`: up to 5 matches, each address's text to its place id. */
export type AddressSuggestionsResponse = Record<string, string>;

/** One part of a looked-up address, as the place service names it. */
export type AddressComponentRecord = { long_name: string; short_name: string; types: string[] };

/** `GET /api/v1/addresses/place/{placeId}` (01 §7): the chosen address, in parts. */
export type AddressPlaceResponse = {
  result: { address_components: AddressComponentRecord[]; formatted_address: string };
};

/** `POST /api/v1/addresses/zip` (01 §7): a zip code of at least 5 digits. */
export type ZipLookupRequest = { zip: string | number };

/** `POST /api/v1/addresses/zip`: the zip code's city and state. */
export type ZipLookupResponse = { zip: string; city: string; state: string };

/** `GET /{prefix}/system/applications/banking/routing` (01 §7): a 9-digit routing number. */
export type RoutingLookupQuery = { routing_number: string; store_id?: number | string };

/** `GET /{prefix}/system/applications/banking/routing`: the bank of the routing number. */
export type RoutingLookupResponse = { routing_number: string; bank_name: string };

/** The session flags of the checkpoint exchange (`data.state`). */
export type ExchangeStateRecord = {
  /** Read by the app when present; the sandbox does not send it. */
  activeWebSession?: boolean;
  /** In dollars; 0 when there is none. */
  minIncomeRequired: number;
  bankingRequired: boolean;
  showPromoCode: boolean;
  plaidConnection: boolean;
  intellicheckEnabled: boolean;
  intellicheckStep: number;
  env: string;
  clientId: string | null;
  gateway: string;
  may_continue: boolean;
  iframe: boolean;
  /** Whether the test fill is offered (development). */
  fill: boolean;
};

/**
 * `GET /apply-v2/checkpoint/exchange` (03 §4, §7): the checkpoint token exchanged for the session's
 * records (`getExchangeSessionPatch` reads it).
 */
export type CheckpointExchangeResponse = {
  /** The apply token to send from now on. */
  token?: string;
  uuid: string | null;
  store: RetailStoreRecord;
  /** Absent only when the store's retailer is gone. */
  retailer?: RetailerRecord;
  application: ApplicationView | null;
  checkout: CheckoutView | null;
  intellicheck_required: boolean;
  /** An earlier application found for the checkout, to verify by PIN; else null. */
  retrieval: RetrievalRecord | null;
  state: ExchangeStateRecord;
};
