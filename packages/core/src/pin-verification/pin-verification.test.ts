import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { pinConfirmCall } from '../contract/calls/application';
import { pinSendCall } from '../contract/calls/identity';
import { applicationView, envelopeResponse } from '../contract/test-records';
import {
  createPinVerification,
  getPinAttemptsLeft,
  getPinSubmitApplication,
  PIN_LENGTH,
  PIN_MAX_ATTEMPTS,
  type PinVerificationOptions,
} from './pin-verification';

type Reply = Partial<ApiResult<unknown>>;

/**
 * A PIN verification over the real API client, whose fetch answers the replies in turn (a sent PIN by
 * default), so every answer is parsed with its call's schema as the app's would be.
 */
function setup(replies: Reply[], extra: Partial<PinVerificationOptions> = {}) {
  const calls: ApiRequest[] = [];
  const pending: Reply[] = [...replies];
  const client = createApiClient({
    fetch: (async () => {
      const reply = pending.shift() ?? { data: SENT };
      const status = reply.status ?? true;
      return envelopeResponse(reply.data ?? null, {
        status,
        code: reply.code ?? (status ? 200 : 400),
        error: reply.error ?? null,
      });
    }) as typeof fetch,
  });
  const transport = ((request: ApiRequest) => {
    calls.push(request);
    return client.request(request);
  }) as ApiTransport;
  const pin = createPinVerification({
    transport,
    uuid: 'u-1',
    checkoutId: 'c-1',
    storeId: 3,
    retrieval: false,
    iframe: true,
    ...extra,
  });
  return { pin, calls };
}

/** A PIN sent again, as `POST …/verify/send` answers it. */
const SENT = {
  sent: true,
  mode: 'sms',
  to: '***-***-0100',
  expires_at: '2026-01-01T00:10:00Z',
  sends_left: 2,
};
/** A verified PIN's answer, with the application it verified. */
const confirmed = (patch: Record<string, unknown> = {}) => ({
  requiresNewApp: false,
  application: applicationView(),
  confirmDifferentCheckoutItems: false,
  oldItems: [],
  newItems: [],
  ...patch,
});
/** The application of {@link confirmed}, as the outcome carries it. */
const APPLICATION = applicationView();

// The store's calls answer through promises: a zero advance of the fake clock lets them settle without
// waiting on a real timer.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('spec 02 §5: PIN is 5 characters and submits automatically at 5', () => {
  it('keeps at most 5 characters and auto-submits the 5th with the confirm payload', async () => {
    expect(PIN_LENGTH).toBe(5);
    const { pin, calls } = setup([{ data: confirmed() }]);
    pin.setCode('1');
    pin.setCode('12 34');
    expect(calls).toHaveLength(0);
    expect(pin.getState().code).toBe('1234');
    pin.setCode('123456');
    expect(pin.getState()).toMatchObject({ code: '12345', status: 'submitting' });
    await settle();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/apply-v2/application/verify/confirm',
        payload: {
          uuid: 'u-1',
          checkout_id: 'c-1',
          store_id: 3,
          code: '12345',
          retrieval: false,
          iframe: true,
        },
        // spec 01 §9: confirming may create and decide the application, a long call.
        timeout: 180_000,
        answer: pinConfirmCall.answer,
      },
    ]);
  });

  it('does not submit twice for the same code, nor while submitting', async () => {
    const { pin, calls } = setup([{ status: false, code: 422 }]);
    pin.setCode('12345');
    pin.setCode('12345');
    expect(await pin.submit()).toBeNull();
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('defaults: ids null, flags false; a short code is not submitted', async () => {
    const { pin, calls } = setup([{}], {
      checkoutId: undefined,
      storeId: undefined,
      retrieval: undefined,
      iframe: undefined,
    });
    expect(await pin.submit()).toBeNull();
    pin.setCode('abcde');
    await settle();
    expect(calls[0]!.payload).toMatchObject({
      checkout_id: null,
      store_id: null,
      retrieval: false,
      iframe: false,
    });
  });
});

describe('spec 02 §4, §7, §8: PIN confirm outcomes', () => {
  it("success: 'PIN verification successful.' and the application verified", async () => {
    const { pin } = setup([{ data: confirmed() }]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState()).toMatchObject({
      status: 'verified',
      outcome: { type: 'verified', application: APPLICATION },
      notice: { kind: 'success', message: 'PIN verification successful.' },
    });
    pin.setCode('54321');
    expect(pin.getState().code).toBe('12345');
  });

  it('success with requiresNewApp leads to a new application', async () => {
    const { pin } = setup([{ data: confirmed({ requiresNewApp: true, application: null }) }]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState().outcome).toEqual({ type: 'new-application', application: null });
  });

  it('changed checkout items open the confirmation pane and set keep_checkout_items=false', async () => {
    const oldItems = [{ sku: 'A', quantity: 1, description: 'TV', unit_price: 500 }];
    const newItems = [{ sku: 'B', quantity: 2, description: 'Sofa', unit_price: 300 }];
    const { pin, calls } = setup([
      { data: confirmed({ confirmDifferentCheckoutItems: true, application: null, oldItems, newItems }) },
      { data: confirmed() },
    ]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState()).toMatchObject({
      status: 'items-confirmation',
      itemsConfirmation: { oldItems, newItems },
      keepCheckoutItems: false,
      itemsVisible: false,
      outcome: null,
    });
    pin.toggleItems();
    expect(pin.getState().itemsVisible).toBe(true);
    pin.toggleItems();
    expect(pin.getState().itemsVisible).toBe(false);
    const outcome = await pin.confirmItems(false);
    expect(calls[1]!.payload).toMatchObject({ code: '12345', keep_checkout_items: false });
    expect(outcome).toEqual({ type: 'verified', application: APPLICATION });
    expect(pin.getState().itemsConfirmation).toBeNull();
    expect(await pin.confirmItems(false)).toBeNull();
  });

  it('spec 02 §4: keeping the contract already made confirms with keep_checkout_items=true', async () => {
    const { pin, calls } = setup([
      { data: confirmed({ confirmDifferentCheckoutItems: true, application: null }) },
      { data: confirmed() },
    ]);
    pin.setCode('12345');
    await settle();
    await pin.confirmItems(true);
    expect(calls[1]!.payload).toMatchObject({ code: '12345', keep_checkout_items: true });
  });

  it('01 §8: a confirm answered in another shape is a failed try with the failure notice; nothing half-read opens', async () => {
    const hostile = [
      { confirmDifferentCheckoutItems: 1, oldItems: null, newItems: 'x' },
      confirmed({ newItems: [{ sku: 'B' }, 'junk'] }),
      confirmed({ application: { id: 9 } }),
      confirmed({ token: 42 }),
      'verified',
    ];
    for (const data of hostile) {
      const onToken = vi.fn();
      const onOutcome = vi.fn();
      const { pin } = setup([{ data }], { onToken, onOutcome });
      pin.setCode('12345');
      await settle();
      expect(pin.getState()).toMatchObject({
        status: 'failed',
        code: '',
        itemsConfirmation: null,
        outcome: null,
        notice: { kind: 'error', message: 'PIN verification failed.' },
      });
      expect(onToken).not.toHaveBeenCalled();
      expect(onOutcome).not.toHaveBeenCalled();
    }
  });

  it("failure: 'PIN verification failed.', the code is cleared with the tries left on the field, and a new code submits again", async () => {
    const { pin, calls } = setup([
      { status: false, code: 400, error: 'Invalid code' },
      { data: confirmed() },
    ]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState()).toMatchObject({
      status: 'failed',
      code: '',
      failures: 1,
      fieldError: 'PIN verification failed. Check the PIN and enter it again: 2 tries left.',
      notice: { kind: 'error', message: 'PIN verification failed.' },
    });
    pin.setCode('1234');
    expect(pin.getState().status).toBe('entering');
    pin.setCode('12346');
    await settle();
    expect(calls).toHaveLength(2);
    expect(pin.getState().status).toBe('verified');
  });

  it("spec 02 §4: maxed attempts produce the denial (code G, score 0, reason 'DNQ - internal (C)')", async () => {
    const { pin } = setup([{ status: false, code: 403, data: { maxed: true }, error: 'Too many attempts' }]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState()).toMatchObject({
      status: 'maxed',
      outcome: { type: 'maxed', result: { code: 'G', score: 0, reason: 'DNQ - internal (C)' } },
    });
    expect(await pin.resend()).toBe(false);
  });
});

describe('a verified PIN hands the session its new token (docs/behaviour.md 03 §6 "Session tokens")', () => {
  it('onToken gets the token a successful confirm answers, before onOutcome; refusals and answers without a text token hand over nothing', async () => {
    const heard: string[] = [];
    const { pin } = setup(
      [
        {
          status: false,
          code: 422,
          data: { token: 'not-from-a-success', code: ['PIN verification failed.'] },
        },
        { data: confirmed({ confirmDifferentCheckoutItems: true, application: null }) },
        { data: confirmed({ token: 'rotated-token' }) },
      ],
      {
        onToken: (token) => heard.push(`token ${token}`),
        onOutcome: (outcome) => heard.push(`outcome ${outcome.type}`),
      },
    );
    pin.setCode('12345');
    await settle();
    pin.setCode('12346');
    await settle();
    expect(heard).toEqual([]);
    await pin.confirmItems(false);
    expect(heard).toEqual(['token rotated-token', 'outcome verified']);
  });

  it('the token is handed over even when the store was disposed while the confirm was on its way', async () => {
    const onToken = vi.fn();
    const onOutcome = vi.fn();
    const { pin } = setup([{ data: confirmed({ token: 'rotated-token' }) }], { onToken, onOutcome });
    pin.setCode('12345');
    pin.dispose();
    await settle();
    expect(onToken).toHaveBeenCalledWith('rotated-token');
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe('spec 02 §4, 03 §4: onOutcome hears where the PIN leads, once', () => {
  it('a verified PIN calls onOutcome once with the outcome the state shows', async () => {
    const onOutcome = vi.fn();
    const { pin } = setup([{ data: confirmed() }], { onOutcome });
    pin.setCode('1234');
    expect(onOutcome).not.toHaveBeenCalled();
    pin.setCode('12345');
    await settle();
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'verified', application: APPLICATION });
    expect(onOutcome.mock.calls[0]![0]).toBe(pin.getState().outcome);
    await pin.submit();
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('a wrong PIN and the items confirmation call nothing; the answer to the items does', async () => {
    const onOutcome = vi.fn();
    const { pin } = setup(
      [
        { status: false, code: 400, error: 'Invalid code' },
        { data: confirmed({ confirmDifferentCheckoutItems: true, application: null }) },
        { data: confirmed({ requiresNewApp: true, application: null }) },
      ],
      { onOutcome },
    );
    pin.setCode('12345');
    await settle();
    pin.setCode('12346');
    await settle();
    expect(onOutcome).not.toHaveBeenCalled();
    await pin.confirmItems(true);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'new-application', application: null });
  });

  it('maxed attempts call onOutcome with the denial; the callback pushed last is the one called', async () => {
    const first = vi.fn();
    const last = vi.fn();
    const { pin } = setup([{ status: false, code: 403, data: { maxed: true } }], { onOutcome: first });
    pin.update({ onOutcome: last });
    pin.setCode('12345');
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledWith({
      type: 'maxed',
      result: { code: 'G', score: 0, reason: 'DNQ - internal (C)' },
    });
  });

  it("spec 03 §7: the submit carries the server's application, else the session's", () => {
    const session = { id: 1 };
    expect(getPinSubmitApplication({ type: 'verified', application: APPLICATION }, session)).toBe(
      APPLICATION,
    );
    expect(getPinSubmitApplication({ type: 'new-application', application: null }, session)).toBe(session);
    expect(getPinSubmitApplication({ type: 'verified', application: null }, null)).toBeNull();
  });
});

describe("spec 02 §2, §8: 'Resend PIN?' by SMS or e-mail", () => {
  it("posts {uuid, mode} and toasts 'PIN has been sent to you for verification.'", async () => {
    const { pin, calls } = setup([{ data: SENT }, { data: SENT }]);
    expect(pin.getState().mode).toBe('sms');
    const sending = pin.resend();
    expect(pin.getState().sending).toBe(true);
    expect(await sending).toBe(true);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/apply-v2/application/verify/send',
      payload: { uuid: 'u-1', mode: 'sms' },
      answer: pinSendCall.answer,
    });
    expect(pin.getState().notice).toEqual({
      kind: 'success',
      message: 'PIN has been sent to you for verification.',
    });
    pin.setMode('email');
    await pin.resend();
    expect(calls[1]!.payload).toEqual({ uuid: 'u-1', mode: 'email' });
    pin.dismissNotice();
    expect(pin.getState().notice).toBeNull();
  });

  it("failure toasts 'PIN could not be sent. Please try again later.'", async () => {
    const { pin, calls } = setup([{ status: false, code: 500 }]);
    expect(await pin.resend('email')).toBe(false);
    expect(calls[0]!.payload).toEqual({ uuid: 'u-1', mode: 'email' });
    expect(pin.getState()).toMatchObject({
      mode: 'email',
      sending: false,
      notice: { kind: 'error', message: 'PIN could not be sent. Please try again later.' },
    });
  });

  it('no parallel resends; nothing after dispose; options can be replaced', async () => {
    const { pin, calls } = setup([{ data: SENT }, { data: SENT }]);
    void pin.resend();
    expect(await pin.resend()).toBe(false);
    pin.update({ uuid: 'u-2' });
    await settle();
    await pin.resend();
    expect(calls[1]!.payload).toMatchObject({ uuid: 'u-2' });
    pin.dispose();
    expect(await pin.resend()).toBe(false);
  });
});

describe('01 §8: a resend answered in another shape', () => {
  it("toasts 'PIN could not be sent. Please try again later.', as a failed send does", async () => {
    for (const data of [{ sent: true }, { ...SENT, sends_left: '2' }, null]) {
      const { pin } = setup([{ data }]);
      expect(await pin.resend()).toBe(false);
      expect(pin.getState().notice).toEqual({
        kind: 'error',
        message: 'PIN could not be sent. Please try again later.',
      });
    }
  });
});

describe('spec 03 §8: a uuid mismatch', () => {
  it('a confirm or resend the server answers 404 says the application was not found', async () => {
    const { pin } = setup([
      { status: false, code: 404 },
      { status: false, code: 404 },
    ]);
    pin.setCode('12345');
    await settle();
    expect(pin.getState().notice).toEqual({
      kind: 'error',
      message: 'Application not found. Please create a new application.',
    });
    await pin.resend();
    expect(pin.getState().notice?.message).toBe('Application not found. Please create a new application.');
  });
});

describe('a wrong PIN says how many tries are left (02 §4: 3 before the denial)', () => {
  it('counts down to the last-try warning', async () => {
    const wrong = { status: false, code: 422, error: 'PIN verification failed.' };
    const { pin } = setup([wrong, wrong]);
    expect(PIN_MAX_ATTEMPTS).toBe(3);
    pin.setCode('11111');
    await settle();
    expect(pin.getState().fieldError).toContain('2 tries left');
    pin.setCode('22222');
    await settle();
    expect(pin.getState()).toMatchObject({
      failures: 2,
      code: '',
      fieldError: 'PIN verification failed. 1 try left: another wrong PIN ends this application.',
    });
  });

  it("takes the server's count when it reports one, never below 0", () => {
    expect(getPinAttemptsLeft(1, 4)).toBe(4);
    expect(getPinAttemptsLeft(1, -2)).toBe(0);
    expect(getPinAttemptsLeft(1, '9')).toBe(2);
    expect(getPinAttemptsLeft(5)).toBe(0);
  });
});
