/**
 * The records the lender's API and the app exchange, as zod/mini schemas with their types inferred
 * (docs/decisions/0001-contract-schemas.md): one contract for both sides. The sandbox stores and sends
 * these shapes (its `domain/types.ts` re-exports the types), and the API client parses every answer of
 * a call with its call's schema, so a store reads each field as declared, never field by field.
 *
 * Field names are the wire names (snake_case where the API uses it), so a record can be read as it
 * arrives; money fields say their unit, because the API mixes dollars and cents.
 */
import * as z from 'zod/mini';

/**
 * A brand id (behaviour §01.1): the two brands the kit ships (`default`, `breeze`) or one an app registers
 * (the reference app's `harbor`). The server may name any id; an unknown one shows the default brand.
 */
export type BrandId = 'default' | 'breeze' | (string & {});

const text = z.string();
const count = z.number();
const flag = z.boolean();
const optionalText = z.optional(z.nullable(z.string()));

/** A product a retail store lets the shopper choose (lease_program.products). */
export const productRecordSchema = z.object({ key: text, name: text });
/** A product a retail store lets the shopper choose (lease_program.products). */
export type ProductRecord = z.output<typeof productRecordSchema>;

/** A postal address as retail stores carry it (billing_address / shipping_address). */
export const storeAddressRecordSchema = z.object({
  line_1: text,
  line_2: optionalText,
  city: text,
  state: text,
  code: text,
  label: text,
});
/** A postal address as retail stores carry it (billing_address / shipping_address). */
export type StoreAddressRecord = z.output<typeof storeAddressRecordSchema>;

/** The lease program of a retail store: approval limits (in dollars), form version, products and options. */
export const leaseProgramRecordSchema = z.object({
  min_approval_amount: count,
  max_approval_amount: count,
  apply_form_version: count,
  display_store_info_contract_screen: flag,
  mortgage_questions_enabled: flag,
  enable_product_selection: flag,
  effective_product_selection_override: z.nullable(text),
  products: z.array(productRecordSchema),
  ocp_enabled: flag,
  option_c_enabled: flag,
  enableEpoLanguage: flag,
  sac_days: count,
  sac_110_day: flag,
});
/** The lease program of a retail store. */
export type LeaseProgramRecord = z.output<typeof leaseProgramRecordSchema>;

/** Which cards the retail store's down-payment gateway accepts. */
export const cardPermissionsRecordSchema = z.object({
  allow_credit: flag,
  allow_debit: flag,
  allow_prepaid: flag,
  allow_foreign: flag,
});
/** Which cards the retail store's down-payment gateway accepts. */
export type CardPermissionsRecord = z.output<typeof cardPermissionsRecordSchema>;

/**
 * A retail store (the retailer's shop or branch) and everything the app reads about it: its brand and
 * contact numbers, addresses, the host origins allowed to frame the app, its lease program, the minimum
 * monthly income in dollars (0 when none), which steps are mandatory and the cards its gateway takes.
 */
export const retailStoreRecordSchema = z.object({
  id: count,
  retailer_id: count,
  slug: text,
  name: text,
  label: text,
  rating: count,
  theme: text,
  brand: z.object({ name: text, url: text }),
  contact: z.object({ phone: text, support_phone: text }),
  details: z.object({ phone: text }),
  billing_address: storeAddressRecordSchema,
  shipping_address: storeAddressRecordSchema,
  billing_address_id: count,
  record: z.object({ identifier: z.enum(['HVAC', 'STANDARD']) }),
  allowed_origins: z.array(text),
  lease_program: leaseProgramRecordSchema,
  checkout_delivery_options_required: flag,
  min_income_required: count,
  banking_required: flag,
  checkout_banking_required: flag,
  payment_required: flag,
  show_promo_code: flag,
  intellicheck_enabled: flag,
  intellicheck_step: count,
  card_permissions: cardPermissionsRecordSchema,
});
/** A retail store and everything the app reads about it. */
export type RetailStoreRecord = z.output<typeof retailStoreRecordSchema>;

/**
 * The answer of GET /apply-v2/retailer/{slug}/store/{store} (03 §3): the retail store a slug names, under the wire's
 * `store` key. Generic over the record, so a list that shows only a summary reads it as that summary.
 */
export interface RetailStoreLookupAnswer<TRetailStore = RetailStoreRecord> {
  store: TRetailStore;
}

/** A retailer: name, slug and brand. */
export const retailerRecordSchema = z.object({ id: count, slug: text, name: text, theme: text });
/** A retailer: name, slug and brand. */
export type RetailerRecord = z.output<typeof retailerRecordSchema>;

/** An applicant's home address. */
export const locationRecordSchema = z.object({
  line_1: text,
  line_2: optionalText,
  city: text,
  state: text,
  code: text,
});
/** An applicant's home address. */
export type LocationRecord = z.output<typeof locationRecordSchema>;

/** One income of an applicant: `primary` 1 for the main income, `gross` in dollars per pay period. */
export const incomeRecordSchema = z.object({
  primary: count,
  gross: count,
  frequency: text,
  source: text,
  employer: optionalText,
  title_department: optionalText,
  phone: optionalText,
  ext: optionalText,
  pay_date: optionalText,
  first_pay_day: optionalText,
  second_pay_day: optionalText,
});
/** One income of an applicant. */
export type IncomeRecord = z.output<typeof incomeRecordSchema>;

/** HVAC home ownership as the server keeps it (the mortgage payment in dollars). */
export const hvacHomeOwnershipRecordSchema = z.object({
  home_type: text,
  ownership_type: optionalText,
  name_of_landowner: optionalText,
  phone_of_landowner: optionalText,
  name_on_property_deed: optionalText,
  is_co_owner: z.optional(z.nullable(flag)),
  owner_address: z.optional(z.nullable(z.partial(locationRecordSchema))),
  mortgage_holder_name: optionalText,
  mortgage_holder_payment: z.optional(z.nullable(count)),
});
/** HVAC home ownership as the server keeps it (a type, so the core's HVAC clearing takes it as it is). */
export type HvacHomeOwnershipRecord = z.output<typeof hvacHomeOwnershipRecordSchema>;

/**
 * An applicant or co-applicant. The server keeps the full SSN; what it sends the app is masked to the
 * last 4 (`***-**-1234`).
 */
export const applicantRecordSchema = z.object({
  id: z.optional(count),
  first_name: z.optional(text),
  middle_name: optionalText,
  last_name: z.optional(text),
  social_security_number: z.optional(text),
  date_of_birth: z.optional(text),
  cell: z.optional(text),
  email: z.optional(text),
  phone: optionalText,
  identification: optionalText,
  identification_issuer: optionalText,
  location: z.optional(locationRecordSchema),
  income: z.optional(z.array(incomeRecordSchema)),
  hvac_home_ownership: z.optional(z.nullable(hvacHomeOwnershipRecordSchema)),
});
/** An applicant or co-applicant. */
export type ApplicantRecord = z.output<typeof applicantRecordSchema>;

/** Banking details; the account number reaches the app masked to its last 4. */
export const bankingRecordSchema = z.object({
  routing_number: text,
  bank_name: text,
  checking_account: text,
});
/** Banking details; the account number reaches the app masked to its last 4. */
export type BankingRecord = z.output<typeof bankingRecordSchema>;

/** An offer option key. */
export type OfferOptionKey = 'A' | 'B' | 'C' | 'D';

/** The approved screen's message block. */
export const approvedMessageRecordSchema = z.object({
  name: text,
  title: text,
  sub_title1: text,
  sub_title2: text,
  sub_title3: text,
  sub_title4: text,
  options: z.array(z.object({ label: text, amount: text, note: text })),
});
/** The approved screen's message block. */
export type ApprovedMessageRecord = z.output<typeof approvedMessageRecordSchema>;

/**
 * A credit decision: approved with offer amounts (dollar amounts as strings, '2500.00'), or denied with
 * its reason; `expires_at` is when the offer amounts stop being valid (180 days after the decision).
 */
export const determinationRecordSchema = z.object({
  code: text,
  score: count,
  reason: text,
  message: z.nullable(z.union([approvedMessageRecordSchema, text])),
  determinationMessage: text,
  description: text,
  determination: z.enum(['approved', 'denied']),
  offerAmounts: z.record(z.enum(['A', 'B', 'C', 'D']), text),
  application_id: count,
  checkoutId: z.nullable(count),
  coapplicant_score: z.nullable(count),
  payroll: z.object({ is_eligible: flag, type: z.nullable(z.enum(['async', 'sync'])) }),
  step: text,
  expires_at: text,
});
/** A credit decision: approved with offer amounts, or denied with its reason. */
export type DeterminationRecord = z.output<typeof determinationRecordSchema>;

/** An application: the applicant, the co-applicant, banking and the decision. */
export const applicationRecordSchema = z.object({
  id: count,
  uuid: text,
  store_id: count,
  checkout_id: z.nullable(count),
  applicant: applicantRecordSchema,
  co_applicant: z.nullable(applicantRecordSchema),
  has_co_applicant: flag,
  banking: z.nullable(bankingRecordSchema),
  promo_code: z.nullable(text),
  product_selection_override: z.nullable(text),
  utm: z.object({
    utm_source: z.optional(text),
    utm_medium: z.optional(text),
    utm_campaign: z.optional(text),
  }),
  pandemic_question: z.nullable(text),
  employee_type: z.nullable(text),
  app_origin: text,
  language: text,
  verified: flag,
  submitted: flag,
  terms_accepted: flag,
  intellicheck_completed: flag,
  application_result: z.nullable(determinationRecordSchema),
  override_result: z.nullable(determinationRecordSchema),
  flags: z.object({ contractInProgress: flag, rated22App: flag, mayNotSwitch: flag }),
  created_at: text,
  updated_at: text,
});
/** An application: the applicant, the co-applicant, banking and the decision. */
export type ApplicationRecord = z.output<typeof applicationRecordSchema>;

/** A part an item needs installed with it (unit price in dollars). */
export const requiredPartRecordSchema = z.object({
  sku: text,
  quantity: count,
  description: text,
  unit_price: count,
});
/** A part an item needs installed with it. */
export type RequiredPartRecord = z.output<typeof requiredPartRecordSchema>;

/** A cart item (unit price in dollars). */
export const cartItemRecordSchema = z.object({
  sku: text,
  description: text,
  quantity: count,
  unit_price: count,
  required_parts: z.optional(z.array(requiredPartRecordSchema)),
});
/** A cart item. */
export type CartItemRecord = z.output<typeof cartItemRecordSchema>;

/** The lease the shopper chose on the lease summary (the additional down payment in dollars). */
export const leaseChoiceRecordSchema = z.object({
  option: z.enum(['a', 'b', 'c', 'd']),
  payment_frequency: text,
  language: text,
  additionalDown: count,
  ocp_included: flag,
});
/** The lease the shopper chose on the lease summary. */
export type LeaseChoiceRecord = z.output<typeof leaseChoiceRecordSchema>;

const checkoutDeliverySchema = z.nullable(
  z.object({ schedules: z.array(z.unknown()), charge_cents: count, exchange_id: z.nullable(text) }),
);

/** A checkout as the lender stores it: the retailer's cart, its return URLs and how far the shopper has come. */
export const checkoutRecordSchema = z.object({
  id: count,
  retailer_id: count,
  store_id: count,
  application_id: z.nullable(count),
  cart_id: text,
  cart_type_id: z.nullable(count),
  cart: z.object({ items: z.array(cartItemRecordSchema) }),
  contract_items: z.nullable(z.array(cartItemRecordSchema)),
  return_url_thankyou: text,
  return_url_failure: text,
  test: flag,
  current_step: z.nullable(count),
  lease: z.nullable(leaseChoiceRecordSchema),
  delivery: checkoutDeliverySchema,
  signed_at: z.nullable(text),
  paid_cents: count,
  payment_id: z.nullable(text),
  payment_failures: count,
  cancelled: z.nullable(z.object({ code: z.nullable(text), message: z.nullable(text) })),
  technician: z.optional(z.nullable(z.object({ name: text, phone: text, email: text, quote_cents: count }))),
  created_at: text,
  updated_at: text,
});
/** A checkout: the retailer's cart, its return URLs and how far the shopper has come. */
export type CheckoutRecord = z.output<typeof checkoutRecordSchema>;

/**
 * What the verification form needs about an application reached by retrieval. `uuid` is what the PIN
 * calls name it by: a reference valid only with the session that found it, not the application's own
 * uuid; `application_id` is the opaque id a contract-in-progress completion carries to the host.
 */
export const retrievalRecordSchema = z.object({
  uuid: text,
  application_id: count,
  state: z.enum(['Y', 'N']),
  contractInProgress: flag,
  rated22App: flag,
  mayNotSwitch: flag,
  checkoutId: z.nullable(count),
  checkoutAppResumedAsNoneCheckout: flag,
  failedToDiscardContract: flag,
  redirect: z.nullable(text),
  retrieval: flag,
  verify: flag,
  has_email: flag,
});
/** What the verification form needs about an application reached by retrieval. */
export type RetrievalRecord = z.output<typeof retrievalRecordSchema>;

/**
 * The card gateway of a down payment: the amount in dollars with 2 decimals ('111.04'), the calls to
 * make and the texts to show; the SSN masked to the last 4, or null.
 */
export const gatewayRecordSchema = z.object({
  gateway: text,
  amount: text,
  config: z.object({ tokenize_url: text, process_url: text, test_mode: flag }),
  data: z.extend(cardPermissionsRecordSchema, {
    title: text,
    button_text: text,
    env: text,
    email: z.nullable(text),
    ssn: z.nullable(text),
    application_id: count,
    uniqueRef: text,
    memo: text,
    cancelUrl: text,
    returnUrl: text,
  }),
});
/** The card gateway of a down payment: amount, the calls to make and the texts to show. */
export type GatewayRecord = z.output<typeof gatewayRecordSchema>;

/**
 * An application as every response shows it: masked (no full SSN, ID or account number), with its ids
 * (`banking_id` and `co_applicant_id` are the application's id when it has banking or a co-applicant).
 */
export const applicationViewSchema = z.extend(z.omit(applicationRecordSchema, { applicant: true }), {
  applicant: z.nullable(applicantRecordSchema),
  banking_id: z.nullable(count),
  applicant_id: count,
  co_applicant_id: z.nullable(count),
  intellicheck: z.null(),
});
/** An application as every response shows it. */
export type ApplicationView = z.output<typeof applicationViewSchema>;

/**
 * What saving a wizard step answers (POST /apply-v2/application/step/{step}): the saved application, or
 * for an applicant who already has a decided application (null application), its retrieval flags, whether
 * it is to be verified by PIN, and its retrieval record.
 */
export const stepSaveRecordSchema = z.object({
  application: z.nullable(applicationViewSchema),
  approved_application: z.nullable(
    z.object({ contractInProgress: flag, rated22App: flag, mayNotSwitch: flag }),
  ),
  verify: flag,
  retrieval: z.nullable(retrievalRecordSchema),
});
/** What saving a wizard step answers. */
export type StepSaveRecord = z.output<typeof stepSaveRecordSchema>;

/** The lease computation of a checkout (its lease summary and contract), money in dollars. */
export const leaseComputationRecordSchema = z.object({
  cashPrice: count,
  numPayments: count,
  paymentAmount: count,
  totalPayment: count,
  reductionAmount: count,
  nextPaymentAt: text,
  leaseBeginsAt: text,
  additionalDown: count,
  delivery: count,
  waiver: count,
  effectiveCashPrice: count,
  documentProcessingFee: count,
  leaseProcessFee: count,
  securityDeposit: count,
  downPayment: count,
  actualDownPayment: count,
  prePaidPayments: count,
  remainingPaymentNeeded: count,
  leaseType: text,
  option: text,
  termMonths: count,
  primaryLanguage: text,
  paymentFrequency: text,
  epoFee: count,
  earlyPurchaseAmount: count,
  express_pay_3_month: count,
  express_pay_6_month: count,
  express_pay_9_month: count,
  items: z.array(z.unknown()),
});
/** The lease computation of a checkout, money in dollars. */
export type LeaseComputationRecord = z.output<typeof leaseComputationRecordSchema>;

/** How a closed checkout ended, as the host hears it: completed, cancelled, or an application's result. */
export const checkoutResultRecordSchema = z.object({
  status: z.enum(['success', 'cancelled', 'complete']),
  step: z.enum(['CHECKOUT_COMPLETED', 'CHECKOUT_CANCELLED', 'CHECKOUT_APP_COMPLETE']),
  data: z.object({
    url: text,
    checkout_id: z.optional(count),
    application_id: z.optional(z.nullable(count)),
    code: optionalText,
    result: z.optional(z.object({ code: text, reason: text })),
  }),
});
/** How a closed checkout ended, as the host hears it. */
export type CheckoutResultRecord = z.output<typeof checkoutResultRecordSchema>;

/**
 * A checkout as `GET /apply-v2/checkout/{id}` sends it. Before the session has verified the checkout's
 * application, the personal parts (cart, lease, application id) are null. `prefill` is the applicant
 * data the retailer sent to pre-fill (and lock) the form; `cart_total` is in dollars with 2 decimals;
 * `host_origin` is the exact origin host messages go to (null: the host may not be told anything);
 * `config` is the card gateway when a down payment is due.
 */
export const checkoutViewSchema = z.object({
  id: count,
  current_step: z.nullable(count),
  step: z.nullable(count),
  may_continue: flag,
  skip_verification: flag,
  verified: flag,
  prefill: z.nullable(z.partial(applicantRecordSchema)),
  cart: z.nullable(z.object({ items: z.array(cartItemRecordSchema) })),
  cart_total: z.nullable(text),
  return_url_failure: text,
  return_url_thankyou: text,
  host_origin: z.nullable(text),
  application_id: z.nullable(count),
  lease: z.nullable(z.extend(leaseChoiceRecordSchema, { option: text })),
  computation: z.nullable(leaseComputationRecordSchema),
  delivery: checkoutDeliverySchema,
  technician: z.nullable(z.object({ name: text, phone: text, email: text, quote: count })),
  intellicheck_required: flag,
  payment_required: flag,
  banking_required: flag,
  config: z.nullable(gatewayRecordSchema),
  redirect: z.nullable(text),
  result: z.nullable(checkoutResultRecordSchema),
  iframe: flag,
});
/** A checkout as `GET /apply-v2/checkout/{id}` sends it. */
export type CheckoutView = z.output<typeof checkoutViewSchema>;
