import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { checkoutView, checkpointExchangeRecord } from '../contract/test-records';
import { createSessionStore } from '../session/session-store';
import { refreshSession } from './session-refresh';

const checkout = checkoutView({ id: 31, current_step: 9, host_origin: 'https://shop.example' });

function setup(result: ApiResult, token: string | null = 'session-token') {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return result;
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  session.patch({ token });
  const host = { update: vi.fn() };
  const refresh = () =>
    refreshSession({ transport, session, host, embedderOrigin: () => 'https://embed.example' });
  return { calls, session, host, refresh };
}

describe('spec 03 §4: the checkpoint redirect refreshes the session before routing by it', () => {
  it("exchanges the session's token, replaces the checkout and store, keeps the token when the answer names none, and sets the host origin again", async () => {
    const answer = checkpointExchangeRecord({ token: undefined, uuid: 'u-1', checkout });
    const { calls, session, host, refresh } = setup({ status: true, code: 200, data: answer, error: null });
    await expect(refresh()).resolves.toBe(true);
    expect(calls).toEqual([{ path: '/apply-v2/checkpoint/exchange' }]);
    expect(session.getState()).toMatchObject({ token: 'session-token', uuid: 'u-1', checkout });
    expect(host.update).toHaveBeenCalledWith({ hostOrigin: 'https://shop.example' });
  });

  it('without a token nothing is asked and the session stays as it was', async () => {
    const { calls, session, refresh } = setup({ status: true, code: 200, data: null, error: null }, null);
    const before = session.getState();
    await expect(refresh()).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(session.getState()).toBe(before);
  });

  it('a refused answer, or one of another shape, fails and leaves the session as it was', async () => {
    for (const result of [
      { status: false, code: 403, data: null, error: 'Forbidden' },
      { status: true, code: 200, data: { token: 42 }, error: null },
    ]) {
      const { session, host, refresh } = setup(result);
      const before = session.getState();
      await expect(refresh()).resolves.toBe(false);
      expect(session.getState()).toBe(before);
      expect(host.update).not.toHaveBeenCalled();
    }
  });
});
