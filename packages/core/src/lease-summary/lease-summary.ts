import type { ApiTransport } from '../api/types';
import { checkoutLeaseCall } from '../contract/calls/checkout';
import type { CheckoutView } from '../contract/records';
import type { Locale, MessageDescriptor } from '../messages';
import { getExpressCheckoutOffers, type ExpressCheckoutOffer } from '../rules/checkout';
import type { CheckoutText } from '../rules/checkout-text';
import { getServerText } from '../rules/checkout-text';
import { getLeaseFailureAction } from '../rules/delivery';
import {
  getApplicationOffers,
  getContractTerms,
  getDefaultLeaseForm,
  getDeliveryRequiredRoute,
  getLeaseAmountCheck,
  getLeaseRequest,
  isTechnicianRequired,
  TECHNICIAN_FIELDS,
  validateTechnician,
  type ContractTermRow,
  type LeaseFormValues,
  type Technician,
} from '../rules/lease-summary';
import { getCartLine, getCartTotal, type LeaseAmountCheck } from '../rules/offers';
import { createSaveStatus, type SaveStatus } from '../save-status/save-status';
import type { SessionState } from '../session/session-store';
import { createStore, type ReadableStore } from '../stores/store';
import type { Timers } from '../stores/timers';
import type { TechnicianMemory } from './technician-memory';

/** Where the lease summary sends the shopper (02 §4): delivery first, or on to the preview or the e-sign. */
export type LeaseSummaryRoute = 'checkout/delivery' | 'checkout/preview' | 'checkout/sign';

/** The two ways on from the lease summary (02 §2): Preview Contract and E-Sign. */
export type LeaseSummaryAction = 'preview' | 'esign';

/** A cart line as the lease summary shows it (02 §2 cart table); counted as `getCartTotal` counts it. */
export interface LeaseSummaryCartRow {
  sku: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** One line of the lease summary's error summary: the technician field's control id and its text. */
export interface LeaseSummaryError {
  id: string;
  message: CheckoutText;
}

/** State of {@link createLeaseSummary}. */
export interface LeaseSummaryState {
  /** The lease form (02 §3); its first values from `getDefaultLeaseForm`. */
  form: LeaseFormValues;
  /** The last successful answer of GET …/lease; null until one arrives. */
  computation: Record<string, unknown> | null;
  /** The form the computation was made for; a different form is stale and is computed again. */
  computedFor: LeaseFormValues | null;
  /** Whether GET …/lease is in flight. */
  loading: boolean;
  /** The lease failure's text for the 'Error' modal (02 §8); null when none. */
  error: CheckoutText | null;
  /** The cart lines (02 §2), line totals counted as the cart total counts them. */
  rows: LeaseSummaryCartRow[];
  /** The cart total in cents (`getCartTotal`); always the sum of the rows' totals. */
  cartTotalCents: number;
  /** The lease amount check (02 §5): cart total plus delivery minus additional down, within the limits. */
  amountCheck: LeaseAmountCheck;
  /** The contract terms panel (02 §2, §9) of the computation; empty before one. */
  terms: ContractTermRow[];
  /** The express checkout offers of the computation (02 §6), or null when none show. */
  expressOffers: ExpressCheckoutOffer[] | null;
  /** Whether the store needs the HVAC technician before Preview and E-Sign (01 §6). */
  technicianRequired: boolean;
  /** The technician as typed (from the shared technician memory). */
  technician: Technician;
  /**
   * The technician's errors by field (only where required): the server's message of a refused e-sign,
   * replaced by the form's own rule error where the field breaks one. Shown only once
   * {@link LeaseSummaryState.showTechnicianErrors}.
   */
  technicianErrors: Partial<Record<keyof Technician, CheckoutText>>;
  /** Whether the technician errors show: after a Preview or E-Sign with errors, or at once after a 422. */
  showTechnicianErrors: boolean;
  /** The error summary's lines (technician errors in form order while they show); else empty. */
  summaryErrors: LeaseSummaryError[];
  /** How many times Preview or E-Sign was refused for the technician; the screen re-focuses the summary. */
  errorKey: number;
  /** Whether Preview and E-Sign are disabled: no computation yet, or one is loading. */
  actionsDisabled: boolean;
}

/** Options of {@link createLeaseSummary}. */
export interface LeaseSummaryOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /**
   * The session (its `checkout`, `store` and `application`), read when a call is made and followed for
   * the cart, delivery and saved technician.
   */
  session: Pick<ReadableStore<SessionState>, 'getState' | 'subscribe'>;
  /** The technician memory shared with the e-sign flow (`createTechnicianMemory`). */
  technicianMemory: TechnicianMemory;
  /** Whether the app runs embedded, sent as the lease query's `iframe`; false by default. */
  iframe?: boolean;
  /** Locale of the technician's field labels in its errors; English by default. */
  locale?: Locale;
  /**
   * Moves the shopper on: to delivery (replacing the lease summary in history) when the store requires it
   * or the lease answers 409 E_MISSING_OPTIONS, to the preview or the e-sign after those actions. Nothing
   * by default.
   */
  onNavigate?: (route: LeaseSummaryRoute, navigation: { replace: boolean }) => void;
  /** Timers of the save footer's 30 s retry hint; the global ones by default. */
  timers?: Timers;
}

/** The lease summary store. */
export interface LeaseSummary extends ReadableStore<LeaseSummaryState> {
  /** The save footer's status (02 §2) while Preview or E-Sign computes a stale lease; disposed with this store. */
  readonly saveStatus: SaveStatus;
  /**
   * The screen opened: sends the shopper to delivery when the store requires it first, else fills the
   * technician from the checkout's saved one (after a reload) and computes the lease once, a microtask
   * later (nothing when disposed meanwhile). Later calls do nothing.
   */
  start(): void;
  /** Changes the lease form; the computation becomes stale (it is not recomputed until asked). */
  setForm(patch: Partial<LeaseFormValues>): void;
  /** Re-Calculate: GET …/lease for the current form. Resolves true when a computation arrived. */
  recalculate(): Promise<boolean>;
  /**
   * Preview Contract or E-Sign (02 §4): a technician with errors shows them and goes nowhere; otherwise a
   * stale or missing computation is computed again (the save footer shows meanwhile), then the shopper
   * moves on. Resolves with whether it moved on.
   */
  proceed(action: LeaseSummaryAction): Promise<boolean>;
  /** The save footer's 'click here': the last Preview or E-Sign again, with the form as it is. */
  retry(): void;
  /** Changes one technician field; the server's message about that field goes away. */
  setTechnician(field: keyof Technician, value: string): void;
  /** Replaces the locale, `iframe` or `onNavigate` (e.g. on every render). */
  update(options: Partial<Pick<LeaseSummaryOptions, 'locale' | 'iframe' | 'onNavigate'>>): void;
}

/** Whether two lease forms ask for the same computation (every field equal). */
function isSameLeaseForm(a: LeaseFormValues | null, b: LeaseFormValues | null): boolean {
  if (!a || !b) return a === b;
  return (Object.keys(a) as (keyof LeaseFormValues)[]).every((key) => Object.is(a[key], b[key]));
}

type CartItem = { sku?: unknown; description?: unknown; unit_price?: unknown; quantity?: unknown };

function getCartItems(checkout: CheckoutView | null): CartItem[] {
  return checkout?.cart?.items ?? [];
}

function getSavedTechnician(checkout: CheckoutView | null): Technician | null {
  const saved = checkout?.technician;
  if (!saved) return null;
  return { name: saved.name, phone: saved.phone, email: saved.email, quote: String(saved.quote) };
}

/**
 * Creates the Lease Summary (02 §2, §4, §5, §7, §8): the form's defaults from the offers, the income
 * frequency and an earlier choice; GET /apply-v2/checkout/{id}/lease on `start` and on Re-Calculate (a
 * failure opens the 'Error' modal with the server's text, else 'Unknown error occurred…'; 409
 * E_MISSING_OPTIONS goes to delivery; a 406 is the host's). Preview Contract and E-Sign wait for the HVAC
 * technician's checks and compute the lease again only when the form changed since the last computation.
 * The cart rows and the cart total come from one rule (`getCartLine`), so they never disagree.
 */
export function createLeaseSummary(options: LeaseSummaryOptions): LeaseSummary {
  let current = { ...options };
  const { session, technicianMemory, transport } = options;
  const saveStatus = createSaveStatus({
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const initial = session.getState();
  const form = getDefaultLeaseForm({
    retailStore: initial.retailStore,
    application: initial.application,
    offerAmounts: getApplicationOffers(initial.application),
    previous: initial.checkout?.lease ?? null,
  });

  type Own = Pick<
    LeaseSummaryState,
    'form' | 'computation' | 'computedFor' | 'loading' | 'error' | 'showTechnicianErrors' | 'errorKey'
  >;

  function derive(own: Own): LeaseSummaryState {
    const { checkout, retailStore: retailStore, application } = session.getState();
    const memory = technicianMemory.getState();
    const cartItems = getCartItems(checkout);
    const rows = cartItems.map((item) => {
      const line = getCartLine(item);
      return {
        sku: String(item.sku ?? ''),
        description: String(item.description ?? ''),
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.totalCents,
      };
    });
    const leaseProgram = retailStore?.lease_program ?? null;
    const deliveryCents = checkout?.delivery?.charge_cents ?? 0;
    const technicianRequired = isTechnicianRequired(retailStore);
    const technicianErrors: Partial<Record<keyof Technician, CheckoutText>> = {};
    if (technicianRequired) {
      const ruleErrors: Partial<Record<keyof Technician, MessageDescriptor>> = validateTechnician(
        memory.technician,
        current.locale,
      );
      for (const field of TECHNICIAN_FIELDS) {
        const server = memory.technicianServerErrors[field];
        const error = ruleErrors[field] ?? (server ? { text: server } : undefined);
        if (error) technicianErrors[field] = error;
      }
    }
    return {
      ...own,
      rows,
      cartTotalCents: getCartTotal(cartItems),
      amountCheck: getLeaseAmountCheck({
        cartItems,
        deliveryCents,
        additionalDown: own.form.additionalDown,
        offerAmounts: getApplicationOffers(application),
        option: own.form.option,
        leaseProgram,
      }),
      terms: getContractTerms(own.computation, leaseProgram, own.form.option),
      expressOffers: getExpressCheckoutOffers(retailStore, own.computation),
      technicianRequired,
      technician: memory.technician,
      technicianErrors,
      summaryErrors: own.showTechnicianErrors
        ? TECHNICIAN_FIELDS.filter((field) => technicianErrors[field]).map((field) => ({
            id: `technician-${field}`,
            message: technicianErrors[field]!,
          }))
        : [],
      actionsDisabled: !own.computation || own.loading,
    };
  }

  const store = createStore<LeaseSummaryState>(
    derive({
      form,
      computation: null,
      computedFor: null,
      loading: false,
      error: null,
      // A technician the server refused (the e-sign came back here) shows its messages at once.
      showTechnicianErrors: Object.keys(technicianMemory.getState().technicianServerErrors).length > 0,
      errorKey: 0,
    }),
  );
  const patchState = (patch: Partial<Own> = {}) => store.setState((state) => derive({ ...state, ...patch }));

  let started = false;
  let pendingAction: LeaseSummaryAction | null = null;
  // Only the latest Preview or E-Sign moves on (a retry supersedes the attempt it repeats).
  let attempt = 0;
  const navigate = (route: LeaseSummaryRoute, replace: boolean) => current.onNavigate?.(route, { replace });

  /** After a reload the memory is empty: the technician the server kept with the checkout fills the form. */
  function restoreTechnician() {
    if (!isTechnicianRequired(session.getState().retailStore)) return;
    const saved = getSavedTechnician(session.getState().checkout);
    if (!saved) return;
    const memory = technicianMemory.getState();
    if (Object.values(memory.technician).some((value) => value !== '')) return;
    technicianMemory.setState({ technician: saved });
  }

  function checkDelivery(): boolean {
    const { retailStore: retailStore, checkout } = session.getState();
    const route = getDeliveryRequiredRoute(retailStore, checkout);
    if (route) navigate(route, true);
    return route !== null;
  }

  async function fetchLease(values: LeaseFormValues): Promise<boolean> {
    const state = session.getState();
    const id = state.checkout?.id;
    if (id == null || store.disposed) return false;
    patchState({ loading: true });
    const result = await transport({
      path: `/apply-v2/checkout/${String(id)}/lease`,
      answer: checkoutLeaseCall.answer,
      payload: getLeaseRequest({
        checkoutId: id,
        applicationId: state.application?.id ?? null,
        form: values,
        iframe: current.iframe ?? false,
        retailStore: state.retailStore,
      }),
    });
    if (store.disposed) return false;
    if (result.status) {
      patchState({ loading: false, computation: result.data, computedFor: values });
      return true;
    }
    patchState({ loading: false });
    const action = getLeaseFailureAction(result);
    if (action === 'delivery') navigate('checkout/delivery', true);
    // 02 §8: the server's message, else 'Unknown error occurred…', never an empty modal.
    if (action === 'modal') patchState({ error: getServerText(result, 'errors.unknownSubmit') });
    return false;
  }

  async function proceed(action: LeaseSummaryAction): Promise<boolean> {
    if (store.disposed) return false;
    const state = store.getState();
    if (state.technicianRequired && Object.keys(state.technicianErrors).length > 0) {
      patchState({ showTechnicianErrors: true, errorKey: state.errorKey + 1 });
      return false;
    }
    pendingAction = action;
    const mine = ++attempt;
    saveStatus.start();
    const fresh =
      state.computation && isSameLeaseForm(state.computedFor, state.form)
        ? true
        : await fetchLease(state.form);
    if (mine !== attempt || store.disposed) return false;
    saveStatus.finish();
    if (!fresh) return false;
    navigate(action === 'preview' ? 'checkout/preview' : 'checkout/sign', false);
    return true;
  }

  // The session and the technician memory are followed while mounted; a mount first catches up with
  // what changed before it.
  store.onMount(() => {
    const endSaveStatus = saveStatus.mount();
    const unsubscribeMemory = technicianMemory.subscribe(() => patchState());
    const unsubscribeSession = session.subscribe(() => {
      if (started) checkDelivery();
      restoreTechnician();
      patchState();
    });
    restoreTechnician();
    patchState();
    return () => {
      unsubscribeMemory();
      unsubscribeSession();
      endSaveStatus();
    };
  });
  store.onDispose(() => saveStatus.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    saveStatus,
    start() {
      if (started || store.disposed) return;
      started = true;
      // A microtask later, so a store disposed in the same task (React strict mode's trial mount) sends nothing.
      void Promise.resolve().then(() => {
        if (store.disposed || checkDelivery()) return;
        restoreTechnician();
        void fetchLease(store.getState().form);
      });
    },
    setForm(patch) {
      patchState({ form: { ...store.getState().form, ...patch } });
    },
    recalculate: () => fetchLease(store.getState().form),
    proceed,
    retry() {
      const action = pendingAction;
      saveStatus.finish();
      if (action) void proceed(action);
    },
    setTechnician(field, value) {
      technicianMemory.setState((memory) => {
        // A changed field drops the server's message about it (the form's own rules still apply).
        const { [field]: _changed, ...serverErrors } = memory.technicianServerErrors;
        return { technician: { ...memory.technician, [field]: value }, technicianServerErrors: serverErrors };
      });
    },
    update(next) {
      const localeChanged = next.locale !== undefined && next.locale !== current.locale;
      current = { ...current, ...next };
      if (localeChanged) {
        saveStatus.update({ locale: next.locale! });
        patchState();
      }
    },
  };
}
