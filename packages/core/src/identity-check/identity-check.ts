import type { ApiResult, ApiTransport } from '../api/types';
import {
  identitySendCall,
  identityVerifyCall,
  type IdentitySendRequest,
  type IdentityVerifyRequest,
} from '../contract/calls/identity';
import { formatMessage, t, type Locale, type MessageDescriptor } from '../messages';
import { maskPhone } from '../rules/format';
import { IDENTITY_PHONE_FIELD, validateField } from '../rules/validation';
import { createStore, type ReadableStore } from '../stores/store';

/** Identity check calls (01 §7). */
export const IDENTITY_CHECK_PATHS = {
  send: '/apply-v2/intellicheck/send',
  verify: '/apply-v2/intellicheck/verify',
} as const;

/** The send response code meaning the link was already sent: go straight to verify (01 §8). */
export const IDENTITY_ALREADY_SENT_CODE = 208;

/**
 * Verify response codes after which the button is enabled again (01 §8: 202 or 0). 408 is added because
 * the API client reports "no response" (code 0 in the original) as 408, and a network fault must let the
 * user retry.
 */
export const IDENTITY_RETRY_CODES: readonly number[] = [202, 0, 408];

/** Catalogue codes of the identity check texts (01 §8). */
export const IDENTITY_CHECK_MESSAGES = {
  sent: 'errors.identity.linkSent',
  notSent: 'errors.identity.linkNotSent',
  failed: 'errors.identity.processFailed',
} as const;

/** A toast the UI shows. */
export interface IdentityCheckNotice {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** State of the identity check. */
export interface IdentityCheckState {
  /** The mobile phone as typed, masked (###) ###-####. */
  phone: string;
  /** The phone's validation error, or null. */
  phoneError: string | null;
  /** The check's id from the send call (sent back when resending and verifying). */
  checkId: string | number | null;
  /** Whether the link was sent (or the server said it already was). */
  sent: boolean;
  sending: boolean;
  verifying: boolean;
  /** Whether the verify button is enabled: once sent, not while a call runs, not after a final error. */
  canVerify: boolean;
  /** Whether the identity check is completed. */
  completed: boolean;
  /** The last toast, or null. */
  notice: IdentityCheckNotice | null;
}

/** Options of {@link createIdentityCheck}. */
export interface IdentityCheckOptions {
  transport: ApiTransport;
  /** An existing check id (resuming); none by default. */
  checkId?: string | number | null;
  /** A pre-filled mobile phone; empty by default. */
  phone?: string | null;
  /** Whether the phone field is shown and sent; true by default. Without it, send posts no phone. */
  withPhone?: boolean;
  /** The phone field's label used in messages; 'Mobile phone' by default. */
  phoneLabel?: string;
  /** Locale of the texts; English by default. */
  locale?: Locale;
  /**
   * Called once, when verify finds the check completed, right after the state shows it: where the flow
   * goes next. None by default.
   */
  onCompleted?: () => void;
}

/** The identity check store. */
export interface IdentityCheck extends ReadableStore<IdentityCheckState> {
  /** Sets the phone, applying the mask; clears its error. */
  setPhone(value: string): void;
  /** Sends (or resends, with check_id) the link to the mobile phone. Returns whether it was sent. */
  send(): Promise<boolean>;
  /** Asks the server whether the check is completed. Returns whether it is. */
  verify(): Promise<boolean>;
  /** Clears the toast. */
  dismissNotice(): void;
  /** Replaces the transport, label, locale or completion callback. */
  update(
    options: Partial<Pick<IdentityCheckOptions, 'transport' | 'phoneLabel' | 'locale' | 'onCompleted'>>,
  ): void;
}

/** Validates the identity phone (01 §5): required, (###) ###-####, at most 14 characters. */
export function validateIdentityPhone(phone: string, label = 'Mobile phone'): MessageDescriptor | null {
  const error = validateField(phone, IDENTITY_PHONE_FIELD.rules, { label });
  if (error) return error;
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(phone)
    ? null
    : { code: 'validation.phone', params: { field: label } };
}

/**
 * Creates the identity check flow (01 §2, §7, §8; 03 §4): send a link to the mobile phone, then verify.
 * Verify is enabled once the link was sent or the server answers 208 (already sent). Failures show the
 * server error or 'Unable to complete process. Please wait a few seconds and try again.'; the phone
 * typed is never lost.
 */
export function createIdentityCheck(options: IdentityCheckOptions): IdentityCheck {
  let current = { ...options };
  const text = (code: string) => t(code, undefined, current.locale);
  const store = createStore<IdentityCheckState>({
    phone: maskPhone(options.phone ?? ''),
    phoneError: null,
    checkId: options.checkId ?? null,
    sent: false,
    sending: false,
    verifying: false,
    canVerify: false,
    completed: false,
    notice: null,
  });
  const error = (result: ApiResult<unknown>): IdentityCheckNotice => ({
    kind: 'error',
    message: result.error || text(IDENTITY_CHECK_MESSAGES.failed),
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setPhone(value) {
      store.setState({ phone: maskPhone(value), phoneError: null });
    },
    async send() {
      const state = store.getState();
      if (state.sending || store.disposed) return false;
      const withPhone = current.withPhone ?? true;
      if (withPhone) {
        const invalid = validateIdentityPhone(state.phone, current.phoneLabel);
        if (invalid) {
          store.setState({ phoneError: formatMessage(invalid, current.locale) });
          return false;
        }
      }
      const payload: IdentitySendRequest = {};
      if (withPhone) payload.phone = state.phone;
      if (state.checkId != null) payload.check_id = state.checkId;
      store.setState({ sending: true, notice: null, phoneError: null });
      const result = await current.transport({
        method: 'POST',
        path: IDENTITY_CHECK_PATHS.send,
        payload,
        answer: identitySendCall.answer,
      });
      // An answer that says the link was not sent carries no usable id (01 §7).
      const id = result.status && !('sent' in result.data && !result.data.sent) ? result.data.id : null;
      const s = store.getState();
      if (result.code === IDENTITY_ALREADY_SENT_CODE) {
        store.setState({ sending: false, sent: true, canVerify: !s.completed, checkId: id ?? s.checkId });
        return true;
      }
      if (result.status && id != null) {
        store.setState({
          sending: false,
          sent: true,
          canVerify: !s.completed,
          checkId: id,
          notice: { kind: 'success', message: text(IDENTITY_CHECK_MESSAGES.sent) },
        });
        return true;
      }
      store.setState({
        sending: false,
        notice: result.status
          ? { kind: 'error', message: text(IDENTITY_CHECK_MESSAGES.notSent) }
          : error(result),
      });
      return false;
    },
    async verify() {
      const state = store.getState();
      if (!state.canVerify || state.verifying || store.disposed) return false;
      store.setState({ verifying: true, canVerify: false, notice: null });
      const payload: IdentityVerifyRequest = { check_id: state.checkId };
      const result = await current.transport({
        method: 'POST',
        path: IDENTITY_CHECK_PATHS.verify,
        payload,
        answer: identityVerifyCall.answer,
      });
      if (result.status) {
        const completed = result.data.completed;
        store.setState({
          verifying: false,
          completed,
          canVerify: !completed,
          notice: completed ? null : { kind: 'error', message: text(IDENTITY_CHECK_MESSAGES.failed) },
        });
        if (completed && !store.disposed) current.onCompleted?.();
        return completed;
      }
      store.setState({
        verifying: false,
        canVerify: IDENTITY_RETRY_CODES.includes(result.code),
        notice: error(result),
      });
      return false;
    },
    dismissNotice() {
      store.setState({ notice: null });
    },
    update(next) {
      current = { ...current, ...next };
    },
  };
}
