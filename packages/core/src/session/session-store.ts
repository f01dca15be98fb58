import { createStore, type ReadableStore } from '../stores/store';
import { DEFAULT_INTELLICHECK_STEP } from '../rules/apply-step-id';
import type {
  ApplicationView,
  CheckoutView,
  GatewayRecord,
  Received,
  RetailerRecord,
  RetailStoreRecord,
  RetrievalRecord,
} from '../contract';

/** The deployment environment the app runs in; production hides test tools (01 §6). */
export type SessionEnv = 'production' | 'development' | 'test' | string;

/**
 * The shopper's session (01 §3 "Session state", 03 §3 "Client state"), held in memory only. Records are
 * the contract's shapes as received (`Received<…>`: any field may be missing or null), put in through
 * `readRecord` where they cross the network.
 */
export interface SessionState {
  /** The apply token sent as X-APPLY-TOKEN; null before the session starts. */
  token: string | null;
  /** The application's uuid, when one exists. */
  uuid: string | null;
  /** The client id sent as X-APPLY-CLIENT-ID (the client_id query parameter, else a random uuid). */
  clientId: string | null;
  /** The retrieval (verification) record of an existing application; null when none. */
  retrieval: Received<RetrievalRecord> | null;
  /** The card gateway data, when a payment is required. */
  gateway: Received<GatewayRecord> | null;
  /** The minimum monthly income, in cents; 0 by default (01 §9: given by the server). */
  minIncomeRequired: number;
  /** Whether banking is required; true by default (01 §9). */
  bankingRequired: boolean;
  /** Whether the promo-code field shows; false by default. */
  showPromoCode: boolean;
  /** Whether a Plaid connection is offered; false by default. */
  plaidConnection: boolean;
  /** Whether the identity check is on; false by default. */
  intellicheckEnabled: boolean;
  /**
   * Whether the session has an active web session (02 §1: then the application counts as a portal
   * application, with its 'Create Contract' link); false by default.
   */
  activeWebSession: boolean;
  /** Where the identity check sits: 0 applicant info, 1 confirmation; 2 by default (01 §9). */
  intellicheckStep: number;
  /** The environment; 'production' by default so test tools stay hidden unless configured. */
  env: SessionEnv;
  /** Whether the checkout may continue; true by default (01 §3). */
  may_continue: boolean;
  /** The retail store's record (with lease_program and record.identifier); null before one is chosen. */
  retailStore: Received<RetailStoreRecord> | null;
  /** The retailer record; null until loaded. */
  retailer: Received<RetailerRecord> | null;
  /** The checkout record, when the session belongs to a checkout. */
  checkout: Received<CheckoutView> | null;
  /** The application record (with its result once decided); null before one exists. */
  application: Received<ApplicationView> | null;
  /** The retail store of a retrieved application, remembered when an existing one is loaded (01 §4). */
  originalRetailStore: Received<RetailStoreRecord> | null;
  /** Whether the app runs inside a host frame. */
  iframe: boolean;
  /** The last test-fill scenario fetched (outside production only); forms apply it. */
  fill: { type: string; data: Record<string, unknown> } | null;
}

/** The fields that may outlive a reload (no personal data: opaque ids only). */
export type PersistedSession = Pick<SessionState, 'token' | 'uuid' | 'clientId'>;

/** The session a new visit starts with: every default of 01 §3 and §9. */
export function getInitialSession(): SessionState {
  return {
    token: null,
    uuid: null,
    clientId: null,
    retrieval: null,
    gateway: null,
    minIncomeRequired: 0,
    bankingRequired: true,
    showPromoCode: false,
    plaidConnection: false,
    intellicheckEnabled: false,
    activeWebSession: false,
    intellicheckStep: DEFAULT_INTELLICHECK_STEP,
    env: 'production',
    may_continue: true,
    retailStore: null,
    retailer: null,
    checkout: null,
    application: null,
    originalRetailStore: null,
    iframe: false,
    fill: null,
  };
}

/** Options of `createSessionStore`. */
export interface SessionStoreOptions {
  /** Values that override the defaults (the page configuration, a persisted token); none by default. */
  initial?: Partial<SessionState>;
}

/** The in-memory session store. */
export interface SessionStore extends ReadableStore<SessionState> {
  /** Merges `patch` into the session. */
  patch(patch: Partial<SessionState>): void;
  /**
   * Remembers the current retail store as the original one and switches to the retrieved application's
   * retail store (01 §4: the existing approved application is loaded and the original store is remembered).
   */
  loadExistingApplication(
    application: Received<ApplicationView>,
    retailStore: Received<RetailStoreRecord> | null,
  ): void;
  /** Forgets the retrieval record (the verification form is left for the retrieval form). */
  clearRetrieval(): void;
  /** Back to the defaults, keeping the client id (it identifies the browser, not the shopper). */
  reset(): void;
  /** The opaque ids that may be written to sessionStorage for a reload; never personal data. */
  getPersisted(): PersistedSession;
}

/** Creates the shopper's session store, held in memory only (personal data never goes to storage). */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const state = createStore<SessionState>({ ...getInitialSession(), ...options.initial });
  return {
    getState: state.getState,
    subscribe: state.subscribe,
    mount: state.mount,
    dispose: state.dispose,
    patch: (patch) => state.setState(patch),
    loadExistingApplication(application, applicationRetailStore) {
      state.setState((current) => ({
        ...current,
        application,
        uuid: typeof application.uuid === 'string' ? application.uuid : current.uuid,
        originalRetailStore: current.originalRetailStore ?? current.retailStore,
        retailStore: applicationRetailStore ?? current.retailStore,
      }));
    },
    clearRetrieval: () => state.setState({ retrieval: null }),
    reset: () => state.setState({ ...getInitialSession(), clientId: state.getState().clientId }),
    getPersisted() {
      const { token, uuid, clientId } = state.getState();
      return { token, uuid, clientId };
    },
  };
}
