import { LONG_TIMEOUT_MS } from '../api/client';
import type { PinConfirmRequest, PinSendRequest } from '../contract';
import type { ApplicationView } from '../contract/records';
import { pinConfirmCall, pinMaxedRecordSchema, pinWrongRecordSchema } from '../contract/calls/application';
import { pinSendCall } from '../contract/calls/identity';
import type { ApiTransport } from '../api/types';
import { t, type Locale } from '../messages';
import { getMaxedDenialResult, type MaxedDenialResult } from '../rules/results';
import { createStore, type ReadableStore } from '../stores/store';

/** PIN length: 5 characters (02 §5, §9). */
export const PIN_LENGTH = 5;

/**
 * Wrong PINs allowed before the application is maxed and denied (02 §4 'attempts are exhausted'): 3, as
 * the reference lender API counts them. A server that reports `data.attempts_left` overrides the count.
 */
export const PIN_MAX_ATTEMPTS = 3;

/**
 * How many tries are left after `failures` wrong PINs ({@link PIN_MAX_ATTEMPTS} in all), or the server's
 * own count when it gives a whole number; never below 0.
 */
export function getPinAttemptsLeft(failures: number, serverCount?: unknown): number {
  if (typeof serverCount === 'number' && Number.isInteger(serverCount)) return Math.max(0, serverCount);
  return Math.max(0, PIN_MAX_ATTEMPTS - failures);
}

/** PIN calls (02 §7). */
export const PIN_PATHS = {
  confirm: '/apply-v2/application/verify/confirm',
  send: '/apply-v2/application/verify/send',
} as const;

/** Catalogue codes of the PIN toasts (02 §8). */
export const PIN_MESSAGES = {
  verified: 'errors.pin.verified',
  failed: 'errors.pin.verifyFailed',
  sent: 'errors.pin.sent',
  sendFailed: 'errors.pin.sendFailed',
  uuidMismatch: 'errors.uuidMismatch',
} as const;

/** How a new PIN is sent: SMS or e-mail (02 §2). */
export type PinSendMode = 'sms' | 'email';

/** A cart item as the items-confirmation pane lists it (02 §2). */
export interface PinCheckoutItem {
  sku?: string | number;
  quantity?: number;
  description?: string;
  unit_price?: number | string;
}

/** A toast the UI shows. */
export interface PinNotice {
  kind: 'success' | 'error';
  message: string;
}

/**
 * Where a PIN confirmation leads (02 §4): verified, a new application, or the maxed generic denial.
 * `application` is the response's data.application as the confirm call's schema parsed it (null when the
 * answer carries none).
 */
export type PinOutcome =
  | { type: 'verified'; application: ApplicationView | null }
  | { type: 'new-application'; application: ApplicationView | null }
  | { type: 'maxed'; result: MaxedDenialResult };

/** `entering` → `submitting` → `verified` (outcome set), `items-confirmation`, `failed` or `maxed`. */
export type PinStatus = 'entering' | 'submitting' | 'items-confirmation' | 'failed' | 'verified' | 'maxed';

/** State of the PIN verification. */
export interface PinVerificationState {
  /** The characters entered, at most 5. */
  code: string;
  status: PinStatus;
  /** The send mode chosen by the switch; SMS by default. */
  mode: PinSendMode;
  /** Whether a resend is in flight. */
  sending: boolean;
  /** The checkout items before and after, when they changed (02 §4). */
  itemsConfirmation: { oldItems: PinCheckoutItem[]; newItems: PinCheckoutItem[] } | null;
  /** The Show Items / Hide Items toggle of the pane. */
  itemsVisible: boolean;
  /** The 'keep old items' flag sent on the next confirm: false once the items changed, else unset. */
  keepCheckoutItems: boolean | null;
  outcome: PinOutcome | null;
  /** The last toast, or null. */
  notice: PinNotice | null;
  /** Wrong PINs entered on this screen; 0 at first. */
  failures: number;
  /**
   * The error shown on the PIN field after a wrong PIN: 'PIN verification failed.' and the
   * tries left, or the last-try warning; null until then and while the next PIN is being checked.
   */
  fieldError: string | null;
}

/** Options of {@link createPinVerification}. */
export interface PinVerificationOptions {
  transport: ApiTransport;
  uuid: string;
  checkoutId?: string | number | null;
  storeId?: string | number | null;
  /** Whether this verifies a retrieval (an existing application) rather than a new one. */
  retrieval?: boolean;
  /** Whether the app runs in a frame. */
  iframe?: boolean;
  /** The send mode; SMS by default. */
  mode?: PinSendMode;
  /** Locale of the toasts; English by default. */
  locale?: Locale;
  /**
   * Called once, when the confirmation ends with an outcome (verified, a new application, or maxed),
   * right after the state shows it: where the flow goes next. None by default.
   */
  onOutcome?: (outcome: PinOutcome) => void;
  /**
   * Called with the session token a successful confirm answers (`data.token`: the lender rotates the
   * token when the PIN is verified, and the one the confirm was sent with stops working), before the
   * outcome; also after `dispose`, since every later call of the session needs it. None by default.
   */
  onToken?: (token: string) => void;
}

/** The PIN verification store. */
export interface PinVerification extends ReadableStore<PinVerificationState> {
  /** Sets the code (trimmed to 5 characters, spaces dropped); the 5th character submits. */
  setCode(code: string): void;
  /** Confirms the code with the server (the Continue button). Returns the outcome, or null. */
  submit(): Promise<PinOutcome | null>;
  /**
   * Answers the changed items (02 §4), confirming again: `keep` true keeps the contract already made (the
   * cart is cleared and the original items re-added, `keep_checkout_items: true`); false accepts the new
   * items, for which a new contract must be signed (`keep_checkout_items: false`).
   */
  confirmItems(keep: boolean): Promise<PinOutcome | null>;
  /** Shows or hides the items list of the confirmation pane. */
  toggleItems(): void;
  /** Chooses SMS or e-mail for the next resend. */
  setMode(mode: PinSendMode): void;
  /** Sends a new PIN ('Resend PIN?') by the chosen mode. Returns whether it was sent. */
  resend(mode?: PinSendMode): Promise<boolean>;
  /** Clears the toast. */
  dismissNotice(): void;
  /** Replaces the transport, ids, flags or locale. */
  update(options: Partial<PinVerificationOptions>): void;
}

/**
 * The application data that the submit after a verified PIN carries (03 §7): the application the
 * server sent with the outcome, else `fallback` (the one the session holds); null for a maxed outcome
 * without a fallback.
 */
export function getPinSubmitApplication(
  outcome: PinOutcome,
  fallback: Record<string, unknown> | null,
): Record<string, unknown> | null {
  return (outcome.type !== 'maxed' && outcome.application) || fallback;
}

/**
 * Creates the PIN verification flow (02 §2, §4, §5, §7, §8): five characters, submitted automatically
 * once the fifth is entered; success ('PIN verification successful.') hands the session's new token to
 * `onToken` and marks the application verified or leads to a new application; changed checkout items open the items confirmation; an exhausted number of
 * attempts (data.maxed) produces the generic denial (code G, score 0, reason 'DNQ - internal (C)');
 * other failures show 'PIN verification failed.', clear the code for another try and put the error with
 * the tries left on the field.
 */
export function createPinVerification(options: PinVerificationOptions): PinVerification {
  let current = { ...options };
  const text = (code: string) => t(code, undefined, current.locale);
  const store = createStore<PinVerificationState>({
    code: '',
    status: 'entering',
    mode: options.mode ?? 'sms',
    sending: false,
    itemsConfirmation: null,
    itemsVisible: false,
    keepCheckoutItems: null,
    outcome: null,
    notice: null,
    failures: 0,
    fieldError: null,
  });

  const done = () => {
    const status = store.getState().status;
    return status === 'verified' || status === 'maxed';
  };

  async function confirm(): Promise<PinOutcome | null> {
    const state = store.getState();
    if (store.disposed || state.status === 'submitting' || done() || state.code.length !== PIN_LENGTH)
      return null;
    store.setState({ status: 'submitting', notice: null, fieldError: null });
    const payload: PinConfirmRequest = {
      uuid: current.uuid,
      checkout_id: current.checkoutId ?? null,
      store_id: current.storeId ?? null,
      code: state.code,
      retrieval: current.retrieval ?? false,
      iframe: current.iframe ?? false,
    };
    if (state.keepCheckoutItems !== null) payload.keep_checkout_items = state.keepCheckoutItems;
    const result = await current.transport({
      method: 'POST',
      path: PIN_PATHS.confirm,
      payload,
      // Confirming may create the application and decide on it: a long call (01 §9).
      timeout: LONG_TIMEOUT_MS,
      // An answer of another shape is a failed confirm with 01 §8's text, never a half-read one.
      answer: pinConfirmCall.answer,
    });
    if (result.status) {
      const data = result.data;
      if (data.token) current.onToken?.(data.token);
      if (data.confirmDifferentCheckoutItems) {
        store.setState({
          status: 'items-confirmation',
          itemsConfirmation: { oldItems: data.oldItems, newItems: data.newItems },
          keepCheckoutItems: false,
        });
        return null;
      }
      const outcome: PinOutcome = data.requiresNewApp
        ? { type: 'new-application', application: data.application }
        : { type: 'verified', application: data.application };
      store.setState({
        status: 'verified',
        outcome,
        itemsConfirmation: null,
        notice: { kind: 'success', message: text(PIN_MESSAGES.verified) },
      });
      if (!store.disposed) current.onOutcome?.(outcome);
      return outcome;
    }
    // A refusal's data is read with the refusal's own schemas: the client parses successful answers only.
    if (!(await pinMaxedRecordSchema['~standard'].validate(result.data)).issues) {
      const outcome: PinOutcome = { type: 'maxed', result: getMaxedDenialResult() };
      store.setState({ status: 'maxed', outcome });
      if (!store.disposed) current.onOutcome?.(outcome);
      return outcome;
    }
    // A uuid the server does not know for this session (03 §8): not a wrong PIN, so no try is counted.
    if (result.code === 404) {
      store.setState({
        status: 'failed',
        notice: { kind: 'error', message: text(PIN_MESSAGES.uuidMismatch) },
      });
      return null;
    }
    // The wrong digits are cleared for the next try, and the field says how many tries are left.
    const failures = store.getState().failures + 1;
    const wrong = await pinWrongRecordSchema['~standard'].validate(result.data);
    const left = getPinAttemptsLeft(failures, wrong.issues ? undefined : wrong.value.attempts_left);
    store.setState({
      status: 'failed',
      code: '',
      failures,
      fieldError: t(
        left === 1 ? 'errors.pin.lastTry' : 'errors.pin.triesLeft',
        { count: left },
        current.locale,
      ),
      notice: { kind: 'error', message: text(PIN_MESSAGES.failed) },
    });
    return null;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setCode(value) {
      if (done() || store.getState().status === 'submitting') return;
      const code = String(value ?? '')
        .replace(/\s+/g, '')
        .slice(0, PIN_LENGTH);
      const previous = store.getState().code;
      if (code === previous) return;
      store.setState((s) => ({ ...s, code, status: s.status === 'failed' ? 'entering' : s.status }));
      if (code.length === PIN_LENGTH && store.getState().status === 'entering') void confirm();
    },
    submit: confirm,
    confirmItems(keep) {
      if (store.getState().status !== 'items-confirmation') return Promise.resolve(null);
      store.setState({ status: 'entering', keepCheckoutItems: keep });
      return confirm();
    },
    toggleItems() {
      store.setState((s) => ({ ...s, itemsVisible: !s.itemsVisible }));
    },
    setMode(mode) {
      store.setState({ mode });
    },
    async resend(mode) {
      if (store.disposed || store.getState().sending || done()) return false;
      const chosen = mode ?? store.getState().mode;
      store.setState({ sending: true, mode: chosen, notice: null });
      const result = await current.transport({
        method: 'POST',
        path: PIN_PATHS.send,
        payload: { uuid: current.uuid, mode: chosen } satisfies PinSendRequest,
        answer: pinSendCall.answer,
      });
      store.setState({
        sending: false,
        notice: result.status
          ? { kind: 'success', message: text(PIN_MESSAGES.sent) }
          : {
              kind: 'error',
              message: text(result.code === 404 ? PIN_MESSAGES.uuidMismatch : PIN_MESSAGES.sendFailed),
            },
      });
      return result.status;
    },
    dismissNotice() {
      store.setState({ notice: null });
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
