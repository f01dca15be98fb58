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

// The schemas themselves stay inside the core (each store imports its calls, contract/calls/*.ts): an app
// and the sandbox reach them through API_CONTRACT; the types name what each call sends and answers.
export {
  type AddressPlaceResponse,
  type AddressSuggestionsResponse,
  type ApplicationConfirmRequest,
  type ApplicationConfirmResponse,
  type ApplicationResponse,
  type CheckpointExchangeResponse,
  type CustomerCheckResponse,
  type FillQuery,
  type FillResponse,
  type PaymentsRequest,
  type PaymentsResponse,
  type PinConfirmRequest,
  type PinConfirmResponse,
  type PinMaxedRecord,
  type PinWrongRecord,
  type RetailerResponse,
  type RetailStoreResponse,
  type RetailStoresQuery,
  type RetailStoresResponse,
  type RetrieveResponse,
  type RoutingLookupResponse,
  type SinglePageSaveResponse,
  type StepCheckRecord,
  type StepSaveRequest,
  type StepSaveResponse,
  type StepSchemaQuery,
  type StepSchemaResponse,
  type ZipLookupResponse,
} from './calls/application';
export {
  type CardTokenRequest,
  type CardTokenResponse,
  type CheckoutBankingResponse,
  type CheckoutCancelRequest,
  type CheckoutCancelResponse,
  type CheckoutLeaseRequest,
  type CheckoutLeaseResponse,
  type CheckoutProcessResponse,
  type DeliveryScheduleRequest,
  type DeliveryScheduleResponse,
  type DeliveryServicesRequest,
  type DeliveryServicesResponse,
  type DiscardContractRequest,
  type DiscardContractResponse,
  type ESignRequest,
  type ESignResponse,
  type PayrollAffordabilityResponse,
  type PayrollEmployersRequest,
  type PayrollEmployersResponse,
  type PayrollEnrolRequest,
  type PayrollEnrolResponse,
  type PayrollRefreshResponse,
  type PayrollRestartResponse,
  type PayrollSettledResponse,
  type ProcessCardLookupResponse,
  type ProcessCardRequest,
  type ProcessCardResponse,
  type ProductAvailabilityRequest,
  type ProductAvailabilityResponse,
  type SkuAvailabilityRecord,
} from './calls/checkout';
export {
  type IdentityExchangeResponse,
  type IdentitySendRequest,
  type IdentitySendResponse,
  type IdentityVerifyRequest,
  type IdentityVerifyResponse,
  type PinSendRequest,
  type PinSendResponse,
} from './calls/identity';
export { call, dollars, safeText } from './fields';
export {
  type ApplicantRecord,
  type ApplicationRecord,
  type ApplicationView,
  type ApprovedMessageRecord,
  type BankingRecord,
  type BrandId,
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
  type OfferOptionKey,
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
