/**
 * The application side of the contract (docs/decisions/0001-contract-schemas.md): retailer and store
 * lookups, the wizard's steps, retrieval, the PIN confirm, submit, the customer checks, the payment
 * calculator, the address and bank lookups and the checkpoint exchange, each as one definition with its
 * request (body or query) and answer (the envelope's `data`) schemas. A store imports the calls it makes;
 * the API client parses each answer with `answer`, and the sandbox validates each request with `request`.
 * Field names are the wire names; money says its unit.
 */
import * as z from 'zod/mini';
import type { FormSchema } from '../../schema-form/schema';
import { call, dollars, safeText, wholeNumber } from '../fields';
import {
  applicantRecordSchema,
  applicationViewSchema,
  bankingRecordSchema,
  cartItemRecordSchema,
  checkoutViewSchema,
  determinationRecordSchema,
  retailerRecordSchema,
  retailStoreRecordSchema,
  retrievalRecordSchema,
  stepSaveRecordSchema,
} from '../records';

const count = z.number();
const text = z.string();
const flag = z.boolean();
/** A form-driven body: the form schema's own values (dotted names unflattened, 01 §4). */
const formValues = z.record(z.string(), z.unknown());
/** The query of a form's values or schema: `_form=true` asks for the schema. */
const formQuery = z.object({ _form: z.optional(z.enum(['true', 'false'])) });
/** A 9-digit SSN as typed (dashes or spaces allowed between the groups). */
const ssn = z
  .string({ error: 'The ssn field is required.' })
  .check(z.refine((value) => /^\d{3}[- ]?\d{2}[- ]?\d{4}$/.test(value), 'The ssn must be 9 digits.'));
/** An id as the app sends it: a number, or its digits as text. */
const idOf = (field: string) => z.union([z.number(), safeText(field, 64)]);

// ---- Retailer and retail stores ----------------------------------------------------------------------

/** `GET /apply-v2/retailer/{slug}`: the retailer a slug names. */
export const retailerCall = call({
  method: 'GET',
  path: '/apply-v2/retailer/{slug}',
  request: z.object({}),
  answer: retailerRecordSchema,
});

/** `GET /apply-v2/retailer/{slug}`: the retailer a slug names. */
export type RetailerResponse = z.output<typeof retailerCall.answer>;

/** The paging of a listed page (the envelope's `meta`). */
export const pageMetaRecordSchema = z.object({
  filters: z.record(z.string(), z.unknown()),
  current_page: count,
  last_page: count,
  per_page: count,
  total: count,
  from: count,
  to: count,
});

/**
 * The paging of a listed page (the envelope's `meta`, beside `data`): `from` and `to` are the first and
 * last row's numbers on the page (from 1; 0 when the list is empty).
 */
export type PageMetaRecord = z.output<typeof pageMetaRecordSchema>;

/**
 * `GET /apply-v2/retailer/{slug}/stores` (query): one page (from 1) of the retailer's retail stores
 * matching the search text (empty lists every store), 1 to 100 stores to a page (25 by default). A paged
 * answer: the client hands on the envelope's `data` (the rows) and its `meta` (the paging).
 */
export const retailStoresCall = call({
  method: 'GET',
  path: '/apply-v2/retailer/{slug}/stores',
  request: z.object({
    q: z._default(z.optional(safeText('search', 100)), ''),
    page: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1))), 1),
    limit: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))), 25),
  }),
  answer: z.array(retailStoreRecordSchema),
});

/** `GET /apply-v2/retailer/{slug}/stores`: the query of one page of the retailer's retail stores. */
export type RetailStoresQuery = z.input<typeof retailStoresCall.request>;
/** `GET /apply-v2/retailer/{slug}/stores`: one page of the retailer's retail stores, with its paging. */
export type RetailStoresResponse = {
  data: z.output<typeof retailStoresCall.answer>;
  meta: PageMetaRecord & { filters: { q: string } };
};

/** `GET /apply-v2/retailer/{slug}/store/{store}` (03 §3): the retail store a slug names, and its retailer. */
export const retailStoreCall = call({
  method: 'GET',
  path: '/apply-v2/retailer/{slug}/store/{store}',
  request: z.object({}),
  answer: z.object({ store: retailStoreRecordSchema, retailer: retailerRecordSchema }),
});

/** `GET /apply-v2/retailer/{slug}/store/{store}`: the retail store a slug names, and its retailer. */
export type RetailStoreResponse = z.output<typeof retailStoreCall.answer>;

// ---- The wizard's steps ------------------------------------------------------------------------------

/** What saving a step that stores nothing answers (the HVAC questions and the retrieve form): valid. */
const stepCheckRecordSchema = z.object({ valid: z.literal(true) });

/** What saving a step that stores nothing answers: valid. */
export type StepCheckRecord = z.output<typeof stepCheckRecordSchema>;

/**
 * `POST /apply-v2/application/step/{step}` (and `POST /apply-v2/applicant/address`, the address step's
 * own action): form-driven, the body is the step schema's own values. Answers the saved application, or
 * for the steps that store nothing (`hvacQuestions`, `retrieve`) only that the values are valid.
 */
export const stepSaveCall = call({
  method: 'POST',
  path: '/apply-v2/application/step/{step}',
  request: formValues,
  answer: z.union([stepSaveRecordSchema, stepCheckRecordSchema]),
});

/** `POST /apply-v2/application/step/{step}`: the step schema's own values. */
export type StepSaveRequest = z.input<typeof stepSaveCall.request>;
/** `POST /apply-v2/application/step/{step}`: the saved application, or that the values are valid. */
export type StepSaveResponse = z.output<typeof stepSaveCall.answer>;

/**
 * `GET /apply-v2/application/step/{step}` and `GET /apply-v2/application`: with `_form=true` the
 * answer is the form's schema (read by the form engine, `schema-form/schema.ts`), without it the form's
 * saved values.
 */
export const stepSchemaCall = call({
  method: 'GET',
  path: '/apply-v2/application/step/{step}',
  request: formQuery,
  answer: z.record(z.string(), z.unknown()),
});

/** `GET /apply-v2/application/step/{step}?_form=true` (01 §3, §7): the step's form schema. */
export type StepSchemaResponse = FormSchema;

/** `GET /apply-v2/application/step/{step}` (query): the schema (`_form=true`) or the saved values. */
export type StepSchemaQuery = z.input<typeof stepSchemaCall.request>;

/** The test-fill scenarios (01 §7), in the spec's order. */
export const FILL_TYPES = [
  'option-a',
  'option-a-hvac',
  'option-b',
  'option-c',
  'option-a-b',
  'denied-wo-score',
  'denied-w-score',
] as const;

/**
 * `GET /apply-v2/application/fill` (01 §7, development only): the values of a test scenario for a store,
 * as the wizard's forms name them (the applicant's SSN in full: test data; the HVAC answers by question
 * for an HVAC store, else null).
 */
export const fillCall = call({
  method: 'GET',
  path: '/apply-v2/application/fill',
  request: z.object({
    type: z.enum(FILL_TYPES, { error: `The type must be one of ${FILL_TYPES.join(', ')}.` }),
    store_id: wholeNumber({ error: 'The store id field is required.' }),
  }),
  answer: z.object({
    applicant: applicantRecordSchema,
    has_co_applicant: flag,
    same_location: flag,
    co_applicant: z.nullable(applicantRecordSchema),
    add_banking: flag,
    banking: z.extend(bankingRecordSchema, { checking_account_confirmation: text }),
    product_selection_override: z.nullable(text),
    hvac_questions: z.nullable(z.record(z.string(), text)),
    promo_code: z.nullable(text),
  }),
});

/** `GET /apply-v2/application/fill` (query): which test scenario, for which store. */
export type FillQuery = z.input<typeof fillCall.request>;
/** `GET /apply-v2/application/fill`: the values of a test scenario, as the wizard's forms name them. */
export type FillResponse = z.output<typeof fillCall.answer>;

/**
 * `POST /apply-v2/application/retrieve` (03 §2): form-driven like a step, the retrieve form's values
 * (last name, SSN, date of birth). Answers the earlier application found, for the verification form.
 */
export const retrieveCall = call({
  method: 'POST',
  path: '/apply-v2/application/retrieve',
  request: formValues,
  answer: retrievalRecordSchema,
});

/** `POST /apply-v2/application/retrieve`: the retrieve form's values. */
export type RetrieveRequest = z.input<typeof retrieveCall.request>;
/** `POST /apply-v2/application/retrieve`: the earlier application found. */
export type RetrieveResponse = z.output<typeof retrieveCall.answer>;

// ---- PIN confirm and submit --------------------------------------------------------------------------

/**
 * The answer of a PIN confirm (02 §4): verified, with the session token to send from now on (the lender
 * rotates it; absent while the items are to be confirmed), the application (a new one when
 * `requiresNewApp`) and its decision; or, when the new cart differs from a contract's items,
 * `confirmDifferentCheckoutItems` with both item lists and no decision yet.
 */
const pinConfirmAnswerSchema = z.object({
  token: z.optional(text),
  requiresNewApp: flag,
  application: z.nullable(applicationViewSchema),
  result: z.optional(z.nullable(determinationRecordSchema)),
  confirmDifferentCheckoutItems: flag,
  oldItems: z.array(cartItemRecordSchema),
  newItems: z.array(cartItemRecordSchema),
});

/**
 * `POST /apply-v2/application/verify/confirm` (02 §4): the 5-digit PIN, and where the shopper applies
 * from (`retrieval`: reached by retrieval; `keep_checkout_items`: the shopper's answer to 'keep the items
 * of the new cart?', when it was asked).
 */
export const pinConfirmCall = call({
  method: 'POST',
  path: '/apply-v2/application/verify/confirm',
  request: z.object({
    uuid: z.uuid({ error: 'The uuid field is required.' }),
    code: z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: 'The code field is required.' }),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(z.regex(/^\d{5}$/, 'The code must be 5 digits.')),
    ),
    checkout_id: z.optional(z.nullable(idOf('checkout id'))),
    store_id: z.optional(z.nullable(idOf('store id'))),
    retrieval: z.optional(z.nullable(flag)),
    iframe: z.optional(z.nullable(z.union([flag, safeText('iframe', 10)]))),
    keep_checkout_items: z.optional(z.nullable(flag)),
  }),
  answer: pinConfirmAnswerSchema,
});

/** `POST /apply-v2/application/verify/confirm`: the 5-digit PIN, and where the shopper applies from. */
export type PinConfirmRequest = z.input<typeof pinConfirmCall.request>;
/** `POST /apply-v2/application/verify/confirm`: verified, or the items to confirm. */
export type PinConfirmResponse = z.output<typeof pinConfirmCall.answer>;

/**
 * A refused PIN confirm of a maxed application (02 §4): the error envelope's `data` (status 429), with
 * the determination that stands.
 */
export const pinMaxedRecordSchema = z.object({
  maxed: z.literal(true),
  result: z.optional(z.nullable(determinationRecordSchema)),
});

/** A refused PIN confirm of a maxed application: the determination that stands. */
export type PinMaxedRecord = z.output<typeof pinMaxedRecordSchema>;

/**
 * A refused PIN confirm of a wrong PIN (status 422): the field error, and the tries left when the lender
 * counts them (the app counts the tries itself without it; the sandbox does not send it).
 */
export const pinWrongRecordSchema = z.object({
  code: z.optional(z.array(text)),
  attempts_left: z.optional(count),
});

/** A refused PIN confirm of a wrong PIN: the field error, and the tries left. */
export type PinWrongRecord = z.output<typeof pinWrongRecordSchema>;

/**
 * `POST /apply-v2/application/confirm` (03 §4, §7): submit the verified application. The app sends the
 * application data it holds (form values, none needed) with the two flags; the lender reads only the
 * flags. Answers the credit decision (an earlier one stands when there is one).
 */
export const applicationConfirmCall = call({
  method: 'POST',
  path: '/apply-v2/application/confirm',
  request: z.looseObject({
    submitted: z.optional(flag),
    terms_accepted: z.literal(true, { error: 'The terms must be accepted.' }),
  }),
  answer: determinationRecordSchema,
});

/** `POST /apply-v2/application/confirm`: the application data the app holds, with the two flags. */
export type ApplicationConfirmRequest = z.input<typeof applicationConfirmCall.request>;
/** `POST /apply-v2/application/confirm`: the credit decision. */
export type ApplicationConfirmResponse = z.output<typeof applicationConfirmCall.answer>;

/** `GET /apply-v2/application` (03 §4): the session's saved application, null before the first step. */
export const applicationCall = call({
  method: 'GET',
  path: '/apply-v2/application',
  request: formQuery,
  answer: z.nullable(applicationViewSchema),
});

/** `GET /apply-v2/application`: the session's saved application, null before the first step. */
export type ApplicationResponse = z.output<typeof applicationCall.answer>;

/** `POST /apply-v2/application` (the single-page form's save): form-driven; answers the saved application. */
export const singlePageSaveCall = call({
  method: 'POST',
  path: '/apply-v2/application',
  request: formValues,
  answer: z.object({ application: z.nullable(applicationViewSchema) }),
});

/** `POST /apply-v2/application`: the single-page form's values. */
export type SinglePageSaveRequest = z.input<typeof singlePageSaveCall.request>;
/** `POST /apply-v2/application`: the saved application. */
export type SinglePageSaveResponse = z.output<typeof singlePageSaveCall.answer>;

// ---- The customer checks and the payment calculator ------------------------------------------------

/**
 * The customer checks' answer: both answer under the same wire name, `isPreviousCustomer` (for the
 * pre-approval check: whether the shopper is pre-approved).
 */
const customerCheckAnswerSchema = z.object({ isPreviousCustomer: flag });

/** `POST /api/v1/previousCustomerCheck` (02 §7): the applicant's own SSN, as typed (9 digits). */
export const previousCustomerCheckCall = call({
  method: 'POST',
  path: '/api/v1/previousCustomerCheck',
  request: z.object({ ssn }),
  answer: customerCheckAnswerSchema,
});

/** `POST /api/v1/preapprovalCustomerCheck` (02 §7): the applicant's and co-applicant's SSNs as typed. */
export const preapprovalCheckCall = call({
  method: 'POST',
  path: '/api/v1/preapprovalCustomerCheck',
  request: z.object({ ssn, coapplicant_ssn: z.optional(z.nullable(ssn)) }),
  answer: customerCheckAnswerSchema,
});

/** `POST /api/v1/previousCustomerCheck`: the applicant's own SSN. */
export type PreviousCustomerCheckRequest = z.input<typeof previousCustomerCheckCall.request>;
/** `POST /api/v1/preapprovalCustomerCheck`: the applicant's and co-applicant's SSNs. */
export type PreapprovalCheckRequest = z.input<typeof preapprovalCheckCall.request>;
/** The customer checks' answer, `isPreviousCustomer`. */
export type CustomerCheckResponse = z.output<typeof customerCheckAnswerSchema>;

/**
 * `POST /api/v1/score/payments` (03 §7, §9): the payment calculator's quote for a lease amount (dollars,
 * 2 decimals) and option (an 'OptionA' spelling taken too). Answers the quote, money in dollars: the term
 * in months, the first payment's date (YYYY-MM-DD) and the lease amount priced, raised to the store's
 * minimum.
 */
export const paymentsCall = call({
  method: 'POST',
  path: '/api/v1/score/payments',
  request: z.object({
    modelVersion: z.optional(z.nullable(safeText('model version', 50))),
    leaseAmount: dollars('lease amount'),
    option: z.pipe(
      z.pipe(
        safeText('option', 20),
        z.transform((value: string) => value.replace(/^option/i, '').toUpperCase()),
      ),
      z.enum(['A', 'B', 'C', 'D'], { error: 'The option must be A, B, C or D.' }),
    ),
    paymentFrequency: z.enum(['14-day', '28-day', 'semi-monthly', 'monthly'], {
      error: 'The payment frequency is not in the allowed values.',
    }),
    rating: z.optional(z.nullable(z.coerce.number())),
    score: z.optional(z.nullable(z.coerce.number())),
    // Whole cents from 0; the lender holds it to the lease amount it prices.
    additionalDown: z._default(z.optional(dollars('additional down payment')), 0),
    incomeFrequency: z.optional(z.nullable(safeText('income frequency', 50))),
    companyState: z.optional(z.nullable(safeText('company state', 50))),
    zipCode: z.optional(z.nullable(safeText('zip code', 10))),
    application_id: z.optional(z.nullable(idOf('application id'))),
    ocpIncluded: z.optional(z.union([flag, z.enum(['true', 'false', '1', '0'])])),
  }),
  answer: z.object({
    term: count,
    numPayments: count,
    paymentAmount: count,
    totalPayment: count,
    firstPaymentDate: text,
    express_pay_3_month: count,
    express_pay_6_month: count,
    express_pay_9_month: count,
    leaseAmount: count,
  }),
});

/** `POST /api/v1/score/payments`: the payment calculator's quote for a lease amount and option. */
export type PaymentsRequest = z.input<typeof paymentsCall.request>;
/** `POST /api/v1/score/payments`: the quote, money in dollars. */
export type PaymentsResponse = z.output<typeof paymentsCall.answer>;

// ---- The address and bank lookups --------------------------------------------------------------------

/** `GET /api/v1/addresses/suggestions` (01 §7): up to 5 matches of the typed text, address to place id. */
export const addressSuggestionsCall = call({
  method: 'GET',
  path: '/api/v1/addresses/suggestions',
  request: z.object({ searchText: safeText('search text', 200) }),
  answer: z.record(z.string(), z.string()),
});

/** `GET /api/v1/addresses/suggestions` (query): the typed address text. */
export type AddressSuggestionsQuery = z.input<typeof addressSuggestionsCall.request>;
/** `GET /api/v1/addresses/suggestions`: each address's text to its place id. */
export type AddressSuggestionsResponse = z.output<typeof addressSuggestionsCall.answer>;

const addressComponentRecordSchema = z.object({ long_name: text, short_name: text, types: z.array(text) });

/** One part of a looked-up address, as the place service names it. */
export type AddressComponentRecord = z.output<typeof addressComponentRecordSchema>;

/** `GET /api/v1/addresses/place/{placeId}` (01 §7): the chosen address, in parts. */
export const addressPlaceCall = call({
  method: 'GET',
  path: '/api/v1/addresses/place/{placeId}',
  request: z.object({}),
  answer: z.object({
    result: z.object({ address_components: z.array(addressComponentRecordSchema), formatted_address: text }),
  }),
});

/** `GET /api/v1/addresses/place/{placeId}`: the chosen address, in parts. */
export type AddressPlaceResponse = z.output<typeof addressPlaceCall.answer>;

/** `POST /api/v1/addresses/zip` (01 §7): a zip code of at least 5 digits; answers its city and state. */
export const zipLookupCall = call({
  method: 'POST',
  path: '/api/v1/addresses/zip',
  request: z.object({
    zip: z.pipe(
      z.pipe(
        z.union([safeText('zip', 10), z.number()], { error: 'The zip field is required.' }),
        z.transform((value: string | number) => String(value)),
      ),
      z.string().check(z.regex(/^\d{5}/, 'The zip must be at least 5 digits.')),
    ),
  }),
  answer: z.object({ zip: text, city: text, state: text }),
});

/** `POST /api/v1/addresses/zip`: a zip code of at least 5 digits. */
export type ZipLookupRequest = z.input<typeof zipLookupCall.request>;
/** `POST /api/v1/addresses/zip`: the zip code's city and state. */
export type ZipLookupResponse = z.output<typeof zipLookupCall.answer>;

/**
 * `GET /{prefix}/system/applications/banking/routing` (01 §7): a 9-digit routing number; answers its bank.
 * The prefix is the app's; the lender serves it under `/api/v1`.
 */
export const routingLookupCall = call({
  method: 'GET',
  path: '/{prefix}/system/applications/banking/routing',
  request: z.object({
    routing_number: z
      .string({ error: 'The routing number field is required.' })
      .check(z.regex(/^\d{9}$/, 'The routing number must be 9 digits.')),
    store_id: z.optional(wholeNumber()),
  }),
  answer: z.object({ routing_number: text, bank_name: text }),
});

/** `GET …/system/applications/banking/routing` (query): a 9-digit routing number. */
export type RoutingLookupQuery = z.input<typeof routingLookupCall.request>;
/** `GET …/system/applications/banking/routing`: the bank of the routing number. */
export type RoutingLookupResponse = z.output<typeof routingLookupCall.answer>;

// ---- The checkpoint exchange -------------------------------------------------------------------------

const exchangeStateRecordSchema = z.object({
  activeWebSession: z.optional(flag),
  minIncomeRequired: count,
  bankingRequired: flag,
  showPromoCode: flag,
  plaidConnection: flag,
  intellicheckEnabled: flag,
  intellicheckStep: count,
  env: text,
  clientId: z.nullable(text),
  gateway: text,
  may_continue: flag,
  iframe: flag,
  fill: flag,
});

/**
 * The session flags of the checkpoint exchange (`data.state`): the minimum income in dollars (0 when
 * none), `fill` whether the test fill is offered (development).
 */
export type ExchangeStateRecord = z.output<typeof exchangeStateRecordSchema>;

/**
 * `GET /apply-v2/checkpoint/exchange` (03 §4, §7): the checkpoint token exchanged for the session's
 * records (`getExchangeSessionPatch` reads it): the apply token to send from now on, the store and its
 * retailer (absent only when the retailer is gone), the application and checkout, an earlier application
 * found for the checkout (to verify by PIN) and the session flags.
 */
export const checkpointExchangeCall = call({
  method: 'GET',
  path: '/apply-v2/checkpoint/exchange',
  request: z.object({}),
  answer: z.object({
    token: z.optional(text),
    uuid: z.nullable(text),
    store: retailStoreRecordSchema,
    retailer: z.optional(retailerRecordSchema),
    application: z.nullable(applicationViewSchema),
    checkout: z.nullable(checkoutViewSchema),
    intellicheck_required: flag,
    retrieval: z.nullable(retrievalRecordSchema),
    state: exchangeStateRecordSchema,
  }),
});

/** `GET /apply-v2/checkpoint/exchange`: the checkpoint token exchanged for the session's records. */
export type CheckpointExchangeResponse = z.output<typeof checkpointExchangeCall.answer>;

/** The application side's calls, by name (part of `API_CONTRACT`). */
export const APPLICATION_CALLS = {
  retailer: retailerCall,
  retailStores: retailStoresCall,
  retailStore: retailStoreCall,
  stepSave: stepSaveCall,
  stepSchema: stepSchemaCall,
  fill: fillCall,
  retrieve: retrieveCall,
  pinConfirm: pinConfirmCall,
  applicationConfirm: applicationConfirmCall,
  application: applicationCall,
  singlePageSave: singlePageSaveCall,
  previousCustomerCheck: previousCustomerCheckCall,
  preapprovalCheck: preapprovalCheckCall,
  payments: paymentsCall,
  addressSuggestions: addressSuggestionsCall,
  addressPlace: addressPlaceCall,
  zipLookup: zipLookupCall,
  routingLookup: routingLookupCall,
  checkpointExchange: checkpointExchangeCall,
};
