/**
 * The contract with the lender as schemas (docs/decisions/0001-contract-schemas.md), published as
 * `@leasekit/core/contract`: every call's request and answer is one zod/mini schema, its types inferred
 * from it. The sandbox validates requests with these very objects; the core's stores import the calls
 * they make (contract/calls/*.ts), and the API client parses each answer with its call's schema.
 * `API_CONTRACT` lists every call, so an app can have the client parse the calls it makes itself too.
 */
import * as application from './calls/application';
import * as checkout from './calls/checkout';
import * as identity from './calls/identity';

export * from './calls/application';
export * from './calls/checkout';
export * from './calls/identity';
export {
  call,
  dollars,
  hasForbiddenCharacters,
  looseFlag,
  safeText,
  wholeNumber,
  type ContractCall,
} from './fields';
export * from './records';

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
