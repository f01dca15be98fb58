import { createLatest } from '../api/latest';
import type { PaymentsRequest, PaymentsResponse } from '../contract';
import { lazyAnswer, loadContract } from '../api/lazy-answer';
import type { ApiTransport } from '../api/types';
import type { MessageDescriptor } from '../messages';
import {
  checkLeaseAmount,
  getCalculatorLeaseAmount,
  type OfferKey,
  type PaymentFrequency,
} from '../rules/offers';
import { centsToAmountString, parseAmountToCents } from '../rules/values';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';
import type { EXPRESS_PAY_MONTHS } from './express-pay';

/** The payment calculation debounce: 1000 ms (03 §7, §9). */
export const PAYMENT_CALCULATION_DEBOUNCE_MS = 1000;

/** The answer of POST /api/v1/score/payments as the screen shows it (money in cents). */
export interface PaymentQuote {
  term: number | null;
  paymentAmountCents: number | null;
  firstPaymentDate: string | null;
  /** Express-pay amounts by month (3, 6, 9); null when the response lacks one. */
  expressPayCents: Record<(typeof EXPRESS_PAY_MONTHS)[number], number | null>;
}

/** The fixed part of the payments payload (03 §7), from the result, application and store. */
export interface PaymentContext {
  rating?: number | string | null;
  score?: number | string | null;
  incomeFrequency?: string | null;
  /** The store's billing state, else its shipping state (see `getCompanyState`). */
  companyState?: string | null;
  zipCode?: string | null;
  application_id?: number | string | null;
  ocpIncluded?: boolean;
}

/** State of the calculator. */
export interface PaymentCalculatorState {
  /** The lease amount in cents; raised to the minimum when the calculation runs (03 §5). */
  leaseAmountCents: number;
  /**
   * The lease amount input's text: as the shopper types it ({@link PaymentCalculator.typeLeaseAmount}),
   * and the amount the calculation used (`1500.00`) once it has loaded, so a raised or reduced amount
   * shows. The starting amount at first.
   */
  leaseAmountText: string;
  /** The minimum lease amount in cents. */
  minimumCents: number;
  option: OfferKey;
  paymentFrequency: PaymentFrequency;
  /** `loading` while a calculation is pending or running. */
  status: 'idle' | 'loading' | 'loaded';
  /** The last successful quote; kept when a later call fails (errors are ignored, 03 §7). */
  quote: PaymentQuote | null;
  /** Whether the shopper chose OCP protection (02 §2), sent as `ocpIncluded`; the context's value at first. */
  ocpIncluded: boolean;
  /**
   * The lease amount input's error (03 §5 error slot, 02 §5 texts): `offers.leaseMinimum` when the last
   * calculation raised a typed amount to the minimum, `offers.leaseMaximum` when it reduced one to the
   * maximum; null otherwise, and cleared when the amount changes.
   */
  amountError: MessageDescriptor | null;
}

/** Options of {@link createPaymentCalculator}. */
export interface PaymentCalculatorOptions {
  transport: ApiTransport;
  /** The minimum lease amount in cents (`getCalculatorMinimum`). */
  minimumCents: number;
  /**
   * The largest lease amount in cents (the input's max, `getMaxLeaseAmount`); a larger amount is reduced
   * to it when the calculation runs. None by default.
   */
  maximumCents?: number | null;
  /** The starting amount in cents; the minimum by default. */
  leaseAmountCents?: number;
  option: OfferKey;
  paymentFrequency: PaymentFrequency;
  /** The fixed payload fields; none by default. */
  context?: PaymentContext;
  /** Debounce in ms; 1000 by default (03 §9). */
  debounceMs?: number;
  /** Timers; the global ones by default. */
  timers?: Timers;
}

/** The payment calculator store. */
export interface PaymentCalculator extends ReadableStore<PaymentCalculatorState> {
  /** Sets the lease amount and schedules a calculation, which raises it to the minimum when below. */
  setLeaseAmount(cents: number): void;
  /**
   * The lease amount input changed: keeps its text as typed and, when it reads as an amount (`cents` not
   * null), sets that amount as {@link PaymentCalculator.setLeaseAmount} does.
   */
  typeLeaseAmount(text: string, cents: number | null): void;
  /** Sets the option and schedules a calculation. */
  setOption(option: OfferKey): void;
  /** Sets the payment frequency and schedules a calculation. */
  setPaymentFrequency(frequency: PaymentFrequency): void;
  /** Sets the OCP protection choice (02 §2, 03 §7 `ocpIncluded`) and schedules a calculation. */
  setOcpIncluded(included: boolean): void;
  /** Calculates now (the first quote on mount), cancelling any scheduled one. */
  calculate(): Promise<void>;
}

// The payments call's schema loads on first use: the calculator is part of @leasekit/core/react's hooks,
// which carry no validator.
const paymentsAnswer = /* @__PURE__ */ lazyAnswer(() =>
  loadContract().then((calls) => calls.payments.answer),
);

/** The quote of a payments answer as its call's schema parsed it, its dollar amounts in cents. */
function toQuote(data: PaymentsResponse): PaymentQuote {
  return {
    term: data.term,
    paymentAmountCents: parseAmountToCents(data.paymentAmount),
    firstPaymentDate: data.firstPaymentDate,
    expressPayCents: {
      3: parseAmountToCents(data.express_pay_3_month),
      6: parseAmountToCents(data.express_pay_6_month),
      9: parseAmountToCents(data.express_pay_9_month),
    },
  };
}

/**
 * Creates the Payment Calculator (03 §2, §5, §7, §9): every change waits 1000 ms of quiet, then POSTs
 * /api/v1/score/payments with modelVersion null, the lease amount (raised to the minimum), option,
 * payment frequency, additionalDown 0, the OCP choice (`ocpIncluded`) and the fixed context. Only the
 * latest call counts; errors are ignored and the previous quote stays.
 */
export function createPaymentCalculator(options: PaymentCalculatorOptions): PaymentCalculator {
  const timers = options.timers ?? globalTimers;
  const debounceMs = options.debounceMs ?? PAYMENT_CALCULATION_DEBOUNCE_MS;
  const latest = createLatest(options.transport);
  const startCents = getCalculatorLeaseAmount(
    options.leaseAmountCents ?? options.minimumCents,
    options.minimumCents,
  );
  const store = createStore<PaymentCalculatorState>({
    leaseAmountCents: startCents,
    leaseAmountText: centsToAmountString(startCents),
    minimumCents: options.minimumCents,
    option: options.option,
    paymentFrequency: options.paymentFrequency,
    status: 'idle',
    quote: null,
    ocpIncluded: options.context?.ocpIncluded ?? false,
    amountError: null,
  });
  let handle: unknown = null;
  const cancelTimer = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  store.onStop(() => {
    cancelTimer();
    latest.cancel();
  });

  async function calculate(): Promise<void> {
    cancelTimer();
    if (store.disposed) return;
    // The amount is raised to the minimum (or reduced to the maximum) when the calculation runs, not on
    // every keystroke (03 §5, 02 §5); the input's error slot says why it changed.
    const typed = store.getState().leaseAmountCents;
    const { minimumCents } = store.getState();
    const check = checkLeaseAmount(typed, { minCents: minimumCents, maxCents: options.maximumCents ?? null });
    const raised = getCalculatorLeaseAmount(check.amount, minimumCents);
    store.setState({ status: 'loading', leaseAmountCents: raised, amountError: check.error });
    const state = store.getState();
    const context = options.context ?? {};
    paymentsAnswer.preload();
    const result = await latest.request({
      method: 'POST',
      path: '/api/v1/score/payments',
      payload: {
        modelVersion: null,
        leaseAmount: centsToAmountString(state.leaseAmountCents),
        option: state.option,
        paymentFrequency: state.paymentFrequency,
        rating: context.rating ?? null,
        score: context.score ?? null,
        additionalDown: 0,
        incomeFrequency: context.incomeFrequency ?? null,
        companyState: context.companyState ?? null,
        zipCode: context.zipCode ?? null,
        application_id: context.application_id ?? null,
        ocpIncluded: state.ocpIncluded,
      } satisfies PaymentsRequest,
      answer: paymentsAnswer,
    });
    if (!result || store.disposed) return;
    const quote = result.status ? toQuote(result.data) : null;
    store.setState((current) => ({
      ...current,
      status: 'loaded',
      quote: quote ?? current.quote,
      leaseAmountText: centsToAmountString(current.leaseAmountCents),
    }));
  }

  function schedule(patch: Partial<PaymentCalculatorState>) {
    if (store.disposed) return;
    cancelTimer();
    store.setState({ ...patch, status: 'loading' });
    handle = timers.setTimeout(() => {
      handle = null;
      void calculate();
    }, debounceMs);
  }

  const setLeaseAmount = (cents: number) =>
    schedule({ leaseAmountCents: Number.isFinite(cents) ? Math.round(cents) : 0, amountError: null });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setLeaseAmount,
    typeLeaseAmount(text, cents) {
      if (store.disposed) return;
      store.setState({ leaseAmountText: text });
      if (cents !== null) setLeaseAmount(cents);
    },
    setOcpIncluded: (ocpIncluded) => schedule({ ocpIncluded }),
    setOption: (option) => schedule({ option }),
    setPaymentFrequency: (paymentFrequency) => schedule({ paymentFrequency }),
    calculate,
  };
}
