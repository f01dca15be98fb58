/**
 * Whole records of the contract's shapes for the core's unit tests: what a well-behaved lender sends, so
 * a test can hand a store a valid answer through the real API client (which parses it with the call's
 * schema) and change one field to make it hostile. Not part of any entry.
 */
import type {
  ApplicationView,
  CheckoutView,
  DeterminationRecord,
  RetailerRecord,
  RetailStoreRecord,
  RetrievalRecord,
  StepSaveRecord,
} from './records';

/**
 * A Response carrying the lender's envelope `{ status, code, data, error }` as JSON, with `code` as its
 * HTTP status too; a successful 200 by default.
 */
export function envelopeResponse(
  data: unknown,
  { status = true, code = 200, error = null as string | null } = {},
): Response {
  const body = JSON.stringify({ status, code, data, error });
  // A plain object rather than a Response: its body reads in a microtask, so fake timers settle it.
  return {
    type: 'basic',
    ok: code >= 200 && code < 300,
    status: code,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: () => Promise.resolve(body),
  } as Response;
}

/** A retailer as `GET /apply-v2/retailer/{slug}` answers it. */
export function retailerRecord(patch: Partial<RetailerRecord> = {}): RetailerRecord {
  return { id: 1, slug: 'acme', name: 'Acme Furniture', theme: 'default', ...patch };
}

const address = {
  line_1: '1 Main St',
  line_2: null,
  city: 'Austin',
  state: 'TX',
  code: '78701',
  label: 'Main',
};

/** A retail store with every field the contract declares. */
export function retailStoreRecord(patch: Partial<RetailStoreRecord> = {}): RetailStoreRecord {
  return {
    id: 7,
    retailer_id: 1,
    slug: 'acme-austin',
    name: 'Acme Austin',
    label: 'Acme Austin',
    rating: 10,
    theme: 'default',
    brand: { name: 'Acme', url: 'https://acme.example' },
    contact: { phone: '5125550100', support_phone: '5125550101' },
    details: { phone: '5125550100' },
    billing_address: address,
    shipping_address: address,
    billing_address_id: 3,
    record: { identifier: 'STANDARD' },
    allowed_origins: ['https://acme.example'],
    lease_program: {
      min_approval_amount: 300,
      max_approval_amount: 5000,
      apply_form_version: 2,
      display_store_info_contract_screen: false,
      mortgage_questions_enabled: false,
      enable_product_selection: false,
      effective_product_selection_override: null,
      products: [],
      ocp_enabled: false,
      option_c_enabled: false,
      enableEpoLanguage: false,
      sac_days: 90,
      sac_110_day: false,
    },
    checkout_delivery_options_required: false,
    min_income_required: 0,
    banking_required: false,
    checkout_banking_required: false,
    payment_required: false,
    show_promo_code: false,
    intellicheck_enabled: false,
    intellicheck_step: 0,
    card_permissions: { allow_credit: true, allow_debit: true, allow_prepaid: false, allow_foreign: false },
    ...patch,
  };
}

/** An approved decision with its offer amounts. */
export function determinationRecord(patch: Partial<DeterminationRecord> = {}): DeterminationRecord {
  return {
    code: 'A',
    score: 700,
    reason: '',
    message: null,
    determinationMessage: 'Approved',
    description: 'Approved',
    determination: 'approved',
    offerAmounts: { A: '2500.00', B: '2000.00', C: '1500.00', D: '1000.00' },
    application_id: 9,
    checkoutId: null,
    coapplicant_score: null,
    payroll: { is_eligible: false, type: null },
    step: 'approved',
    expires_at: '2027-01-01T00:00:00Z',
    ...patch,
  };
}

/** An application as every response shows it (masked), without a decision. */
export function applicationView(patch: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 9,
    uuid: '5f0c1a52-2f57-4a8a-9d8e-3d5c8c1b7e21',
    store_id: 7,
    checkout_id: null,
    applicant: { id: 5, first_name: 'Ann', last_name: 'Doe', social_security_number: '***-**-1234' },
    co_applicant: null,
    has_co_applicant: false,
    banking: null,
    promo_code: null,
    product_selection_override: null,
    utm: {},
    pandemic_question: null,
    employee_type: null,
    app_origin: 'web',
    language: 'en',
    verified: false,
    submitted: false,
    terms_accepted: false,
    intellicheck_completed: false,
    application_result: null,
    override_result: null,
    flags: { contractInProgress: false, rated22App: false, mayNotSwitch: false },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    banking_id: null,
    applicant_id: 5,
    co_applicant_id: null,
    intellicheck: null,
    ...patch,
  };
}

/** A checkout as `GET /apply-v2/checkout/{id}` sends it once verified. */
export function checkoutView(patch: Partial<CheckoutView> = {}): CheckoutView {
  return {
    id: 41,
    current_step: 1,
    step: 1,
    may_continue: true,
    skip_verification: false,
    verified: true,
    prefill: null,
    cart: { items: [{ sku: 'SOFA', description: 'Sofa', quantity: 1, unit_price: 900 }] },
    cart_total: '900.00',
    return_url_failure: 'https://acme.example/failed',
    return_url_thankyou: 'https://acme.example/thanks',
    host_origin: 'https://acme.example',
    application_id: 9,
    lease: null,
    computation: null,
    delivery: null,
    technician: null,
    intellicheck_required: false,
    payment_required: false,
    banking_required: false,
    config: null,
    redirect: null,
    result: null,
    iframe: false,
    ...patch,
  };
}

/** An earlier application found by retrieval, to be verified by PIN (no contract in progress). */
export function retrievalRecord(patch: Partial<RetrievalRecord> = {}): RetrievalRecord {
  return {
    uuid: 'r-5f0c1a52',
    application_id: 9,
    state: 'Y',
    contractInProgress: false,
    rated22App: false,
    mayNotSwitch: false,
    checkoutId: null,
    checkoutAppResumedAsNoneCheckout: false,
    failedToDiscardContract: false,
    redirect: null,
    retrieval: true,
    verify: true,
    has_email: true,
    ...patch,
  };
}

/** What saving a wizard step answers: the saved application, no earlier one standing. */
export function stepSaveRecord(patch: Partial<StepSaveRecord> = {}): StepSaveRecord {
  return {
    application: applicationView(),
    approved_application: null,
    verify: false,
    retrieval: null,
    ...patch,
  };
}

/**
 * A successful `GET /apply-v2/checkpoint/exchange` answer: a session token of its own, the store, no
 * application or checkout, and the session flags; `patch` replaces any top-level field.
 */
export function checkpointExchangeRecord(patch: Record<string, unknown> = {}) {
  return {
    token: 'session-token',
    uuid: null,
    store: retailStoreRecord({ id: 3, allowed_origins: [] }),
    application: null,
    checkout: null,
    intellicheck_required: false,
    retrieval: null,
    state: {
      minIncomeRequired: 0,
      bankingRequired: false,
      showPromoCode: false,
      plaidConnection: false,
      intellicheckEnabled: false,
      intellicheckStep: 0,
      env: 'testing',
      clientId: null,
      gateway: 'sandbox',
      may_continue: true,
      iframe: true,
      fill: false,
    },
    ...patch,
  };
}
