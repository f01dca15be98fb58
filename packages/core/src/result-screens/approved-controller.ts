import type { ApiTransport } from '../api/types';
import type { NavigatePort } from '../checkout/ports';
import { formatMessage, type Locale } from '../messages';
import {
  createPaymentCalculator,
  getCompanyState,
  type PaymentCalculator,
  type PaymentQuote,
} from '../payment-calculator';
import { getApplicationResult } from '../rules/app-routing';
import {
  getApprovedContinueLabel,
  getCreateContractUrl,
  isExpressCheckoutEligible,
  isHvacStore,
  isOcpSwitchVisible,
  isPortalApplication,
} from '../rules/checkout';
import { formatMoney } from '../rules/format';
import {
  getBestOption,
  getCalculatorMinimum,
  getDefaultLeaseAmount,
  getMaxLeaseAmount,
  getPaymentFrequencyChoices,
  getVisibleOfferKeys,
  getVisibleOptions,
  OCP_WEEKLY_PRICE_CENTS,
  type OfferKey,
  type PaymentFrequency,
} from '../rules/offers';
import { isFlagSet } from '../rules/values';
import type { SessionState, SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';

/** One option row of the approved message (03 §3): its label, its amount in integer cents and its note. */
export interface ApprovedOptionRow {
  label: string;
  cents: number;
  note?: string | null;
}

/** The Payment Calculator as the approved screen shows it: its values and the handlers of its inputs. */
export interface ApprovedCalculatorView {
  /** The lease amount as typed; after the debounce the calculator may raise it to the minimum. */
  leaseAmount: string;
  onLeaseAmountChange: (text: string, cents: number | null) => void;
  minimumCents: number;
  maximumCents: number | null;
  offerKeys: readonly OfferKey[];
  option: OfferKey;
  onOptionChange: (option: OfferKey) => void;
  frequencies: readonly PaymentFrequency[];
  frequency: PaymentFrequency;
  onFrequencyChange: (frequency: PaymentFrequency) => void;
  /** The OCP choice where the switch may show (its weekly price formatted); null elsewhere. */
  ocp: { included: boolean; onIncludedChange: (included: boolean) => void; price: string } | null;
  /** The amount's error (02 §5's minimum and maximum texts) in the locale; null when none. */
  amountError: string | null;
  status: 'idle' | 'loading' | 'loaded';
  quote: PaymentQuote | null;
  /** Whether the store offers express pay (its quote line). */
  expressPay: boolean;
}

/** What the approved screen shows: the state of {@link createApprovedController}. */
export interface ApprovedView {
  name: string;
  title: string;
  subtitles: string[];
  /** The message's options without $0.00 rows. */
  options: ApprovedOptionRow[];
  /** The HVAC layout. */
  hvac: boolean;
  calculator: ApprovedCalculatorView;
  /** The continue button's label inside a checkout; null without one (Return shows instead). */
  continueLabel: string | null;
  /** A portal application's 'Create Contract' link; null otherwise. */
  createContractUrl: string | null;
}

/** Options of {@link createApprovedController}; `locale` and `navigate` may change. */
export interface ApprovedControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  /** Goes to a route name of the routing rules (`checkout/lease`) or a path. */
  navigate: NavigatePort;
  /** The texts' locale; English by default. */
  locale?: Locale;
  /** The 'Create Contract' link's template (02 §1); none by default. */
  createContractUrl?: string | null;
  /**
   * When the first quote is asked for: `run` is called once, and what this returns cancels it. At once by
   * default; the app waits for the screen's first paint, as the result is what the shopper came for.
   */
  schedule?: (run: () => void) => () => void;
}

/** The approved screen's controller: the view and the screen's buttons. */
export interface ApprovedController extends ReadableStore<ApprovedView> {
  /** Continue: the delivery options where the store requires them, else the lease summary. */
  continue(): void;
  /** Return (without a checkout): back to the checkpoint. */
  returnToCheckpoint(): void;
  /** Takes the options that follow the app (locale, navigation). */
  update(options: Partial<Pick<ApprovedControllerOptions, 'locale' | 'navigate'>>): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The application's primary income (else its first), whose frequency gives the calculator's choices. */
function getPrimaryIncome(session: SessionState) {
  const incomes = session.application?.applicant?.income ?? [];
  return incomes.find((income) => isFlagSet(income.primary)) ?? incomes[0] ?? null;
}

/**
 * The approved screen (03 §2, §4, §7): the result's message, options without $0.00 rows, the Payment
 * Calculator (1 s debounce, minimum from min_approval_amount else 300, default amount the cart total else
 * the largest offer, the amount's error with 02 §5's minimum and maximum texts, the OCP choice sent as
 * ocpIncluded where the switch may show), the continue label from the store, Return without a checkout,
 * and a portal application's 'Create Contract' link. The factory starts nothing; `mount()` mounts the
 * calculator, follows the session and asks for the first quote.
 */
export function createApprovedController(options: ApprovedControllerOptions): ApprovedController {
  const { session } = options;
  let current = { ...options };
  const start = session.getState();
  const store0 = start.retailStore;
  const result0 = getApplicationResult(start.application);
  const offers = result0?.offerAmounts;
  const primaryIncome = getPrimaryIncome(start);
  const frequencies = getPaymentFrequencyChoices(primaryIncome?.frequency);
  const minimumCents = getCalculatorMinimum(store0?.lease_program);
  const cart = start.checkout?.cart?.items ?? [];
  const calculator: PaymentCalculator = createPaymentCalculator({
    transport: options.transport,
    minimumCents,
    leaseAmountCents: getDefaultLeaseAmount(cart, offers) ?? minimumCents,
    option: getBestOption(offers) ?? 'A',
    // The last choice (28-day or monthly) is the default; the choices are never empty.
    paymentFrequency: frequencies.at(-1) ?? 'monthly',
    maximumCents: getMaxLeaseAmount(offers),
    context: {
      rating: store0?.rating ?? null,
      score: result0?.score ?? null,
      incomeFrequency: text(primaryIncome?.frequency) || null,
      companyState: getCompanyState(store0),
      zipCode: text(start.application?.applicant?.location?.code) || null,
      application_id: start.application?.id ?? null,
    },
  });

  function viewOf(): ApprovedView {
    const state = session.getState();
    const { retailStore, application, checkout } = state;
    const result = getApplicationResult(application);
    const locale = current.locale;
    const calc = calculator.getState();
    // The message is the approved block, or a plain text for other results: only the block has parts.
    const raw = result?.message;
    const message = raw && typeof raw === 'object' ? raw : null;
    const portal = isPortalApplication({
      app_origin: application?.app_origin,
      activeWebSession: state.activeWebSession,
    });
    return {
      name: text(message?.name),
      title: text(message?.title),
      subtitles: [message?.sub_title1, message?.sub_title2, message?.sub_title3, message?.sub_title4]
        .map(text)
        .filter(Boolean),
      options: getVisibleOptions(message?.options ?? []).map((row): ApprovedOptionRow => ({
        label: text(row.label),
        cents: row.cents,
        note: row.note,
      })),
      hvac: isHvacStore(retailStore),
      calculator: {
        leaseAmount: calc.leaseAmountText,
        onLeaseAmountChange: calculator.typeLeaseAmount,
        minimumCents: getCalculatorMinimum(retailStore?.lease_program),
        maximumCents: getMaxLeaseAmount(result?.offerAmounts),
        offerKeys: getVisibleOfferKeys(result?.offerAmounts),
        option: calc.option,
        onOptionChange: calculator.setOption,
        frequencies: getPaymentFrequencyChoices(getPrimaryIncome(state)?.frequency),
        frequency: calc.paymentFrequency,
        onFrequencyChange: calculator.setPaymentFrequency,
        ocp: isOcpSwitchVisible(retailStore)
          ? {
              included: calc.ocpIncluded,
              onIncludedChange: calculator.setOcpIncluded,
              price: formatMoney(OCP_WEEKLY_PRICE_CENTS),
            }
          : null,
        amountError: calc.amountError ? formatMessage(calc.amountError, locale) : null,
        status: calc.status,
        quote: calc.quote,
        expressPay: isExpressCheckoutEligible(retailStore, getCompanyState(retailStore)),
      },
      continueLabel: checkout ? formatMessage(getApprovedContinueLabel(retailStore), locale) : null,
      createContractUrl: portal
        ? getCreateContractUrl(current.createContractUrl, {
            storeId: retailStore?.id,
            applicationId: application?.id,
          })
        : null,
    };
  }

  const store = createStore<ApprovedView>(viewOf());
  const sync = () => store.setState(viewOf());
  store.onMount(() => calculator.mount());
  store.onMount(() => {
    sync();
    const stopSession = session.subscribe(sync);
    const stopCalculator = calculator.subscribe(sync);
    return () => {
      stopSession();
      stopCalculator();
    };
  });
  store.onMount(() => {
    const run = () => void calculator.calculate();
    if (current.schedule) return current.schedule(run);
    run();
    return undefined;
  });
  store.onDispose(() => calculator.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    continue() {
      const deliveryRequired = isFlagSet(session.getState().retailStore?.checkout_delivery_options_required);
      current.navigate(deliveryRequired ? 'checkout/delivery' : 'checkout/lease');
    },
    returnToCheckpoint: () => current.navigate('/checkpoint'),
    update(next) {
      const relabel = next.locale !== undefined && next.locale !== current.locale;
      current = { ...current, ...next };
      if (relabel) sync();
    },
  };
}
