/**
 * The sandbox's records. Stores, applications and checkouts are kept as JSON documents in the shapes of
 * the contract both sides share (`@leasekit/core`'s `contract/records.ts`); the names below are the
 * sandbox's own for them. Only what never leaves the sandbox (sessions, the outbox) is defined here.
 */
export type {
  ApplicantRecord as Applicant,
  ApplicationRecord as ApplicationDoc,
  ApprovedMessageRecord as ApprovedMessage,
  BankingRecord as Banking,
  CardPermissionsRecord as CardPermissions,
  CartItemRecord as CartItem,
  CheckoutRecord as CheckoutDoc,
  DeterminationRecord as Determination,
  HvacHomeOwnershipRecord as HvacHomeOwnership,
  IncomeRecord as Income,
  LeaseChoiceRecord as LeaseChoice,
  LeaseProgramRecord as LeaseProgram,
  LocationRecord as Location,
  ProductRecord as Product,
  RetailerRecord as Retailer,
  RetailStoreRecord as Store,
  StoreAddressRecord as StoreAddress,
} from '@leasekit/core/contract';
export type { OfferKey } from '@leasekit/core/apply';

/** A session created by the apply entry; its token is sent as X-APPLY-TOKEN. */
export interface SessionRow {
  id: number;
  store_id: number;
  checkout_id: number | null;
  application_id: number | null;
  /** An application found by retrieve, reachable only after its PIN is confirmed. */
  pending_application_id: number | null;
  /**
   * What this session's PIN calls name the pending application by (a random uuid of its own): the
   * application's uuid is shown only after the PIN.
   */
  pending_reference?: string | null;
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
