import { LONG_TIMEOUT_MS } from '../api/client';
import type { CardTokenRequest, ProcessCardLookupRequest, ProcessCardRequest } from '../contract';
import { cardTokenCall, processCardCall, processCardLookupCall } from '../contract/calls/checkout';
import type { ApiTransport } from '../api/types';
import type { MessageDescriptor } from '../messages';
import { getDownPaymentReferenceSuffix, getPaymentAmount, type CardPermissions } from '../rules/cards';
import {
  getCardErrorText,
  getCardExpiration,
  getTokenRuleError,
  validateCardForm,
  type CardFormValues,
} from '../rules/card-form';
import type { CheckoutText } from '../rules/checkout-text';
import { maskSsn } from '../rules/format';
import { createStore, type ReadableStore } from '../stores/store';

/** Where a card payment is (02 §7: the token and process calls run in sequence). */
export type CardPaymentStatus = 'idle' | 'tokenizing' | 'processing' | 'checking' | 'succeeded' | 'failed';

/** State of {@link createCardPayment}. No card number, expiry or security code is ever kept here. */
export interface CardPaymentState {
  /** The payment screen's part (02 §2): the notice with the amount and Continue, or the card form; the notice at first. */
  mode: 'notice' | 'card';
  status: CardPaymentStatus;
  /** Whether a call is in flight; the form's submit is disabled meanwhile. */
  submitting: boolean;
  /** The failure to show (02 §5 card rules, 02 §8 card errors), or null. */
  error: CheckoutText | null;
  /**
   * Inline field errors of the card form (GOV.UK pattern), in form order: set on submit, and on blur for a
   * field whose value is non-empty and invalid ({@link CardPayment.touch}). Empty until then, so the form
   * never opens in error.
   */
  fieldErrors: Partial<Record<keyof CardFormValues, MessageDescriptor>>;
  /** The error summary's lines: the field errors of the last submit; they change only on submit. */
  summaryErrors: Partial<Record<keyof CardFormValues, MessageDescriptor>>;
  /** How many submits found the form invalid or sent it; 0 until the first. */
  submitCount: number;
  /** The payment id once the charge succeeded. */
  paymentId: string | null;
  /** The checkout step the process call answered with (8 paid, 9 completed), or null. */
  step: number | null;
  /** The last 4 digits of the card last sent, for display. */
  last4: string | null;
}

/** Options of {@link createCardPayment}. */
export interface CardPaymentOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /** The application being paid for. */
  applicationId: string | number;
  /** The down payment in cents, sent fixed to 2 decimals (02 §9). */
  amountCents: number;
  /** The gateway's card-type permissions (02 §3); every type refused when missing. */
  permissions: CardPermissions;
  /** The gateway's reference (`uniqueRef`), to which the random suffix is added; none by default. */
  reference?: string | null;
  /** The gateway name sent as `provider`; 'sandbox' by default. */
  provider?: string;
  /**
   * Whether the checkout names a card gateway (02 §3 `gateway`): then Continue on the notice opens the card
   * form, else it goes straight on to the process step. False by default.
   */
  hasCardGateway?: boolean;
  /**
   * The session's apply token, sent as the token call's `token` (02 §7) so the gateway ties the card to
   * the application; null (sent as null) by default.
   */
  sessionToken?: string | null;
  /**
   * The applicant's SSN as the gateway data gives it (02 §3 `data.ssn`), sent as the token call's `ssn`
   * masked to its last 4 (`***-**-6789`, 02 §5: the spec allows no more); null by default.
   */
  ssn?: string | null;
  /** Random source of the reference suffix (02 §9); `Math.random` by default. */
  random?: () => number;
  /** The clock for the expiry check; `new Date()` by default. */
  now?: () => Date;
  /** Path of the token call; `/api/v1/cards/token` by default. */
  tokenPath?: string;
  /** Path of the process call; `/api/v1/cards/processCard` by default. */
  processPath?: string;
  /**
   * Makes the idempotency key of a charge; a random UUID by default. One key is used for every attempt
   * until the server gives a definite refusal, so a repeat after a timeout can never charge twice.
   */
  createKey?: () => string;
}

/** What {@link CardPayment.submit} ended with. */
export type CardPaymentOutcome = 'succeeded' | 'failed' | 'invalid' | 'busy';

/** The card payment store. */
export interface CardPayment extends ReadableStore<CardPaymentState> {
  /**
   * Validates the form, tokenizes the card, checks the card rules on the token's funding and country,
   * then processes the down payment. The values are used for the token call only and never stored.
   */
  submit(values: CardFormValues): Promise<CardPaymentOutcome>;
  /**
   * The shopper left a field: a non-empty invalid value shows its error inline, a valid one clears it; an
   * empty field shows its 'required' error only once the form was submitted. The summary is untouched.
   */
  touch(field: keyof CardFormValues, values: CardFormValues): void;
  /**
   * Continue on the payment notice (02 §2): with a card gateway it opens the card form and returns `card`;
   * without one it returns `process`, for the caller to go on to the process step.
   */
  start(): 'card' | 'process';
  /** Cancel on the card form: every error cleared ({@link CardPayment.clearError}), back to the notice. */
  cancel(): void;
  /** Clears the card error (e.g. when the shopper edits the form); field errors stay until blur or submit. */
  clearCardError(): void;
  /**
   * Clears every error, field errors and summary included, and forgets earlier submits, so the form opens
   * fresh again (e.g. when the shopper cancels it).
   */
  clearError(): void;
  /** Replaces the amount, permissions or reference (e.g. after the checkout reloads). */
  update(
    options: Partial<
      Pick<
        CardPaymentOptions,
        | 'amountCents'
        | 'permissions'
        | 'reference'
        | 'applicationId'
        | 'sessionToken'
        | 'ssn'
        | 'hasCardGateway'
      >
    >,
  ): void;
}

/**
 * Creates the down payment by card (02 §2, §5, §7–9): `submit` validates the form (errors by field, nothing
 * sent), then POST /api/v1/cards/token with the card, then applies the card rules to the card's funding
 * and country (a refused card is not charged), then POST /api/v1/cards/processCard with the token, the
 * application, the amount fixed to 2 decimals and the down payment reference with its random suffix
 * (100–10100). Both calls wait up to 180 s (01 §9). The charge carries an idempotency key; when it times
 * out, the store asks GET …/processCard/{key} for the outcome ('checking') before Pay is offered again.
 * A second submit while one runs does nothing ('busy'). The card number, expiry and code
 * exist only inside `submit`'s argument and the token call's body.
 */
export function createCardPayment(options: CardPaymentOptions): CardPayment {
  let current = { ...options };
  const newKey = current.createKey ?? (() => globalThis.crypto.randomUUID());
  let key = newKey();
  const store = createStore<CardPaymentState>({
    mode: 'notice',
    status: 'idle',
    submitting: false,
    error: null,
    fieldErrors: {},
    summaryErrors: {},
    submitCount: 0,
    paymentId: null,
    step: null,
    last4: null,
  });

  const validate = (values: Partial<CardFormValues>) =>
    validateCardForm(values, (current.now ?? (() => new Date()))());

  function fail(error: CheckoutText) {
    store.setState({ status: 'failed', submitting: false, error });
    return 'failed' as const;
  }

  async function submit(values: CardFormValues): Promise<CardPaymentOutcome> {
    if (store.disposed) return 'failed';
    if (store.getState().submitting || store.getState().status === 'succeeded') return 'busy';
    const fieldErrors = validate(values);
    const submitCount = store.getState().submitCount + 1;
    if (Object.keys(fieldErrors).length > 0) {
      store.setState({ fieldErrors, summaryErrors: fieldErrors, submitCount, error: null, status: 'idle' });
      return 'invalid';
    }
    const digits = values.number.replace(/[\s-]/g, '');
    const last4 = digits.slice(-4);
    store.setState({
      status: 'tokenizing',
      submitting: true,
      error: null,
      fieldErrors: {},
      summaryErrors: {},
      submitCount,
      last4,
    });
    const token = await current.transport({
      method: 'POST',
      path: current.tokenPath ?? '/api/v1/cards/token',
      timeout: LONG_TIMEOUT_MS,
      payload: {
        card: digits,
        card_expiration: getCardExpiration(values.expiry),
        cvv: values.cvc.trim(),
        token: current.sessionToken ?? null,
        ssn: current.ssn ? maskSsn(current.ssn) || null : null,
        card_last_four: last4,
        provider: current.provider ?? 'sandbox',
        type: 'card',
        validate_bin_number: true,
        is_down_payment: true,
      } satisfies CardTokenRequest,
      answer: cardTokenCall.answer,
    });
    if (store.disposed) return 'failed';
    if (!token.status) return fail(getCardErrorText('token', token));
    const cardId = token.data.card.id;
    const rule = getTokenRuleError(token.data, current.permissions);
    if (rule) return fail(rule);
    store.setState({ status: 'processing' });
    const suffix = getDownPaymentReferenceSuffix(current.random ?? Math.random);
    const processPath = current.processPath ?? '/api/v1/cards/processCard';
    let processed = await current.transport({
      method: 'POST',
      path: processPath,
      timeout: LONG_TIMEOUT_MS,
      headers: { 'Idempotency-Key': key },
      payload: {
        token: cardId,
        application_id: current.applicationId,
        amount: getPaymentAmount(current.amountCents),
        convenienceFee: 0,
        isDownPayment: true,
        reference: current.reference ? `${current.reference}-${suffix}` : String(suffix),
        idempotency_key: key,
      } satisfies ProcessCardRequest,
      answer: processCardCall.answer,
    });
    if (store.disposed) return 'failed';
    if (processed.code === 408) {
      // No answer: the charge may have gone through. Ask for its outcome before Pay is offered again.
      store.setState({ status: 'checking' });
      const asked = await current.transport({
        path: `${processPath}/{key}`,
        payload: { key } satisfies ProcessCardLookupRequest,
        timeout: LONG_TIMEOUT_MS,
        answer: processCardLookupCall.answer,
      });
      if (store.disposed) return 'failed';
      // 404: the server has no charge with this key, so Pay may be offered again (with the same key).
      if (asked.code === 404) return fail(getCardErrorText('process', processed));
      processed = asked;
    }
    if (!processed.status) {
      // A definite refusal ends this key; an unanswered call keeps it, so a repeat cannot charge twice.
      if (processed.code !== 408) key = newKey();
      return fail(getCardErrorText('process', processed));
    }
    store.setState({
      status: 'succeeded',
      submitting: false,
      paymentId: processed.data.payment.id,
      step: processed.data.step,
    });
    return 'succeeded';
  }

  function clearError(): void {
    const state = store.getState();
    if (
      state.error ||
      state.submitCount ||
      Object.keys(state.fieldErrors).length ||
      Object.keys(state.summaryErrors).length
    )
      store.setState({ error: null, fieldErrors: {}, summaryErrors: {}, submitCount: 0 });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    submit,
    touch(field, values) {
      if (store.disposed) return;
      const state = store.getState();
      const empty = !String(values[field] ?? '').trim();
      // An empty field that was never submitted is not an error on blur (the form never opens in error).
      if (empty && state.submitCount === 0) return;
      const error = validate(values)[field];
      if (error === state.fieldErrors[field]) return;
      const fieldErrors = { ...state.fieldErrors };
      if (error) fieldErrors[field] = error;
      else delete fieldErrors[field];
      // Keep form order (number, expiry, cvc) whatever order the fields were left in.
      const ordered = Object.fromEntries(
        (['number', 'expiry', 'cvc'] as const).flatMap((name) =>
          fieldErrors[name] ? [[name, fieldErrors[name]]] : [],
        ),
      );
      store.setState({ fieldErrors: ordered });
    },
    clearCardError() {
      if (store.getState().error) store.setState({ error: null });
    },
    clearError,
    start() {
      if (!current.hasCardGateway) return 'process';
      if (!store.disposed) store.setState({ mode: 'card' });
      return 'card';
    },
    cancel() {
      clearError();
      if (!store.disposed && store.getState().mode !== 'notice') store.setState({ mode: 'notice' });
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
