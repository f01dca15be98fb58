/**
 * The sandbox's records. Stores, applications and checkouts are kept as JSON documents so their shape can
 * follow the spec's entities (01 §3, 02 §3, 03 §3) without a migration for every field.
 */

/**
 * A brand theme id (01 §1): breeze, the default one, or a brand only an app registers (harbor, which
 * apps/apply's src/variant knows and core and ui do not).
 */
export type Theme = 'breeze' | 'default' | 'harbor';

/** A product a store lets the shopper choose (01 §3 lease_program.products). */
export interface Product {
  key: string;
  name: string;
}

/** A postal address as stores carry it (03 §3 billing_address / shipping_address). */
export interface StoreAddress {
  line_1: string;
  line_2?: string | null;
  city: string;
  state: string;
  code: string;
  label: string;
}

/** The lease program of a store (01 §3, 02 §3, 03 §3). */
export interface LeaseProgram {
  min_approval_amount: number;
  max_approval_amount: number;
  apply_form_version: number;
  display_store_info_contract_screen: boolean;
  mortgage_questions_enabled: boolean;
  enable_product_selection: boolean;
  effective_product_selection_override: string | null;
  products: Product[];
  ocp_enabled: boolean;
  option_c_enabled: boolean;
  enableEpoLanguage: boolean;
  sac_days: number;
  sac_110_day: boolean;
}

/** Which cards the store's down-payment gateway accepts (02 §5 card rules). */
export interface CardPermissions {
  allow_credit: boolean;
  allow_debit: boolean;
  allow_prepaid: boolean;
  allow_foreign: boolean;
}

/** A store and everything the app reads about it. */
export interface Store {
  id: number;
  retailer_id: number;
  slug: string;
  name: string;
  label: string;
  rating: number;
  theme: Theme;
  brand: { name: string; url: string };
  /** Contact numbers, which differ by theme (01 §1). */
  contact: { phone: string; support_phone: string };
  details: { phone: string };
  billing_address: StoreAddress;
  shipping_address: StoreAddress;
  billing_address_id: number;
  record: { identifier: 'HVAC' | 'STANDARD' };
  /** Host origins allowed to frame the app for this store (04 Security). */
  allowed_origins: string[];
  lease_program: LeaseProgram;
  checkout_delivery_options_required: boolean;
  /** Minimum monthly income in dollars (01 §9; 0 by default). */
  min_income_required: number;
  /** Whether the applicant banking step is mandatory (01 §9 defaults to true). */
  banking_required: boolean;
  /** Whether the checkout asks for banking details when the application has none (02 §2 Banking Details). */
  checkout_banking_required: boolean;
  /** Whether the checkout asks for a down payment by card (02 §2 Payment). */
  payment_required: boolean;
  show_promo_code: boolean;
  intellicheck_enabled: boolean;
  intellicheck_step: number;
  card_permissions: CardPermissions;
}

/** A retailer: name, slug, theme and the stores under it (03 §3). */
export interface Retailer {
  id: number;
  slug: string;
  name: string;
  theme: Theme;
}

/** An address of an applicant (01 §3 Location). */
export interface Location {
  line_1: string;
  line_2?: string | null;
  city: string;
  state: string;
  code: string;
}

/** One income of an applicant (01 §3, 02 §3). */
export interface Income {
  primary: number;
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

/** HVAC home ownership (01 §3). */
export interface HvacHomeOwnership {
  home_type: string;
  ownership_type?: string | null;
  name_of_landowner?: string | null;
  phone_of_landowner?: string | null;
  name_on_property_deed?: string | null;
  is_co_owner?: boolean | null;
  owner_address?: Partial<Location> | null;
  mortgage_holder_name?: string | null;
  mortgage_holder_payment?: number | null;
}

/** An applicant or co-applicant as stored (full SSN inside the database only). */
export interface Applicant {
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
  location?: Location;
  income?: Income[];
  hvac_home_ownership?: HvacHomeOwnership | null;
}

/** Banking as stored (full account number inside the database only). */
export interface Banking {
  routing_number: string;
  bank_name: string;
  checking_account: string;
}

/** An offer option key (02 §9). */
export type OfferKey = 'A' | 'B' | 'C' | 'D';

/** A determination (02 §3 Determination result, 03 §3 Result). */
export interface Determination {
  code: string;
  score: number;
  reason: string;
  message: ApprovedMessage | string | null;
  determinationMessage: string;
  description: string;
  determination: 'approved' | 'denied';
  offerAmounts: Record<OfferKey, string>;
  application_id: number;
  checkoutId: number | null;
  coapplicant_score: number | null;
  payroll: { is_eligible: boolean; type: 'async' | 'sync' | null };
  step: string;
  /** Offer amounts are valid for 180 days (03 §9). */
  expires_at: string;
}

/** The approved screen's message block (03 §3 Result.message). */
export interface ApprovedMessage {
  name: string;
  title: string;
  sub_title1: string;
  sub_title2: string;
  sub_title3: string;
  sub_title4: string;
  options: { label: string; amount: string; note: string }[];
}

/** An application as stored. */
export interface ApplicationDoc {
  id: number;
  uuid: string;
  store_id: number;
  checkout_id: number | null;
  applicant: Applicant;
  co_applicant: Applicant | null;
  has_co_applicant: boolean;
  banking: Banking | null;
  promo_code: string | null;
  product_selection_override: string | null;
  utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string };
  pandemic_question: string | null;
  employee_type: string | null;
  app_origin: string;
  language: string;
  verified: boolean;
  submitted: boolean;
  terms_accepted: boolean;
  intellicheck_completed: boolean;
  application_result: Determination | null;
  override_result: Determination | null;
  /** Retrieval flags of an earlier approval (01 §3 approved_application); seeded test applicants set them. */
  flags: { contractInProgress: boolean; rated22App: boolean; mayNotSwitch: boolean };
  created_at: string;
  updated_at: string;
}

/** A cart item (02 §3). */
export interface CartItem {
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
  required_parts?: { sku: string; quantity: number; description: string; unit_price: number }[];
}

/** The lease the shopper chose on the lease summary (02 §3 Lease form). */
export interface LeaseChoice {
  option: 'a' | 'b' | 'c' | 'd';
  payment_frequency: string;
  language: string;
  additionalDown: number;
  ocp_included: boolean;
}

/** A checkout as stored. */
export interface CheckoutDoc {
  id: number;
  retailer_id: number;
  store_id: number;
  application_id: number | null;
  cart_id: string;
  cart_type_id: number | null;
  cart: { items: CartItem[] };
  /** Items of the contract signed before a retrieval changed the cart (02 §4 PIN). */
  contract_items: CartItem[] | null;
  return_url_thankyou: string;
  return_url_failure: string;
  test: boolean;
  current_step: number | null;
  lease: LeaseChoice | null;
  delivery: { schedules: unknown[]; charge_cents: number; exchange_id: string | null } | null;
  signed_at: string | null;
  paid_cents: number;
  payment_id: string | null;
  payment_failures: number;
  cancelled: { code: string | null; message: string | null } | null;
  /** The HVAC installing technician sent with the e-sign (01 §6, 02 §3); absent for other stores. */
  technician?: { name: string; phone: string; email: string; quote_cents: number } | null;
  created_at: string;
  updated_at: string;
}

/** A session created by the apply entry; its token is sent as X-APPLY-TOKEN. */
export interface SessionRow {
  id: number;
  store_id: number;
  checkout_id: number | null;
  application_id: number | null;
  /** An application found by retrieve, reachable only after its PIN is confirmed. */
  pending_application_id: number | null;
  iframe: boolean;
  client_id: string | null;
  utm: Record<string, string>;
  expires_at: number;
}

/** A message in the sandbox outbox (PINs and links that would go out by SMS or e-mail). */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  body: string;
  pin: string | null;
  link: string | null;
  sentAt: string;
}
