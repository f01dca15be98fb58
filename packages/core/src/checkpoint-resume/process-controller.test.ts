import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { checkoutView } from '../contract/test-records';
import { createSessionStore } from '../session/session-store';
import { createProcessController } from './process-controller';

const GATEWAY = {
  tokenize_url: 'https://pay.example/t',
  process_url: 'https://pay.example/p',
  test_mode: true,
};

/** A controller on a fake API answering `result`, for a session with checkout 31 unless `withCheckout` is false. */
function setup(result: ApiResult, withCheckout = true) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return result;
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  if (withCheckout) session.patch({ checkout: { id: 31 } });
  const goTo = vi.fn();
  const host = { progress: vi.fn(() => true) };
  const leave = vi.fn(() => true);
  const controller = createProcessController({ transport, session, host, goTo, leave });
  return { calls, session, goTo, host, leave, controller };
}
/** A successful answer: checkout 31 as the contract shapes it, with `patch`'s fields. */
const processed = (patch: Record<string, unknown>): ApiResult => ({
  status: true,
  code: 200,
  data: { ...checkoutView({ id: 31 }), ...patch },
  error: null,
});

describe('spec 03 §4: the checkpoint process screen', () => {
  it('makes no call when created; without a checkout it goes to the checkpoint redirect', () => {
    const { calls, goTo, controller } = setup(processed({}), false);
    expect(calls).toEqual([]);
    controller.mount();
    expect(calls).toEqual([]);
    expect(goTo).toHaveBeenCalledWith('checkpoint/redirect', { replace: true });
  });

  it("a due down payment keeps the checkout's card gateway on the session and opens the payment, once across remounts", async () => {
    const { calls, session, goTo, controller } = setup(
      processed({ payment_required: true, config: GATEWAY }),
    );
    controller.mount()();
    controller.mount();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('checkout/payment', { replace: true }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/apply-v2/checkout/31/process', timeout: 180_000 });
    expect(session.getState().gateway).toEqual(GATEWAY);
  });

  it('banking comes before the identity check, and both before the checkpoint redirect; none touches the session', async () => {
    const cases: [ApiResult, string][] = [
      [processed({ banking_required: true, intellicheck_required: true }), 'checkout/banking'],
      [processed({ intellicheck_required: true }), 'intellicheck'],
      [processed({}), 'checkpoint/redirect'],
    ];
    for (const [result, route] of cases) {
      const { session, goTo, controller } = setup(result);
      const before = session.getState();
      controller.mount();
      await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(route, { replace: true }));
      expect(session.getState()).toBe(before);
    }
  });

  it('a redirect tells the host the step and leaves the app for it', async () => {
    const { host, leave, goTo, controller } = setup(processed({ redirect: 'https://shop.example/failed' }));
    controller.mount();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://shop.example/failed'));
    expect(host.progress).toHaveBeenCalledWith('process');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a failed call goes to 403 when forbidden, else to the unknown-error page', async () => {
    for (const [code, page] of [
      [403, '403'],
      [500, 'unknown'],
    ] as const) {
      const { goTo, controller } = setup({ status: false, code, data: null, error: 'No' });
      controller.mount();
      await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(page, { replace: true }));
    }
  });
});
