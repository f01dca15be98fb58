/**
 * The checkout side of the contract (docs/decisions/0001-contract-schemas.md): each call the app makes
 * from the lease summary to the completed checkout (lease, e-sign, discard, cancel, process, banking,
 * delivery, card and payroll), as one definition with its request and answer schemas. A store imports
 * the calls it makes, so their schemas are bundled with it (and with an app's lazy checkout chunks); the
 * API client parses each answer with `answer`, and the sandbox validates each request with `request`.
 * A GET's request is its query string, whose booleans the API client writes as 1 and 0.
 */
import * as z from 'zod/mini';
import { call, dollars, looseFlag, safeText, wholeNumber } from '../fields';
import {
  bankingRecordSchema,
  checkoutViewSchema,
  determinationRecordSchema,
  leaseComputationRecordSchema,
} from '../records';

const count = z.number();
const text = z.string();
/** A checkout or application id as the app sends it: a number, or its digits as text. */
const idOf = (field: string) => z.union([z.number(), safeText(field, 64)]);

// ---- GET /apply-v2/checkout/{checkout_id} and …/process -------------------------------------------

/** `GET /apply-v2/checkout/{checkout_id}`: the checkout, as far as the session may see it. */
export const checkoutCall = call({
  method: 'GET',
  path: '/apply-v2/checkout/{checkout_id}',
  request: z.object({}),
  answer: checkoutViewSchema,
});

/**
 * `GET /apply-v2/checkout/{checkout_id}/process` (no query): the checkout as `GET /apply-v2/checkout/{id}`
 * sends it, with `redirect` set to the failure address when a cancelled checkout runs outside a frame.
 */
export const checkoutProcessCall = call({
  method: 'GET',
  path: '/apply-v2/checkout/{checkout_id}/process',
  request: z.object({}),
  answer: checkoutViewSchema,
});

/** `GET /apply-v2/checkout/{id}/process`: the checkout, with where a cancelled one goes. */
export type CheckoutProcessResponse = z.output<typeof checkoutProcessCall.answer>;

// ---- GET /apply-v2/checkout/{checkout_id}/lease ------------------------------------------------------

/**
 * `GET /apply-v2/checkout/{checkout_id}/lease` (query): the lease terms to compute and save on the
 * checkout: the option ('a' … 'd', an 'OptionA' spelling taken too), the payment frequency, the
 * additional down payment in dollars (0 by default), the language (English by default), and the optional
 * coverage where the store shows its switch.
 */
export const checkoutLeaseCall = call({
  method: 'GET',
  path: '/apply-v2/checkout/{checkout_id}/lease',
  request: z.object({
    application_id: z.optional(wholeNumber()),
    option: z.pipe(
      z.pipe(
        safeText('option', 20),
        z.transform((value: string) => value.replace(/^option/i, '').toLowerCase()),
      ),
      z.enum(['a', 'b', 'c', 'd'], { error: 'The option must be a, b, c or d.' }),
    ),
    payment_frequency: z.enum(['14-day', '28-day', 'semi-monthly', 'monthly'], {
      error: 'The payment frequency is not in the allowed values.',
    }),
    iframe: z.optional(looseFlag('iframe')),
    // Whole cents from 0; the lender holds it to the cash price, which the schema does not know.
    additionalDown: z._default(z.optional(dollars('additional down payment')), 0),
    ocp_included: z.optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])])),
    language: z._default(z.enum(['en', 'es'], { error: 'The language must be en or es.' }), 'en'),
    // Never read (the scheduled delivery is priced), but bounded like every amount a client sends.
    delivery_charge: z.optional(dollars('delivery charge')),
    checkout_id: z.optional(idOf('checkout id')),
  }),
  answer: leaseComputationRecordSchema,
});

/** `GET /apply-v2/checkout/{id}/lease` (query): the lease terms to compute, and save on the checkout. */
export type CheckoutLeaseRequest = z.input<typeof checkoutLeaseCall.request>;
/** `GET /apply-v2/checkout/{id}/lease`: the lease computation (its summary and contract terms). */
export type CheckoutLeaseResponse = z.output<typeof checkoutLeaseCall.answer>;

// ---- POST /apply-v2/checkout/{checkout_id}/esign -----------------------------------------------------

/** The HVAC installing technician as the lease summary's form holds it (quote in dollars, as typed). */
export type ESignTechnician = { name: string; phone: string; email: string; quote: string };

/**
 * `POST /apply-v2/checkout/{checkout_id}/esign`: generate the contract and its signing page; the
 * technician goes only for a store whose contract names the installing technician (the lender checks it
 * against its own rules). Answers the signing page to open and the checkout's new status
 * (`LEASE_ESIGNATURE`).
 */
export const eSignCall = call({
  method: 'POST',
  path: '/apply-v2/checkout/{checkout_id}/esign',
  request: z.object({
    checkout_id: z.optional(idOf('checkout id')),
    iframe: z.optional(z.union([z.boolean(), safeText('iframe', 10)])),
    technician: z.optional(z.unknown()),
  }),
  answer: z.object({ url: text, step: count }),
});

/** `POST /apply-v2/checkout/{id}/esign`: generate the contract and its signing page. */
export type ESignRequest = z.input<typeof eSignCall.request>;
/** `POST /apply-v2/checkout/{id}/esign`: the signing page to open, and the checkout's new status. */
export type ESignResponse = z.output<typeof eSignCall.answer>;

// ---- POST /apply-v2/checkout/{checkout_id}/discard ---------------------------------------------------

/** `POST /apply-v2/checkout/{checkout_id}/discard`: drop the unsigned contract and its lease. */
export const discardContractCall = call({
  method: 'POST',
  path: '/apply-v2/checkout/{checkout_id}/discard',
  request: z.object({ checkout_id: z.optional(idOf('checkout id')) }),
  answer: z.object({ step: z.nullable(count), discarded: z.literal(true) }),
});

/** `POST /apply-v2/checkout/{id}/discard`: the path's checkout again; the lender goes by the path. */
export type DiscardContractRequest = z.input<typeof discardContractCall.request>;
/** `POST /apply-v2/checkout/{id}/discard`: the checkout's status after the discard. */
export type DiscardContractResponse = z.output<typeof discardContractCall.answer>;

// ---- POST /apply-v2/checkout/{checkout_id}/cancel ----------------------------------------------------

/**
 * `POST /apply-v2/checkout/{checkout_id}/cancel`: why the shopper returns to the retailer ('Return to
 * Retailer'); other fields are not read. The code goes back to the host in the
 * checkout's result, so it holds no hidden characters. Answers the cancelled status and where the
 * retailer takes a failure.
 */
export const checkoutCancelCall = call({
  method: 'POST',
  path: '/apply-v2/checkout/{checkout_id}/cancel',
  request: z.object({
    code: z.optional(z.nullable(safeText('code', 100))),
    message: z.optional(z.nullable(safeText('message', 500))),
  }),
  answer: z.object({ step: count, return_url_failure: text }),
});

/** `POST /apply-v2/checkout/{id}/cancel`: why the shopper returns to the retailer. */
export type CheckoutCancelRequest = z.input<typeof checkoutCancelCall.request>;
/** `POST /apply-v2/checkout/{id}/cancel`: the cancelled status and where the retailer takes a failure. */
export type CheckoutCancelResponse = z.output<typeof checkoutCancelCall.answer>;

// ---- POST /apply-v2/checkout/{checkout_id}/banking ---------------------------------------------------

/**
 * `POST /apply-v2/checkout/{checkout_id}/banking`: the saved bank details, masked, and the checkout's
 * status. Its request is form-driven: the values of the form schema `GET …/banking?_form=1` sends, so
 * the schema, not this contract, names its fields.
 */
export const checkoutBankingCall = call({
  method: 'POST',
  path: '/apply-v2/checkout/{checkout_id}/banking',
  request: z.record(z.string(), z.unknown()),
  answer: z.object({ banking: z.nullable(bankingRecordSchema), step: z.nullable(count) }),
});

/**
 * `GET /apply-v2/checkout/{checkout_id}/banking`: with `_form` set (the app writes it as 1) the banking
 * form's schema (read by the form engine, `schema-form/schema.ts`), without it the form's values.
 */
export const checkoutBankingFormCall = call({
  method: 'GET',
  path: '/apply-v2/checkout/{checkout_id}/banking',
  request: z.object({ _form: z.optional(z.enum(['true', 'false', '1', '0'])) }),
  answer: z.record(z.string(), z.unknown()),
});

/** `POST /apply-v2/checkout/{id}/banking`: the saved bank details, masked, and the checkout's status. */
export type CheckoutBankingResponse = z.output<typeof checkoutBankingCall.answer>;

// ---- The delivery calls ------------------------------------------------------------------------------

const SERVICES = ['home-delivery', 'pickup', 'shipping'] as const;

/** The delivery services of the delivery calls: Home Delivery, InStore Pick Up and Shipping. */
export type DeliveryServiceName = (typeof SERVICES)[number];

const skuAvailabilityRecordSchema = z.object({
  'available-for-delivery': z.boolean(),
  'available-for-shipping': z.boolean(),
  'available-for-pickup': z.boolean(),
});

/** The services one item can use. */
export type SkuAvailabilityRecord = z.output<typeof skuAvailabilityRecordSchema>;

/**
 * `GET /api/v1/bestbuy/productavailability` (query): which services the cart's items (their skus,
 * comma-separated) can use at a zip; answers per sku, and whether any item can use each service.
 */
export const productAvailabilityCall = call({
  method: 'GET',
  path: '/api/v1/bestbuy/productavailability',
  request: z.object({
    skus: safeText('skus', 2000).check(z.minLength(1, 'The skus field is required.')),
    zip: z.optional(safeText('zip', 10)),
    code: z.optional(safeText('code', 10)),
  }),
  answer: z.object({
    items: z.record(z.string(), skuAvailabilityRecordSchema),
    homeDelivery: z.boolean(),
    onlineAvailability: z.boolean(),
    friendsAndFamilyPickup: z.boolean(),
    inStoreAvailability: z.boolean(),
    inStorePickup: z.boolean(),
  }),
});

/** `GET /api/v1/bestbuy/productavailability` (query): which services the cart's items can use at a zip. */
export type ProductAvailabilityRequest = z.input<typeof productAvailabilityCall.request>;
/** `GET /api/v1/bestbuy/productavailability`: per sku, and whether any item can use each service. */
export type ProductAvailabilityResponse = z.output<typeof productAvailabilityCall.answer>;

const deliveryOptionRecordSchema = z.object({ id: text, label: text, price: count });

/** A priced option of the services answer (a delivery type or a shipment), price in dollars. */
export type DeliveryOptionRecord = z.output<typeof deliveryOptionRecordSchema>;

const deliveryServiceAnswerRecordSchema = z.union([
  z.object({
    type: z.enum(SERVICES),
    data: z.object({
      stores: z.array(z.object({ id: count, name: text, address: text })),
      'delivery-service': z.nullable(
        z.object({
          types: z.array(deliveryOptionRecordSchema),
          windows: z.array(z.object({ date: text, times: z.array(text) })),
        }),
      ),
      options: z.array(deliveryOptionRecordSchema),
      exchange_id: text,
    }),
  }),
  z.object({ type: z.enum(SERVICES), data: z.null(), error: text }),
]);

/**
 * One item's answer of the services call: its options (with `exchange_id`, the quote the schedule sends
 * back), or why the service cannot be used.
 */
export type DeliveryServiceAnswerRecord = z.output<typeof deliveryServiceAnswerRecordSchema>;

/**
 * `GET /api/v1/bestbuy/services` (query): the options of the services chosen per item (`sku:service`
 * pairs, comma-separated), at a 5-digit zip code; `delivery_options` lists the distinct services, and
 * `address` (one line) goes only when some item ships. Answers each item's options, by sku.
 */
export const deliveryServicesCall = call({
  method: 'GET',
  path: '/api/v1/bestbuy/services',
  request: z.object({
    services: safeText('services', 2000).check(
      z.regex(
        /^[^:,]+:(home-delivery|pickup|shipping)(,[^:,]+:(home-delivery|pickup|shipping))*$/,
        'The services must be a list of sku:type.',
      ),
    ),
    code: safeText('code', 10).check(z.regex(/^\d{5}$/, 'The code must be 5 digits.')),
    address: z.optional(safeText('address', 200)),
    delivery_options: z.optional(
      safeText('delivery options', 100).check(
        z.regex(
          /^(home-delivery|pickup|shipping)(,(home-delivery|pickup|shipping))*$/,
          'The delivery options must be a list of services.',
        ),
      ),
    ),
  }),
  answer: z.record(z.string(), deliveryServiceAnswerRecordSchema),
});

/** `GET /api/v1/bestbuy/services` (query): the options of the services chosen per item. */
export type DeliveryServicesRequest = z.input<typeof deliveryServicesCall.request>;
/** `GET /api/v1/bestbuy/services`: each item's answer, by sku. */
export type DeliveryServicesResponse = z.output<typeof deliveryServicesCall.answer>;

const deliveryScheduleEntrySchema = z.object({
  sku: safeText('sku', 64).check(z.minLength(1, 'The sku field is required.')),
  type: z.enum(SERVICES, { error: 'The type must be home-delivery, pickup or shipping.' }),
  zip_code: safeText('zip code', 10).check(z.regex(/^\d{5}$/, 'The zip code must be 5 digits.')),
  value: z.optional(z.unknown()),
  delivery_types: z.optional(z.array(safeText('delivery type', 50))),
  window: z.optional(z.nullable(z.object({ date: safeText('date', 20), time: safeText('time', 20) }))),
  pickup_store: z.optional(z.nullable(wholeNumber())),
  shipment: z.optional(z.nullable(safeText('shipment', 50))),
  address: z.optional(
    z.nullable(
      z.object({
        line_1: z.optional(safeText('address line 1', 200)),
        city: z.optional(safeText('city', 100)),
        state: z.optional(safeText('state', 50)),
        code: z.optional(safeText('zip code', 10)),
      }),
    ),
  ),
});

/** One item's schedule. The ids of delivery types and shipments are those the services answer offered. */
export type DeliveryScheduleEntryRequest = z.input<typeof deliveryScheduleEntrySchema>;

/**
 * `POST /api/v1/bestbuy/schedule`: the services quote confirmed, with one schedule per item (at least
 * one). Answers the delivery charge (in dollars) and how many items were scheduled.
 */
export const deliveryScheduleCall = call({
  method: 'POST',
  path: '/api/v1/bestbuy/schedule',
  request: z.object({
    checkout_id: wholeNumber({ error: 'The checkout id field is required.' }),
    exchange_id: z.optional(z.nullable(safeText('exchange id', 100))),
    schedules: z
      .array(deliveryScheduleEntrySchema, { error: 'The schedules field is required.' })
      .check(z.minLength(1, 'Please select at least one service!')),
  }),
  answer: z.object({ delivery_charge: count, scheduled: count }),
});

/** `POST /api/v1/bestbuy/schedule`: the services quote confirmed, with one schedule per item. */
export type DeliveryScheduleRequest = z.input<typeof deliveryScheduleCall.request>;
/** `POST /api/v1/bestbuy/schedule`: the delivery charge (in dollars) and how many items were scheduled. */
export type DeliveryScheduleResponse = z.output<typeof deliveryScheduleCall.answer>;

// ---- The card calls ----------------------------------------------------------------------------------

const funding = z.enum(['credit', 'debit', 'prepaid']);

/**
 * `POST /api/v1/cards/token`: the card (digits; spaces and dashes taken out), tokenised before any
 * charge, with its MM/YY expiration and CVV. Answers the tokenised card (never its number) with its
 * funding and issuing country.
 */
export const cardTokenCall = call({
  method: 'POST',
  path: '/api/v1/cards/token',
  request: z.object({
    card: z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: 'The card field is required.' }),
        z.transform((value: string | number) => String(value).replace(/[\s-]/g, '')),
      ),
      z.string().check(z.regex(/^\d{12,19}$/, 'The card number is not valid.')),
    ),
    card_expiration: safeText('card expiration', 10).check(
      z.regex(/^(0[1-9]|1[0-2])\/?(\d{2}|\d{4})$/, 'The card expiration must be MM/YY.'),
    ),
    cvv: z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: 'The cvv field is required.' }),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(z.regex(/^\d{3,4}$/, 'The cvv must be 3 or 4 digits.')),
    ),
    token: z.optional(z.nullable(safeText('token', 100))),
    ssn: z.optional(z.nullable(safeText('ssn', 20))),
    card_last_four: z.optional(z.nullable(z.union([safeText('card last four', 4), z.number()]))),
    provider: z.optional(z.nullable(safeText('provider', 50))),
    type: z.optional(z.nullable(safeText('type', 50))),
    validate_bin_number: z.optional(z.nullable(looseFlag('validate bin number'))),
    is_down_payment: z.optional(z.nullable(looseFlag('is down payment'))),
  }),
  answer: z.object({
    card: z.object({ id: text, brand: text, last4: text, funding, country: text }),
    funding,
    country: text,
  }),
});

/** `POST /api/v1/cards/token`: the card, tokenised before any charge. */
export type CardTokenRequest = z.input<typeof cardTokenCall.request>;
/** `POST /api/v1/cards/token`: the tokenised card (never its number) with its funding and country. */
export type CardTokenResponse = z.output<typeof cardTokenCall.answer>;

const processCardAnswerSchema = z.object({
  payment: z.object({
    id: text,
    amount: count,
    status: z.literal('succeeded'),
    card: z.object({ brand: text, last4: text }),
  }),
  step: z.nullable(count),
});

/**
 * `POST /api/v1/cards/processCard`: charge a tokenised card once (the idempotency key, at least 8
 * characters, makes a repeat safe), the amount in dollars from 1 cent. Answers the charge that went
 * through (amount in dollars) and the checkout's status after it; a declined or failed charge answers an
 * error (402 or 502) instead.
 */
export const processCardCall = call({
  method: 'POST',
  path: '/api/v1/cards/processCard',
  request: z.object({
    token: safeText('token', 100).check(z.minLength(1, 'The token field is required.')),
    application_id: z.union([z.number(), safeText('application id', 64)], {
      error: 'The application id field is required.',
    }),
    amount: dollars('amount', { minCents: 1 }),
    convenienceFee: z._default(z.optional(dollars('convenience fee')), 0),
    isDownPayment: z.optional(looseFlag('is down payment')),
    // The app's own reference of the charge; the lender does not read it.
    reference: z.optional(z.unknown()),
    idempotency_key: z.optional(
      safeText('idempotency key', 100).check(
        z.minLength(8, 'The idempotency key must be at least 8 characters.'),
      ),
    ),
  }),
  answer: processCardAnswerSchema,
});

/** `POST /api/v1/cards/processCard`: charge a tokenised card once. */
export type ProcessCardRequest = z.input<typeof processCardCall.request>;
/** `POST /api/v1/cards/processCard`: the charge that went through and the checkout's status after it. */
export type ProcessCardResponse = z.output<typeof processCardCall.answer>;

/** `GET /api/v1/cards/processCard/{key}`: the charge made with an idempotency key (404 when none was). */
export const processCardLookupCall = call({
  method: 'GET',
  path: '/api/v1/cards/processCard/{key}',
  request: z.object({ key: safeText('key', 100) }),
  answer: processCardAnswerSchema,
});

/** `GET /api/v1/cards/processCard/{key}`: the idempotency key (path parameter). */
export type ProcessCardLookupRequest = z.input<typeof processCardLookupCall.request>;
/** `GET /api/v1/cards/processCard/{key}`: the same answer the charge got. */
export type ProcessCardLookupResponse = z.output<typeof processCardLookupCall.answer>;

// ---- The payroll calls -------------------------------------------------------------------------------

const payrollEmployerRecordSchema = z.object({
  id: count,
  name: text,
  employerName: text,
  pdSupported: z.boolean(),
});

/** An employer of the payroll search; `pdSupported` says whether payroll deduction can be set up with it. */
export type PayrollEmployerRecord = z.output<typeof payrollEmployerRecordSchema>;

/**
 * `GET /api/v1/payroll/employers` (query): employers whose name holds the keyword; `fullSearch` is the
 * literal 'true' (a boolean would go out as 1).
 */
export const payrollEmployersCall = call({
  method: 'GET',
  path: '/api/v1/payroll/employers',
  request: z.object({
    keyword: z.pipe(
      z.pipe(
        safeText('keyword', 100),
        z.transform((value: string) => value.trim()),
      ),
      z
        .string()
        .check(
          z.minLength(1, 'The keyword field is required.'),
          z.maxLength(100, 'The keyword may not be greater than 100 characters.'),
        ),
    ),
    fullSearch: z.optional(z.enum(['true', 'false'])),
  }),
  answer: z.array(payrollEmployerRecordSchema),
});

/** `GET /api/v1/payroll/employers` (query): employers whose name holds the keyword. */
export type PayrollEmployersRequest = z.input<typeof payrollEmployersCall.request>;
/** `GET /api/v1/payroll/employers`: the matching employers. */
export type PayrollEmployersResponse = z.output<typeof payrollEmployersCall.answer>;

const payrollSettledSchema = z.object({
  state: z.literal('completed'),
  result: z.nullable(determinationRecordSchema),
});

/** A settled affordability check: the decision, raised where the employer allowed it. */
export type PayrollSettledResponse = z.output<typeof payrollSettledSchema>;

/**
 * `POST /api/v1/payroll/{application_id}`: enrol the chosen employer for payroll deduction. An
 * asynchronous employer's link was sent; a synchronous one is settled at once (a refusal answers a 422).
 */
export const payrollEnrolCall = call({
  method: 'POST',
  path: '/api/v1/payroll/{application_id}',
  request: z.object({
    employerId: wholeNumber({ error: 'The employer id field is required.' }),
    employerName: z.optional(z.nullable(safeText('employer name', 100))),
  }),
  answer: z.union([
    payrollSettledSchema,
    z.object({
      type: z.enum(['async', 'sync']),
      platform: text,
      income: z.object({ employer: text }),
      result: z.object({ message: text }),
    }),
  ]),
});

/** `POST /api/v1/payroll/{application_id}`: enrol the chosen employer for payroll deduction. */
export type PayrollEnrolRequest = z.input<typeof payrollEnrolCall.request>;
/** `POST /api/v1/payroll/{application_id}`: a link sent, or settled at once. */
export type PayrollEnrolResponse = z.output<typeof payrollEnrolCall.answer>;

/** `GET /api/v1/payroll/{application_id}/affordability`: settled, or still waiting on the employer. */
export const payrollAffordabilityCall = call({
  method: 'GET',
  path: '/api/v1/payroll/{application_id}/affordability',
  request: z.object({}),
  answer: z.union([
    payrollSettledSchema,
    z.object({ state: z.literal('initiated'), type: z.enum(['async', 'sync']) }),
  ]),
});

/** `GET /api/v1/payroll/{application_id}/affordability`: settled, or still waiting on the employer. */
export type PayrollAffordabilityResponse = z.output<typeof payrollAffordabilityCall.answer>;

/** `POST /api/v1/payroll/{application_id}/refresh`: settled (a pending check answers a 409 error). */
export const payrollRefreshCall = call({
  method: 'POST',
  path: '/api/v1/payroll/{application_id}/refresh',
  request: z.object({}),
  answer: payrollSettledSchema,
});

/** `POST /api/v1/payroll/{application_id}/refresh`: settled. */
export type PayrollRefreshResponse = z.output<typeof payrollRefreshCall.answer>;

/** `POST /api/v1/payroll/{application_id}/restart` (empty body): a new link was sent. */
export const payrollRestartCall = call({
  method: 'POST',
  path: '/api/v1/payroll/{application_id}/restart',
  request: z.object({}),
  answer: z.object({ state: z.literal('initiated'), sent: z.literal(true) }),
});

/** `POST /api/v1/payroll/{application_id}/restart`: a new link was sent. */
export type PayrollRestartResponse = z.output<typeof payrollRestartCall.answer>;
