import type { ApiTransport } from '../api/types';
import type { NavigatePort } from '../checkout/ports';
import { formatMessage, type Locale } from '../messages';
import {
  getStoreDetails,
  isOcpSwitchVisible,
  type ExpressCheckoutOffer,
  type StoreDetails,
} from '../rules/checkout';
import { formatCheckoutText } from '../rules/checkout-text';
import { formatMoney } from '../rules/format';
import {
  getApplicationOffers,
  getCustomerSummary,
  getLeaseOptionChoices,
  getPrimaryIncomeFrequency,
  type ContractTermRow,
  type LeaseFormValues,
  type Technician,
} from '../rules/lease-summary';
import {
  getPaymentFrequencyChoices,
  OCP_WEEKLY_PRICE_CENTS,
  type LeaseOption,
  type PaymentFrequency,
} from '../rules/offers';
import type { SaveStatusState } from '../save-status/save-status';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import { createLeaseSummary, type LeaseSummaryCartRow } from './lease-summary';
import type { TechnicianMemory } from './technician-memory';

/** The HVAC technician form as the lease screen shows it: its values, errors in the locale, and its handler. */
export interface LeaseTechnicianView {
  values: Technician;
  /** The errors in the locale; none until Preview or E-Sign was pressed with errors (or the server refused it). */
  errors: Partial<Record<keyof Technician, string>>;
  onChange: (field: keyof Technician, value: string) => void;
}

/** What the Lease Summary screen shows: the state of {@link createLeaseController}. */
export interface LeaseView {
  /** The retail store's details; null when the lease program hides them. */
  retailStore: StoreDetails | null;
  /** The customer's name, email, phone and address. */
  customer: ReturnType<typeof getCustomerSummary>;
  items: LeaseSummaryCartRow[];
  cartTotalCents: number;
  form: LeaseFormValues;
  /** The lease options with an offer. */
  optionChoices: LeaseOption[];
  /** The payment frequencies the primary income allows. */
  frequencyChoices: PaymentFrequency[];
  /** Whether the OCP switch shows. */
  ocpVisible: boolean;
  /** The OCP weekly price, formatted. */
  ocpPrice: string;
  /** The lease amount after the limits, in cents; null when none. */
  leaseAmountCents: number | null;
  /** The lease amount limit message (02 §5) in the locale; null when none. */
  limitMessage: string | null;
  terms: ContractTermRow[];
  loading: boolean;
  expressOffers: ExpressCheckoutOffer[] | null;
  /** The HVAC technician form; null for other stores. */
  technician: LeaseTechnicianView | null;
  /** The error summary's lines in the locale. */
  errorSummary: { id: string; message: string }[];
  /** Changes with each refused Preview or E-Sign, so the summary takes focus again. */
  errorKey: number;
  /** Whether Preview and E-Sign wait (no lease yet, or a call running). */
  actionsDisabled: boolean;
  /** The save footer while Preview or E-Sign computes a stale lease. */
  save: SaveStatusState;
  /** The lease failure modal's text (02 §8) in the locale; null when closed. */
  leaseError: string | null;
}

/** Options of {@link createLeaseController}; `locale`, `iframe` and `navigate` may change. */
export interface LeaseControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  /** The HVAC technician as typed, kept across the checkout's screens. */
  technicianMemory: TechnicianMemory;
  /** Goes to a route name of the routing rules (`checkout/delivery`, `checkout/preview`, `checkout/sign`). */
  navigate: NavigatePort;
  /** Whether the checkout runs in a frame (sent with the lease request); false by default. */
  iframe?: boolean;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The Lease Summary's controller: the view and the screen's actions. */
export interface LeaseController extends ReadableStore<LeaseView> {
  /** Changes the lease form; the lease is computed again only when asked. */
  setForm(patch: Partial<LeaseFormValues>): void;
  /** Re-Calculate. */
  recalculate(): void;
  /** Preview Contract: once the technician checks pass and the lease is current, the preview. */
  preview(): void;
  /** E-Sign: once the technician checks pass and the lease is current, the signing. */
  esign(): void;
  /** The save footer's 'click here': the last Preview or E-Sign again. */
  retry(): void;
  /** Takes the options that follow the app (locale, frame, navigation). */
  update(options: Partial<Pick<LeaseControllerOptions, 'locale' | 'iframe' | 'navigate'>>): void;
}

/**
 * The Lease Summary (02 §2, §4, §5, §7, §8) over core's lease summary store: delivery first where the
 * store requires it, the form's defaults, the lease computed on entry and on Re-Calculate, the HVAC
 * technician's checks, Preview Contract and E-Sign with the save footer, every text in the locale. The
 * factory starts nothing; the first `mount()` opens the screen (delivery or the first computation).
 */
export function createLeaseController(options: LeaseControllerOptions): LeaseController {
  const { session } = options;
  let locale = options.locale;
  const summary = createLeaseSummary({
    transport: options.transport,
    session,
    technicianMemory: options.technicianMemory,
    iframe: options.iframe ?? false,
    ...(locale ? { locale } : {}),
    onNavigate: options.navigate,
  });

  function viewOf(): LeaseView {
    const state = summary.getState();
    const { retailStore, application } = session.getState();
    const text = (message: Parameters<typeof formatCheckoutText>[0]) => formatCheckoutText(message, locale);
    const errors: LeaseTechnicianView['errors'] = {};
    for (const [field, message] of Object.entries(state.technicianErrors)) {
      errors[field as keyof Technician] = text(message);
    }
    return {
      retailStore: getStoreDetails(retailStore),
      customer: getCustomerSummary(application),
      items: state.rows,
      cartTotalCents: state.cartTotalCents,
      form: state.form,
      optionChoices: getLeaseOptionChoices(getApplicationOffers(application)),
      frequencyChoices: getPaymentFrequencyChoices(getPrimaryIncomeFrequency(application)),
      ocpVisible: isOcpSwitchVisible(retailStore),
      ocpPrice: formatMoney(OCP_WEEKLY_PRICE_CENTS),
      leaseAmountCents: state.amountCheck.amount,
      limitMessage: state.amountCheck.error ? formatMessage(state.amountCheck.error, locale) : null,
      terms: state.terms,
      loading: state.loading,
      expressOffers: state.expressOffers,
      technician: state.technicianRequired
        ? {
            values: state.technician,
            errors: state.showTechnicianErrors ? errors : {},
            onChange: summary.setTechnician,
          }
        : null,
      errorSummary: state.summaryErrors.map((line) => ({ id: line.id, message: text(line.message) })),
      errorKey: state.errorKey,
      actionsDisabled: state.actionsDisabled,
      save: summary.saveStatus.getState(),
      leaseError: state.error ? text(state.error) : null,
    };
  }

  const store = createStore<LeaseView>(viewOf());
  const sync = () => store.setState(viewOf());
  store.onMount(() => summary.mount());
  store.onMount(() => {
    sync();
    const stops = [summary.subscribe(sync), summary.saveStatus.subscribe(sync), session.subscribe(sync)];
    return () => stops.forEach((stop) => stop());
  });
  // The screen opens once: a second mount (strict mode's) computes nothing again.
  store.onMount(() => summary.start());
  store.onDispose(() => summary.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setForm: summary.setForm,
    recalculate: () => void summary.recalculate(),
    preview: () => void summary.proceed('preview'),
    esign: () => void summary.proceed('esign'),
    retry: summary.retry,
    update(next) {
      const { navigate, ...rest } = next;
      const relabel = next.locale !== undefined && next.locale !== locale;
      if (next.locale !== undefined) locale = next.locale;
      summary.update({ ...rest, ...(navigate ? { onNavigate: navigate } : {}) });
      if (relabel) sync();
    },
  };
}
