/**
 * The checkout side of the contract with the lender: the request and response of each call the app makes
 * from the lease summary to the completed checkout (lease, e-sign, cancel, delivery, card, payroll and
 * identity check). The stores build the requests with `satisfies`, the sandbox builds its answers with
 * `satisfies`, and `apps/sandbox/test/contract-checkout.test.ts` holds the sandbox's schemas to the
 * requests. Field names are the wire names; a GET's request is its query string, whose booleans the API
 * client writes as 1 and 0. The app reads every response as a `Received` value (`readRecord`).
 */
import type { BankingRecord, CheckoutView, DeterminationRecord, LeaseComputationRecord } from './records';

/** The delivery services of the delivery calls: Home Delivery, InStore Pick Up and Shipping. */
export type DeliveryServiceName = 'home-delivery' | 'pickup' | 'shipping';

/** `GET /apply-v2/checkout/{id}/lease` (query): the lease terms to compute, and save on the checkout. */
export type CheckoutLeaseRequest = {
  checkout_id: string | number;
  /** 'a' … 'd'. */
  option: 'a' | 'b' | 'c' | 'd';
  payment_frequency: '14-day' | '28-day' | 'semi-monthly' | 'monthly';
  /** In dollars, 2 decimals. */
  additionalDown: string;
  language: 'en' | 'es';
  iframe: boolean;
  /** Sent when the session knows the application. */
  application_id?: string | number;
  /** Sent only where the store shows the optional coverage switch. */
  ocp_included?: boolean;
};

/** `GET /apply-v2/checkout/{id}/lease`: the lease computation (its summary and contract terms). */
export type CheckoutLeaseResponse = LeaseComputationRecord;

/** The HVAC installing technician as the lease summary's form holds it (quote in dollars, as typed). */
export type ESignTechnician = {
  name: string;
  phone: string;
  email: string;
  quote: string;
};

/** `POST /apply-v2/checkout/{id}/esign`: generate the contract and its signing page. */
export type ESignRequest = {
  checkout_id: string | number;
  iframe: boolean;
  /** Only for a store whose contract names the installing technician. */
  technician?: ESignTechnician;
};

/** `POST /apply-v2/checkout/{id}/esign`: the signing page to open, and the checkout's new status. */
export type ESignResponse = {
  url: string;
  /** The checkout status `LEASE_ESIGNATURE`. */
  step: number;
};

/** `POST /apply-v2/checkout/{id}/discard`: drop the unsigned contract and its lease. */
export type DiscardContractRequest = {
  /** The path's checkout again; the lender goes by the path. */
  checkout_id?: string | number;
};

/** `POST /apply-v2/checkout/{id}/discard`: the checkout's status after the discard. */
export type DiscardContractResponse = {
  step: number | null;
  discarded: true;
};

/** `POST /apply-v2/checkout/{id}/cancel`: why the shopper returns to the retailer ('Return to Retailer'). */
export type CheckoutCancelRequest = {
  code?: string;
  message?: string;
};

/** `POST /apply-v2/checkout/{id}/cancel`: the cancelled status and where the retailer takes a failure. */
export type CheckoutCancelResponse = {
  /** The checkout status `CANCELLED`. */
  step: number;
  return_url_failure: string;
};

/**
 * `GET /apply-v2/checkout/{id}/process` (no query): the checkout as `GET /apply-v2/checkout/{id}` sends it,
 * with `redirect` set to the failure address when a cancelled checkout runs outside a frame.
 */
export type CheckoutProcessResponse = CheckoutView;

/**
 * `POST /apply-v2/checkout/{id}/banking`: the saved bank details, masked, and the checkout's status. Its
 * request is form-driven: the body is the values of the form schema `GET …/banking?_form=1` sends, so
 * the schema, not this contract, names its fields.
 */
export type CheckoutBankingResponse = {
  banking: BankingRecord | null;
  step: number | null;
};

/** `GET /api/v1/bestbuy/productavailability` (query): which services the cart's items can use at a zip. */
export type ProductAvailabilityRequest = {
  /** The skus, comma-separated. */
  skus: string;
  zip: string;
};

/** The services one item can use. */
export type SkuAvailabilityRecord = {
  'available-for-delivery': boolean;
  'available-for-shipping': boolean;
  'available-for-pickup': boolean;
};

/** `GET /api/v1/bestbuy/productavailability`: per sku, and whether any item can use each service. */
export type ProductAvailabilityResponse = {
  items: Record<string, SkuAvailabilityRecord>;
  homeDelivery: boolean;
  onlineAvailability: boolean;
  friendsAndFamilyPickup: boolean;
  inStoreAvailability: boolean;
  inStorePickup: boolean;
};

/** `GET /api/v1/bestbuy/services` (query): the options of the services chosen per item. */
export type DeliveryServicesRequest = {
  /** `sku:service` pairs, comma-separated. */
  services: string;
  /** The zip code, 5 digits. */
  code: string;
  /** The distinct services of `services`, comma-separated: the option lists the answer carries. */
  delivery_options: string;
  /** The address as one line; sent only when some item ships. */
  address?: string;
};

/** A priced option of the services answer (a delivery type or a shipment), price in dollars. */
export type DeliveryOptionRecord = {
  id: string;
  label: string;
  price: number;
};

/** One item's answer of the services call: its options, or why the service cannot be used. */
export type DeliveryServiceAnswerRecord =
  | {
      type: DeliveryServiceName;
      data: {
        stores: { id: number; name: string; address: string }[];
        'delivery-service': {
          types: DeliveryOptionRecord[];
          windows: { date: string; times: string[] }[];
        } | null;
        options: DeliveryOptionRecord[];
        /** The quote this answer is; the schedule sends it back as `exchange_id`. */
        exchange_id: string;
      };
    }
  | { type: DeliveryServiceName; data: null; error: string };

/** `GET /api/v1/bestbuy/services`: each item's answer, by sku. */
export type DeliveryServicesResponse = Record<string, DeliveryServiceAnswerRecord>;

/** One item's schedule. The ids of delivery types and shipments are those the services answer offered. */
export type DeliveryScheduleEntryRequest = {
  sku: string;
  type: DeliveryServiceName;
  zip_code: string;
  delivery_types?: string[];
  window?: { date: string; time: string } | null;
  pickup_store?: string | number | null;
  shipment?: string | null;
  address?: { line_1?: string; city?: string; state?: string; code?: string } | null;
};

/** `POST /api/v1/bestbuy/schedule`: the services quote confirmed, with one schedule per item. */
export type DeliveryScheduleRequest = {
  checkout_id: string | number;
  exchange_id: string | null;
  schedules: DeliveryScheduleEntryRequest[];
};

/** `POST /api/v1/bestbuy/schedule`: the delivery charge (in dollars) and how many items were scheduled. */
export type DeliveryScheduleResponse = {
  delivery_charge: number;
  scheduled: number;
};

/** `POST /api/v1/cards/token`: the tokenised card (never its number) with its funding and country. */
export type CardTokenResponse = {
  card: {
    /** The token the charge sends. */
    id: string;
    brand: string;
    last4: string;
    funding: 'credit' | 'debit' | 'prepaid';
    /** The issuing country (ISO code). */
    country: string;
  };
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
};

/**
 * `POST /api/v1/cards/processCard`: the charge that went through and the checkout's status after it. A
 * declined or failed charge answers an error (402 or 502) instead.
 */
export type ProcessCardResponse = {
  payment: {
    id: string;
    /** In dollars. */
    amount: number;
    status: 'succeeded';
    card: { brand: string; last4: string };
  };
  step: number | null;
};

/** `GET /api/v1/cards/processCard/{key}`: the charge made with an idempotency key (path parameter). */
export type ProcessCardLookupRequest = {
  key: string;
};

/** `GET /api/v1/cards/processCard/{key}`: the same answer the charge got (404 when none was made). */
export type ProcessCardLookupResponse = ProcessCardResponse;

/** `GET /api/v1/payroll/employers` (query): employers whose name holds the keyword. */
export type PayrollEmployersRequest = {
  keyword: string;
  /** The literal 'true' (a boolean would go out as 1). */
  fullSearch?: 'true' | 'false';
};

/** An employer of the payroll search. */
export type PayrollEmployerRecord = {
  id: number;
  name: string;
  employerName: string;
  /** Whether payroll deduction can be set up with it. */
  pdSupported: boolean;
};

/** `GET /api/v1/payroll/employers`: the matching employers. */
export type PayrollEmployersResponse = PayrollEmployerRecord[];

/** A settled affordability check: the decision, raised where the employer allowed it. */
export type PayrollSettledResponse = {
  state: 'completed';
  result: DeterminationRecord | null;
};

/**
 * `POST /api/v1/payroll/{application_id}`: an asynchronous employer's link was sent; a synchronous one is
 * settled at once (a refusal answers a 422 error instead).
 */
export type PayrollEnrolResponse =
  | {
      type: 'async' | 'sync';
      platform: string;
      income: { employer: string };
      result: { message: string };
    }
  | PayrollSettledResponse;

/** `GET /api/v1/payroll/{application_id}/affordability`: settled, or still waiting on the employer. */
export type PayrollAffordabilityResponse =
  PayrollSettledResponse | { state: 'initiated'; type: 'async' | 'sync' };

/** `POST /api/v1/payroll/{application_id}/refresh`: settled (a pending check answers a 409 error). */
export type PayrollRefreshResponse = PayrollSettledResponse;

/** `POST /api/v1/payroll/{application_id}/restart` (empty body): a new link was sent. */
export type PayrollRestartResponse = {
  state: 'initiated';
  sent: true;
};

// The identity check's send and verify are inferred from the contract's schemas (contract/schemas.ts).
export type { IdentitySendResponse, IdentityVerifyRequest, IdentityVerifyResponse } from './schemas';

/**
 * `GET /apply-v2/intellicheck/exchange` (the link's token in the `X-Apply-Token` header): a session on
 * the phone for the completed check, and where its application stands.
 */
export type IdentityExchangeResponse = {
  /** The new session's apply token. */
  token: string;
  completed: true;
  lease: {
    application_id: number;
    checkout_id: number | null;
    current_step: number | null;
    result_code: string | null;
  };
};
