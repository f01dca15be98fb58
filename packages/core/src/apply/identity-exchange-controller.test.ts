import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore } from '../session/session-store';
import { createIdentityExchangeController } from './identity-exchange-controller';

const LEASE = { token: 'phone-session', lease: { application_id: 41, checkout_id: 7, current_step: '3' } };

/** A controller whose exchange answers when `answer` is resolved. */
function setup() {
  const calls: ApiRequest[] = [];
  let answer!: (result: ApiResult) => void;
  const transport = vi.fn((request: ApiRequest) => {
    calls.push(request);
    return new Promise<ApiResult>((resolve) => (answer = resolve));
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  const goTo = vi.fn();
  const controller = createIdentityExchangeController({ transport, session, goTo, token: 'link-token' });
  return { calls, session, goTo, controller, answer: (result: ApiResult) => answer(result) };
}

describe("spec 03 §2, §7: the identity link's exchange", () => {
  it("makes no call when created; mounted, it exchanges the link's token once, takes its session token and goes to the checkpoint redirect", async () => {
    const { calls, session, goTo, controller, answer } = setup();
    expect(calls).toEqual([]);
    // React's strict mode ends the first mount and mounts the same controller again: one exchange.
    controller.mount()();
    controller.mount();
    expect(calls).toEqual([
      { path: '/apply-v2/intellicheck/exchange', headers: { 'X-APPLY-TOKEN': 'link-token' } },
    ]);
    answer({ status: true, code: 200, data: LEASE, error: null });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('checkpoint/redirect', { replace: true }));
    // The records come from the checkpoint redirect's exchange of this token; the lease's ids are no records.
    expect(session.getState()).toMatchObject({ token: 'phone-session', application: null, checkout: null });
  });

  it('an answer naming no application goes to the unknown-error page, a forbidden one to 403, and neither touches the session', async () => {
    const cases: [ApiResult, string][] = [
      [{ status: true, code: 200, data: { token: 'phone-session', lease: {} }, error: null }, 'unknown'],
      [{ status: false, code: 403, data: null, error: 'Forbidden' }, '403'],
      [{ status: false, code: 500, data: null, error: 'Server error' }, 'unknown'],
    ];
    for (const [result, page] of cases) {
      const { session, goTo, controller, answer } = setup();
      const before = session.getState();
      controller.mount();
      answer(result);
      await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(page, { replace: true }));
      expect(session.getState()).toBe(before);
    }
  });

  it('an answer arriving after the screen is gone touches nothing', async () => {
    const { session, goTo, controller, answer } = setup();
    const before = session.getState();
    controller.mount()();
    answer({ status: true, code: 200, data: LEASE, error: null });
    await Promise.resolve();
    await Promise.resolve();
    expect(goTo).not.toHaveBeenCalled();
    expect(session.getState()).toBe(before);
  });
});
