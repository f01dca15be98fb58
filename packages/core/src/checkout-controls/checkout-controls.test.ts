import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { HostMode } from '../host-bridge/host-bridge';
import { checkoutCall, checkoutCancelCall } from '../contract/calls/checkout';
import { checkoutView, envelopeResponse } from '../contract/test-records';
import { createSessionStore, type SessionState } from '../session/session-store';
import { createCheckoutControls } from './checkout-controls';

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });

/**
 * The real API client over a fetch that answers every call with `answer` (held until `release` when
 * `held`), so each answer is parsed with its call's schema as the app's would be.
 */
function transport(answer: ApiResult<unknown>, held = false) {
  const calls: ApiRequest[] = [];
  let release: () => void = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const client = createApiClient({
    fetch: (async () => {
      await gate;
      return envelopeResponse(answer.data, { status: answer.status, code: answer.code, error: answer.error });
    }) as typeof fetch,
  });
  const fn = vi.fn((request: ApiRequest) => {
    calls.push(request);
    return client.request(request);
  }) as unknown as ApiTransport;
  return { fn, calls, release: () => release() };
}

/** What a cancel answers: the cancelled step and where the retailer takes a failure. */
const cancelled = (url: string) => ({ step: 0, return_url_failure: url });

function setup(mode: HostMode, answer: ApiResult<unknown>, patch: Partial<SessionState> = {}, held = false) {
  const api = transport(answer, held);
  const session = createSessionStore({
    initial: {
      checkout: checkoutView({ id: 77, current_step: 5, return_url_failure: 'https://shop.example/failed' }),
      ...patch,
    },
  });
  const host = { getState: () => ({ mode }), cancelled: vi.fn(() => true), close: vi.fn(() => true) };
  const leave = vi.fn();
  const controls = createCheckoutControls({
    transport: api.fn,
    session,
    host: host as unknown as Parameters<typeof createCheckoutControls>[0]['host'],
    leave,
  });
  return { api, session, host, leave, controls };
}

describe('createCheckoutControls', () => {
  it("spec 02 §4, 04 Modes: a cancel tells the lender with its payload, then the host 'cancelled' with the checkout id, then 'close' when embedded", async () => {
    const { api, host, leave, controls } = setup(
      'iframe',
      ok(cancelled('https://shop.example/failed')),
      {},
      true,
    );
    const done = controls.cancel({ code: 'E_MISSING_OPTIONS', message: 'No delivery options' });
    expect(controls.getState().returning).toBe(true);
    await Promise.resolve();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/apply-v2/checkout/77/cancel',
        payload: { code: 'E_MISSING_OPTIONS', message: 'No delivery options' },
        answer: checkoutCancelCall.answer,
      },
    ]);
    expect(host.cancelled).not.toHaveBeenCalled();
    api.release();
    await done;
    expect(host.cancelled).toHaveBeenCalledWith({
      checkout_id: 77,
      code: 'E_MISSING_OPTIONS',
      message: 'No delivery options',
    });
    expect(host.close).toHaveBeenCalledTimes(1);
    expect(host.cancelled.mock.invocationCallOrder[0]).toBeLessThan(host.close.mock.invocationCallOrder[0]!);
    expect(leave).not.toHaveBeenCalled();
    expect(controls.getState().returning).toBe(false);
  });

  it("spec 04 Modes: in redirect mode a cancel leaves for the server's failure URL, else the checkout's, and posts no close", async () => {
    const answered = setup('redirect', ok(cancelled('https://shop.example/from-server')));
    await answered.controls.cancel();
    expect(answered.leave).toHaveBeenCalledWith('https://shop.example/from-server');
    expect(answered.host.close).not.toHaveBeenCalled();
    expect(answered.api.calls[0]?.payload).toEqual({});

    // An answer without a usable URL, or of another shape (01 §8), leaves for the checkout's own.
    for (const data of [cancelled(''), null, { return_url_failure: 'https://evil.example' }]) {
      const recorded = setup('redirect', ok(data));
      await recorded.controls.cancel();
      expect(recorded.leave).toHaveBeenCalledWith('https://shop.example/failed');
      expect(recorded.host.cancelled).toHaveBeenCalledTimes(1);
    }

    const nowhere = setup('redirect', ok({ return_url_failure: 42 }), {
      checkout: checkoutView({ id: 77, return_url_failure: '' }),
    });
    await nowhere.controls.cancel();
    expect(nowhere.leave).not.toHaveBeenCalled();
    expect(nowhere.host.close).not.toHaveBeenCalled();
    expect(nowhere.host.cancelled).toHaveBeenCalledTimes(1);
  });

  it('spec 03 §3: a reload writes the checkout record into the session; a failed one keeps the session as it was', async () => {
    const fresh = checkoutView({ id: 77, current_step: 9 });
    const { api, session, controls } = setup('iframe', ok(fresh));
    await expect(controls.reload()).resolves.toEqual(ok(fresh));
    expect(api.calls).toEqual([{ path: '/apply-v2/checkout/77', answer: checkoutCall.answer }]);
    expect(session.getState().checkout).toEqual(fresh);

    const failed = setup('iframe', { status: false, code: 500, data: null, error: 'Server Error' });
    const before = failed.session.getState().checkout;
    expect((await failed.controls.reload())?.status).toBe(false);
    expect(failed.session.getState().checkout).toBe(before);
  });

  it('01 §8: a reload answered in another shape fails with the invalid-response text and keeps the session as it was', async () => {
    for (const data of [
      { id: 77, current_step: 9 },
      checkoutView({ may_continue: 'yes' as unknown as boolean }),
      'x',
    ]) {
      const { session, controls } = setup('iframe', ok(data));
      const before = session.getState().checkout;
      expect(await controls.reload()).toEqual({
        status: false,
        code: 200,
        data: null,
        error: 'An invalid response was returned from the server.',
      });
      expect(session.getState().checkout).toBe(before);
    }
  });

  it('without a checkout id (missing or not a string or number), nothing is sent and nothing is told', async () => {
    for (const checkout of [null, { id: { toString: () => '1/../../x' } }]) {
      const { api, host, controls } = setup('iframe', ok({}), {
        checkout: checkout as SessionState['checkout'],
      });
      await expect(controls.reload()).resolves.toBeNull();
      await controls.cancel();
      expect(api.calls).toEqual([]);
      expect(host.cancelled).not.toHaveBeenCalled();
      expect(controls.getState().returning).toBe(false);
    }
  });

  it('after dispose, a reload or cancel sends nothing', async () => {
    const { api, controls } = setup('iframe', ok({}));
    controls.dispose();
    await expect(controls.reload()).resolves.toBeNull();
    await controls.cancel();
    expect(api.calls).toEqual([]);
  });
});
