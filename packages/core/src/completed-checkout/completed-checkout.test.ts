import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/types';
import { createCompletedCheckout, type CompletedCheckoutOptions } from './completed-checkout';

const answer = (data: unknown, status = true): ApiResult<unknown> => ({
  status,
  code: status ? 200 : 500,
  data,
  error: null,
});

function setup(loaded: ApiResult<unknown> | null, extra: Partial<CompletedCheckoutOptions> = {}) {
  const load = vi.fn(async () => loaded);
  const onSuccess = vi.fn();
  const checkout = createCompletedCheckout({ load, onSuccess, ...extra });
  return { checkout, load, onSuccess };
}

describe('spec 02 §4, 04: the completed screen reads the checkout reloaded once per visit', () => {
  it('a paid checkout is a success: its return address, and onSuccess once with the ids for the host', async () => {
    const record = {
      id: 31,
      application_id: 7,
      current_step: 9,
      return_url_thankyou: 'https://shop.example/thanks',
      return_url_failure: 'https://shop.example/failed',
    };
    const { checkout, load, onSuccess } = setup(answer(record));
    expect(checkout.getState()).toMatchObject({ record: null, variant: null, outcome: null });
    await checkout.load();
    expect(checkout.getState()).toEqual({
      record,
      variant: 'success',
      outcome: 'success',
      returnUrl: 'https://shop.example/thanks',
      failureUrl: 'https://shop.example/failed',
    });
    expect(onSuccess).toHaveBeenCalledWith({ checkout_id: 31, application_id: 7 });
    await checkout.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("without a thank-you address a success returns to its result's url; a failure calls nothing", async () => {
    const success = setup(
      answer({ id: 1, result: { status: 'success', data: { url: 'https://shop.example/r' } } }),
    );
    await success.checkout.load();
    expect(success.checkout.getState()).toMatchObject({
      variant: 'success',
      returnUrl: 'https://shop.example/r',
    });

    const failure = setup(
      answer({ id: 2, current_step: 5, return_url_failure: 'https://shop.example/failed' }),
    );
    await failure.checkout.load();
    expect(failure.checkout.getState()).toMatchObject({
      variant: 'failure',
      outcome: 'failure',
      returnUrl: null,
      failureUrl: 'https://shop.example/failed',
    });
    expect(failure.onSuccess).not.toHaveBeenCalled();

    const stopped = setup(answer({ id: 3, may_continue: false, current_step: 9 }));
    await stopped.checkout.load();
    expect(stopped.checkout.getState()).toMatchObject({
      variant: 'may-not-continue',
      outcome: 'may-not-continue',
    });
    expect(stopped.onSuccess).not.toHaveBeenCalled();
  });

  it("a failed reload falls back on the session's checkout; with neither, the screen waits", async () => {
    const fallback = { id: 4, current_step: 8 };
    const { checkout, onSuccess } = setup(answer(null, false), { fallback: () => fallback });
    await checkout.load();
    expect(checkout.getState()).toMatchObject({ record: fallback, variant: 'success' });
    expect(onSuccess).toHaveBeenCalledWith({ checkout_id: 4, application_id: null });

    const none = setup(null, { fallback: () => null });
    await none.checkout.load();
    expect(none.checkout.getState().variant).toBeNull();
  });

  it('an answer after dispose is dropped: no state, no onSuccess', async () => {
    let resolve: (result: ApiResult<unknown>) => void = () => {};
    const load = vi.fn(() => new Promise<ApiResult<unknown>>((done) => (resolve = done)));
    const onSuccess = vi.fn();
    const checkout = createCompletedCheckout({ load, onSuccess });
    const loading = checkout.load();
    checkout.dispose();
    resolve(answer({ id: 5, current_step: 9 }));
    await loading;
    expect(checkout.getState().record).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    await checkout.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
