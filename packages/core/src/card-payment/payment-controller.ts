import type { ApiTransport } from '../api/types';
import type { NavigatePort } from '../checkout/ports';
import { formatMessage, t, type Locale, type MessageDescriptor } from '../messages';
import { isTestToolsVisible } from '../rules/app-routing';
import { getCardPermissions, type CardFormValues } from '../rules/card-form';
import { TEST_CARDS } from '../rules/cards';
import { formatCheckoutText } from '../rules/checkout-text';
import { formatMoney } from '../rules/format';
import { parseAmountToCents } from '../rules/values';
import type { SessionState, SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import { createCardPayment, type CardPayment, type CardPaymentState } from './card-payment';

/** What the payment screen shows: the state of {@link createPaymentController}. */
export interface PaymentView {
  /** The down payment, formatted with 2 decimals. */
  amount: string;
  /** The 'Payment Required' notice, or the card form. */
  mode: CardPaymentState['mode'];
  /**
   * The card form's values. They live only here, for the form: the number and code are cleared as soon
   * as the token call has its body (02 §2), and the card payment store never keeps them.
   */
  values: CardFormValues;
  /** The inline errors, in the locale. */
  fieldErrors: Partial<Record<keyof CardFormValues, string>>;
  /** The error summary's lines, in the locale. */
  summaryErrors: Partial<Record<keyof CardFormValues, string>>;
  /** Changes with each submit, so an invalid one focuses the summary again. */
  errorKey: number;
  /** The card's or the call's error, in the locale; null when none. */
  error: string | null;
  submitting: boolean;
  /** The gateway's title (02 §3) heading the screen; null for the default heading. */
  title: string | null;
  /** The process button's label: the gateway's `button_text`, else 'Pay {amount}'. */
  payLabel: string;
  /** The sandbox's test cards outside production (02 §2); null in production. */
  testCards: { number: string; label: string }[] | null;
}

/** Options of {@link createPaymentController}; `locale` and `navigate` may change. */
export interface PaymentControllerOptions {
  transport: ApiTransport;
  session: SessionStore;
  /** Goes to a route name of the routing rules (`process`) or a path. */
  navigate: NavigatePort;
  /** Reloads the checkout record (its gateway config); called once the screen is mounted. */
  reload: () => Promise<unknown>;
  /** The texts' locale; English by default. */
  locale?: Locale;
}

/** The payment screen's controller: the view and the screen's actions. */
export interface PaymentController extends ReadableStore<PaymentView> {
  /** Continue on the notice: the card form with a card gateway, else the process step. */
  continue(): void;
  /** The shopper typed in a field: the card error clears. */
  changeValue(field: keyof CardFormValues, value: string): void;
  /** The shopper left a field: its inline error shows or clears. */
  blur(field: keyof CardFormValues): void;
  /** Pays: token then process; success goes on to the process step. */
  submit(): Promise<void>;
  /** Cancel on the card form: the values and errors cleared, back to the notice. */
  cancel(): void;
  /**
   * The footer's 'click here': the card number is gone once sent and charging twice must not happen, so
   * the process step asks the server where the checkout stands (paid goes on, unpaid comes back here).
   */
  retry(): void;
  /** Takes the options that follow the app (locale, navigation). */
  update(options: Partial<Pick<PaymentControllerOptions, 'locale' | 'navigate'>>): void;
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/** A text of the gateway data (02 §3: title, button_text, ssn): a non-empty string, else null. */
function gatewayText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The checkout's own gateway once reloaded, else the one the process outcome left in the session. */
function getGateway(session: SessionState) {
  return session.checkout?.config ?? session.gateway;
}

/** The card payment's options that follow the session's gateway and token. */
function paymentOptionsOf(session: SessionState) {
  const gateway = getGateway(session);
  return {
    applicationId: gateway?.data?.application_id ?? 0,
    amountCents: parseAmountToCents(gateway?.amount) ?? 0,
    permissions: getCardPermissions(gateway?.data),
    reference: gateway?.data?.uniqueRef ?? null,
    sessionToken: session.token,
    ssn: gatewayText(gateway?.data?.ssn),
    hasCardGateway: Boolean(gateway?.gateway),
  };
}

/**
 * The payment step (02 §2, §5, §7–9): 'Payment Required' with the down payment (2 decimals) and Continue;
 * with a card gateway the card form, whose number and code leave it only for the token call and are
 * cleared as soon as that call starts. The gateway's `title` and `button_text` (02 §3) head the screen
 * and label the process button; the token call carries the apply token and the gateway's SSN, masked
 * (02 §7). Token then process run in sequence (`createCardPayment`); success goes to the process step,
 * which opens banking or the completed screen. The factory starts nothing; `mount()` reloads the
 * checkout and follows the session.
 */
export function createPaymentController(options: PaymentControllerOptions): PaymentController {
  const { session } = options;
  let current = { ...options };
  let values = EMPTY;
  const gateway0 = getGateway(session.getState());
  const payment: CardPayment = createCardPayment({
    transport: options.transport,
    ...paymentOptionsOf(session.getState()),
    provider: gateway0?.gateway ?? 'sandbox',
  });

  function viewOf(): PaymentView {
    const state = payment.getState();
    const { locale } = current;
    const gateway = getGateway(session.getState());
    const amount = formatMoney(parseAmountToCents(gateway?.amount) ?? 0);
    const format = (errors: Partial<Record<keyof CardFormValues, MessageDescriptor>>) =>
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, formatMessage(message, locale)]),
      );
    return {
      amount,
      mode: state.mode,
      values,
      fieldErrors: format(state.fieldErrors),
      summaryErrors: format(state.summaryErrors),
      errorKey: state.submitCount,
      error: state.error ? formatCheckoutText(state.error, locale) : null,
      submitting: state.submitting,
      title: gatewayText(gateway?.data?.title),
      payLabel: gatewayText(gateway?.data?.button_text) ?? t('checkout.payment.pay', { amount }, locale),
      testCards: isTestToolsVisible(session.getState().env)
        ? TEST_CARDS.map((card) => ({ number: card.number, label: t(card.label, undefined, locale) }))
        : null,
    };
  }

  const store = createStore<PaymentView>(viewOf());
  const sync = () => store.setState(viewOf());
  const setValues = (next: CardFormValues) => {
    values = next;
    sync();
  };
  store.onMount(() => payment.mount());
  store.onMount(() => {
    const follow = () => {
      payment.update(paymentOptionsOf(session.getState()));
      sync();
    };
    follow();
    const stopSession = session.subscribe(follow);
    const stopPayment = payment.subscribe(sync);
    return () => {
      stopSession();
      stopPayment();
    };
  });
  store.onMount(() => void current.reload());
  store.onDispose(() => payment.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    continue() {
      // The process takes the payment's entry over: Back after paying never shows an amount due again.
      if (payment.start() === 'process') current.navigate('process', { replace: true });
    },
    changeValue(field, value) {
      payment.clearCardError();
      setValues({ ...values, [field]: value });
    },
    blur: (field) => payment.touch(field, values),
    async submit() {
      const pending = payment.submit(values);
      // The token call has its body now: the number and code are not kept a moment longer (02 §2).
      if (payment.getState().status === 'tokenizing') setValues({ ...values, number: '', cvc: '' });
      if ((await pending) === 'succeeded') current.navigate('process', { replace: true });
    },
    cancel() {
      setValues(EMPTY);
      payment.cancel();
    },
    retry: () => current.navigate('process', { replace: true }),
    update(next) {
      const relabel = next.locale !== undefined && next.locale !== current.locale;
      current = { ...current, ...next };
      if (relabel) sync();
    },
  };
}
