/**
 * The contract with the lender as schemas (docs/decisions/0001-contract-schemas.md), published as
 * `@leasekit/core/contract`: every call's request and answer is one zod/mini schema, its types inferred
 * from it. The sandbox validates requests with these very objects; the core's stores import the calls
 * they make (contract/calls/*.ts), and the API client parses each answer with its call's schema.
 * `API_CONTRACT` lists every call, so an app can have the client parse the calls it makes itself too.
 */
import type * as z from 'zod/mini';
import * as application from './calls/application';
import * as checkout from './calls/checkout';
import * as identity from './calls/identity';

// The schemas themselves stay inside the core (each store imports its calls, contract/calls/*.ts): an app
// and the sandbox reach them through API_CONTRACT, and what each call sends and answers through
// ContractRequest and ContractAnswer keyed by the call's name.
export type {
  PinMaxedRecord,
  PinWrongRecord,
  RetailStoresResponse,
  StepCheckRecord,
} from './calls/application';
export type { SkuAvailabilityRecord } from './calls/checkout';
export { formSchemaAnswer } from './form-schema';
export {
  type ApplicantRecord,
  type ApplicationRecord,
  type ApplicationView,
  type ApprovedMessageRecord,
  type BankingRecord,
  type CardPermissionsRecord,
  type CartItemRecord,
  type CheckoutRecord,
  type CheckoutResultRecord,
  type CheckoutView,
  type DeterminationRecord,
  type GatewayRecord,
  type HvacHomeOwnershipRecord,
  type IncomeRecord,
  type LeaseChoiceRecord,
  type LeaseComputationRecord,
  type LeaseProgramRecord,
  type LocationRecord,
  type ProductRecord,
  type RetailerRecord,
  type RetailStoreRecord,
  type RetrievalRecord,
  type StepSaveRecord,
  type StoreAddressRecord,
} from './records';

/**
 * Every call of the contract, by name. Hand it (or a loader of it) to `createApiClient({ contract })`
 * so the answers of calls made without their definition (an app's own calls) are parsed too; the
 * sandbox validates each call's request with its `request` object.
 */
export const API_CONTRACT = {
  pinSend: identity.pinSendCall,
  identitySend: identity.identitySendCall,
  identityVerify: identity.identityVerifyCall,
  identityExchange: identity.identityExchangeCall,
  checkout: checkout.checkoutCall,
  checkoutProcess: checkout.checkoutProcessCall,
  checkoutLease: checkout.checkoutLeaseCall,
  eSign: checkout.eSignCall,
  discardContract: checkout.discardContractCall,
  checkoutCancel: checkout.checkoutCancelCall,
  checkoutBanking: checkout.checkoutBankingCall,
  checkoutBankingForm: checkout.checkoutBankingFormCall,
  productAvailability: checkout.productAvailabilityCall,
  deliveryServices: checkout.deliveryServicesCall,
  deliverySchedule: checkout.deliveryScheduleCall,
  cardToken: checkout.cardTokenCall,
  processCard: checkout.processCardCall,
  processCardLookup: checkout.processCardLookupCall,
  payrollEmployers: checkout.payrollEmployersCall,
  payrollEnrol: checkout.payrollEnrolCall,
  payrollAffordability: checkout.payrollAffordabilityCall,
  payrollRefresh: checkout.payrollRefreshCall,
  payrollRestart: checkout.payrollRestartCall,
  ...application.APPLICATION_CALLS,
};

/**
 * What the call named `Name` (a key of {@link API_CONTRACT}) sends: its request schema's input, the body
 * of a POST or the query of a GET.
 *
 * @example
 * ```ts
 * import type { ContractRequest } from '@leasekit/core/contract';
 * const body: ContractRequest<'pinSend'> = { uuid, mode: 'email' };
 * ```
 */
export type ContractRequest<Name extends keyof typeof API_CONTRACT> = z.input<
  (typeof API_CONTRACT)[Name]['request']
>;

/**
 * What the call named `Name` (a key of {@link API_CONTRACT}) answers: its answer schema's output, as the
 * API client hands it on after parsing. A paged call's answer is its rows (`RetailStoresResponse` is the
 * store list's whole page, rows and paging).
 *
 * @example
 * ```ts
 * import type { ContractAnswer } from '@leasekit/core/contract';
 * // A server answering the PIN send (apps/sandbox/src/routes/application.ts does so)
 * const answer = { sent: true, mode: 'sms', to: '1234', expires_at, sends_left: 4 } satisfies ContractAnswer<'pinSend'>;
 * ```
 */
export type ContractAnswer<Name extends keyof typeof API_CONTRACT> = z.output<
  (typeof API_CONTRACT)[Name]['answer']
>;
