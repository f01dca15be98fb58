/**
 * The records the lender's API and the app exchange: one contract for both sides. The sandbox stores and
 * sends these shapes (its `domain/types.ts` re-exports them), and the app's session holds them as
 * {@link Received} values, since anything that crosses the network may be missing or null.
 *
 * Field names are the wire names (snake_case where the API uses it), so a record can be read as it
 * arrives; money fields say their unit, because the API mixes dollars and cents.
 */

/**
 * A brand id (behaviour §01.1): the two brands the kit ships (`default`, `breeze`) or one an app registers
 * (the reference app's `harbor`). The server may name any id; an unknown one shows the default brand.
 */
export type BrandId = 'default' | 'breeze' | (string & {});

/** A product a retail store lets the shopper choose (lease_program.products). */
export interface ProductRecord {
  key: string;
  name: string;
}

/** A postal address as retail stores carry it (billing_address / shipping_address). */
export interface StoreAddressRecord {
  line_1: string;
  line_2?: string | null;
  city: string;
  state: string;
  code: string;
  label: string;
}

/** The lease program of a retail store: approval limits, form version, products and lease options. */
export interface LeaseProgramRecord {
  /** In dollars. */
  min_approval_amount: number;
  /** In dollars. */
  max_approval_amount: number;
  apply_form_version: number;
  display_store_info_contract_screen: boolean;
  mortgage_questions_enabled: boolean;
  enable_product_selection: boolean;
  effective_product_selection_override: string | null;
  products: ProductRecord[];
  ocp_enabled: boolean;
  option_c_enabled: boolean;
  enableEpoLanguage: boolean;
  sac_days: number;
  sac_110_day: boolean;
}

/** Which cards the retail store's down-payment gateway accepts. */
export interface CardPermissionsRecord {
  allow_credit: boolean;
  allow_debit: boolean;
  allow_prepaid: boolean;
  allow_foreign: boolean;
}

/** A retail store (the retailer's shop or branch) and everything the app reads about it. */
export interface RetailStoreRecord {
  id: number;
  retailer_id: number;
  slug: string;
  name: string;
  label: string;
  rating: number;
  theme: BrandId;
  brand: { name: string; url: string };
  /** Contact numbers; a brand has its own when the store has none. */
  contact: { phone: string; support_phone: string };
  details: { phone: string };
  billing_address: StoreAddressRecord;
  shipping_address: StoreAddressRecord;
  billing_address_id: number;
  record: { identifier: 'HVAC' | 'STANDARD' };
  /** Host origins allowed to frame the app for this store. */
  allowed_origins: string[];
  lease_program: LeaseProgramRecord;
  checkout_delivery_options_required: boolean;
  /** Minimum monthly income, in dollars; 0 when there is none. */
  min_income_required: number;
  /** Whether the applicant banking step is mandatory. */
  banking_required: boolean;
  /** Whether the checkout asks for banking details when the application has none. */
  checkout_banking_required: boolean;
  /** Whether the checkout asks for a down payment by card. */
  payment_required: boolean;
  show_promo_code: boolean;
  intellicheck_enabled: boolean;
  intellicheck_step: number;
  card_permissions: CardPermissionsRecord;
}

/**
 * The answer of GET /apply-v2/retailer/{slug}/store/{store} (03 §3): the retail store a slug names, under the wire's
 * `store` key. Generic over the record, so a list that shows only a summary reads it as that summary.
 */
export interface RetailStoreLookupAnswer<TRetailStore = RetailStoreRecord> {
  store: TRetailStore;
}

/** A retailer: name, slug and brand. */
export interface RetailerRecord {
  id: number;
  slug: string;
  name: string;
  theme: BrandId;
}

/** An applicant's home address. */
export interface LocationRecord {
  line_1: string;
  line_2?: string | null;
  city: string;
  state: string;
  code: string;
}

/** One income of an applicant. */
export interface IncomeRecord {
  /** 1 for the main income. */
  primary: number;
  /** In dollars per pay period. */
  gross: number;
  frequency: string;
  source: string;
  employer?: string | null;
  title_department?: string | null;
  phone?: string | null;
  ext?: string | null;
  pay_date?: string | null;
  first_pay_day?: string | null;
  second_pay_day?: string | null;
}

/** HVAC home ownership as the server keeps it (a type, so the core's HVAC clearing takes it as it is). */
export type HvacHomeOwnershipRecord = {
  home_type: string;
  ownership_type?: string | null;
  name_of_landowner?: string | null;
  phone_of_landowner?: string | null;
  name_on_property_deed?: string | null;
  is_co_owner?: boolean | null;
  owner_address?: Partial<LocationRecord> | null;
  mortgage_holder_name?: string | null;
  /** In dollars. */
  mortgage_holder_payment?: number | null;
};

/**
 * An applicant or co-applicant. The server keeps the full SSN; what it sends the app is masked to the
 * last 4 (`***-**-1234`).
 */
export interface ApplicantRecord {
  id?: number;
  first_name?: string;
  middle_name?: string | null;
  last_name?: string;
  social_security_number?: string;
  date_of_birth?: string;
  cell?: string;
  email?: string;
  phone?: string | null;
  identification?: string | null;
  identification_issuer?: string | null;
  location?: LocationRecord;
  income?: IncomeRecord[];
  hvac_home_ownership?: HvacHomeOwnershipRecord | null;
}

/** Banking details; the account number reaches the app masked to its last 4. */
export interface BankingRecord {
  routing_number: string;
  bank_name: string;
  checking_account: string;
}

/** An offer option key. */
export type OfferOptionKey = 'A' | 'B' | 'C' | 'D';

/** The approved screen's message block. */
export interface ApprovedMessageRecord {
  name: string;
  title: string;
  sub_title1: string;
  sub_title2: string;
  sub_title3: string;
  sub_title4: string;
  options: { label: string; amount: string; note: string }[];
}

/** A credit decision: approved with offer amounts, or denied with its reason. */
export interface DeterminationRecord {
  code: string;
  score: number;
  reason: string;
  message: ApprovedMessageRecord | string | null;
  determinationMessage: string;
  description: string;
  determination: 'approved' | 'denied';
  /** Dollar amounts as strings ('2500.00'). */
  offerAmounts: Record<OfferOptionKey, string>;
  application_id: number;
  checkoutId: number | null;
  coapplicant_score: number | null;
  payroll: { is_eligible: boolean; type: 'async' | 'sync' | null };
  step: string;
  /** When the offer amounts stop being valid (180 days after the decision). */
  expires_at: string;
}

/** An application: the applicant, the co-applicant, banking and the decision. */
export interface ApplicationRecord {
  id: number;
  uuid: string;
  store_id: number;
  checkout_id: number | null;
  applicant: ApplicantRecord;
  co_applicant: ApplicantRecord | null;
  has_co_applicant: boolean;
  banking: BankingRecord | null;
  promo_code: string | null;
  product_selection_override: string | null;
  utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string };
  pandemic_question: string | null;
  employee_type: string | null;
  app_origin: string;
  /** The language the shopper applied in ('en', 'es'). */
  language: string;
  verified: boolean;
  submitted: boolean;
  terms_accepted: boolean;
  intellicheck_completed: boolean;
  application_result: DeterminationRecord | null;
  override_result: DeterminationRecord | null;
  /** Retrieval flags of an earlier approval. */
  flags: { contractInProgress: boolean; rated22App: boolean; mayNotSwitch: boolean };
  created_at: string;
  updated_at: string;
}

/** A part an item needs installed with it. */
export interface RequiredPartRecord {
  sku: string;
  quantity: number;
  description: string;
  /** In dollars. */
  unit_price: number;
}

/** A cart item. */
export interface CartItemRecord {
  sku: string;
  description: string;
  quantity: number;
  /** In dollars. */
  unit_price: number;
  required_parts?: RequiredPartRecord[];
}

/** The lease the shopper chose on the lease summary. */
export interface LeaseChoiceRecord {
  option: 'a' | 'b' | 'c' | 'd';
  payment_frequency: string;
  language: string;
  /** In dollars. */
  additionalDown: number;
  ocp_included: boolean;
}

/** A checkout: the retailer's cart, its return URLs and how far the shopper has come. */
export interface CheckoutRecord {
  id: number;
  retailer_id: number;
  store_id: number;
  application_id: number | null;
  cart_id: string;
  cart_type_id: number | null;
  cart: { items: CartItemRecord[] };
  /** Items of the contract signed before a retrieval changed the cart. */
  contract_items: CartItemRecord[] | null;
  return_url_thankyou: string;
  return_url_failure: string;
  test: boolean;
  /** The checkout status (`CHECKOUT_STATUS`); null before the first step. */
  current_step: number | null;
  lease: LeaseChoiceRecord | null;
  delivery: { schedules: unknown[]; charge_cents: number; exchange_id: string | null } | null;
  signed_at: string | null;
  paid_cents: number;
  payment_id: string | null;
  payment_failures: number;
  cancelled: { code: string | null; message: string | null } | null;
  /** The HVAC installing technician sent with the e-sign; absent for other stores. */
  technician?: { name: string; phone: string; email: string; quote_cents: number } | null;
  created_at: string;
  updated_at: string;
}

/** What the verification form needs about an application reached by retrieval. */
export interface RetrievalRecord {
  /**
   * What the PIN calls name this application by: a reference valid only with the session that found it,
   * not the application's own uuid (nothing tells whose application it is before the PIN).
   */
  uuid: string;
  /** The opaque id a contract-in-progress completion carries to the host. */
  application_id: number;
  state: 'Y' | 'N';
  contractInProgress: boolean;
  rated22App: boolean;
  mayNotSwitch: boolean;
  checkoutId: number | null;
  checkoutAppResumedAsNoneCheckout: boolean;
  failedToDiscardContract: boolean;
  redirect: string | null;
  retrieval: boolean;
  verify: boolean;
  has_email: boolean;
}

/** The card gateway of a down payment: amount, the calls to make and the texts to show. */
export interface GatewayRecord {
  gateway: string;
  /** In dollars, 2 decimals ('111.04'). */
  amount: string;
  config: { tokenize_url: string; process_url: string; test_mode: boolean };
  data: CardPermissionsRecord & {
    title: string;
    button_text: string;
    env: string;
    email: string | null;
    /** Masked to the last 4; null when none is known. */
    ssn: string | null;
    application_id: number;
    uniqueRef: string;
    memo: string;
    cancelUrl: string;
    returnUrl: string;
  };
}

/** An application as every response shows it: masked (no full SSN, ID or account number), with its ids. */
export type ApplicationView = Omit<ApplicationRecord, 'applicant'> & {
  /** Null only for a record that never had one. */
  applicant: ApplicantRecord | null;
  /** The application's id when it has banking, else null. */
  banking_id: number | null;
  applicant_id: number;
  /** The application's id when it has a co-applicant, else null. */
  co_applicant_id: number | null;
  intellicheck: null;
};

/**
 * What saving a wizard step answers (POST /apply-v2/application/step/{step}): the saved application, or
 * for an applicant who already has a decided application, its retrieval flags and record instead.
 */
export interface StepSaveRecord {
  /** The application as saved; null when an earlier application stands in its place. */
  application: ApplicationView | null;
  /** The retrieval flags of an earlier, decided application with the same applicant; else null. */
  approved_application: Pick<RetrievalRecord, 'contractInProgress' | 'rated22App' | 'mayNotSwitch'> | null;
  /** Whether the earlier application is to be verified by PIN (the checkpoint); false otherwise. */
  verify: boolean;
  /** The earlier application's retrieval record; null otherwise. */
  retrieval: RetrievalRecord | null;
}

/** The lease computation of a checkout (its lease summary and contract), money in dollars. */
export interface LeaseComputationRecord {
  cashPrice: number;
  numPayments: number;
  paymentAmount: number;
  totalPayment: number;
  reductionAmount: number;
  nextPaymentAt: string;
  leaseBeginsAt: string;
  additionalDown: number;
  delivery: number;
  waiver: number;
  effectiveCashPrice: number;
  documentProcessingFee: number;
  leaseProcessFee: number;
  securityDeposit: number;
  downPayment: number;
  actualDownPayment: number;
  prePaidPayments: number;
  remainingPaymentNeeded: number;
  /** 'OptionA' … 'OptionD'. */
  leaseType: string;
  /** 'a' … 'd'. */
  option: string;
  termMonths: number;
  primaryLanguage: string;
  paymentFrequency: string;
  epoFee: number;
  earlyPurchaseAmount: number;
  express_pay_3_month: number;
  express_pay_6_month: number;
  express_pay_9_month: number;
  items: unknown[];
}

/** How a closed checkout ended, as the host hears it: completed, cancelled, or an application's result. */
export interface CheckoutResultRecord {
  status: 'success' | 'cancelled' | 'complete';
  step: 'CHECKOUT_COMPLETED' | 'CHECKOUT_CANCELLED' | 'CHECKOUT_APP_COMPLETE';
  data: {
    url: string;
    checkout_id?: number;
    application_id?: number | null;
    code?: string | null;
    result?: { code: string; reason: string };
  };
}

/**
 * A checkout as `GET /apply-v2/checkout/{id}` sends it. Before the session has verified the checkout's
 * application, the personal parts (cart, lease, application id) are null.
 */
export interface CheckoutView {
  id: number;
  /** The checkout status (`CHECKOUT_STATUS`); null before the first step. */
  current_step: number | null;
  step: number | null;
  may_continue: boolean;
  skip_verification: boolean;
  verified: boolean;
  /** Applicant data the retailer sent to pre-fill (and lock) the form; null when none. */
  prefill: Partial<ApplicantRecord> | null;
  cart: { items: CartItemRecord[] } | null;
  /** In dollars, 2 decimals. */
  cart_total: string | null;
  return_url_failure: string;
  return_url_thankyou: string;
  /** The exact origin host messages go to; null when the host may not be told anything. */
  host_origin: string | null;
  application_id: number | null;
  /** The chosen lease, its option keyed as the lender keys offers ('OptionA'). */
  lease: (Omit<LeaseChoiceRecord, 'option'> & { option: string }) | null;
  computation: LeaseComputationRecord | null;
  delivery: CheckoutRecord['delivery'];
  /** The HVAC technician sent with the e-sign (quote in dollars), or null. */
  technician: { name: string; phone: string; email: string; quote: number } | null;
  intellicheck_required: boolean;
  payment_required: boolean;
  banking_required: boolean;
  /** The card gateway when a down payment is due, else null. */
  config: GatewayRecord | null;
  redirect: string | null;
  result: CheckoutResultRecord | null;
  iframe: boolean;
}

/**
 * A record as the app receives it: every field may be missing or null, at every depth, because it
 * crossed the network. Readers fall back on each field; the type keeps the names and kinds honest.
 */
export type Received<T> = T extends readonly (infer Item)[]
  ? Received<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Received<T[Key]> | null }
    : T;

/**
 * Reads a value that crossed a trust boundary as a {@link Received} record: an object stays (its fields
 * are read one by one, each with its fallback), anything else (null, an array, a string) is null.
 */
export function readRecord<T>(value: unknown): Received<T> | null {
  // The one place a network value becomes a typed record: every field of Received<T> is optional and
  // nullable, so an object of any content is a valid Received<T> as far as presence goes.
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Received<T>) : null;
}

/** Reads a list that crossed a trust boundary: an array keeps its object items, anything else is empty. */
export function readRecords<T>(value: unknown): Received<T>[] {
  return Array.isArray(value) ? value.flatMap((item) => readRecord<T>(item) ?? []) : [];
}
