import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { HostBridge } from '../host-bridge';
import { checkoutView, checkpointExchangeRecord } from '../contract/test-records';
import { createSessionStore } from '../session';
import { createCheckpointResume, type CheckpointResumeOptions } from './checkpoint-resume';

const EXCHANGE = checkpointExchangeRecord();
/** The session flags of an exchange. */
const STATE = EXCHANGE.state;
const STORE = EXCHANGE.store;

/**
 * A successful exchange of the contract's shape: the store, no application or checkout; it hands the
 * session a token of its own unless `data` says otherwise.
 */
const exchanged = (data: Record<string, unknown>): ApiResult<unknown> => ({
  status: true,
  code: 200,
  data: checkpointExchangeRecord(data),
  error: null,
});

function setup(exchange: ApiResult<unknown>, extra: Partial<CheckpointResumeOptions> = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return { status: true, code: 200, data: null, error: null };
  }) as unknown as ApiTransport;
  const messages: string[] = [];
  const host = {
    update: vi.fn(),
    setCheckout: vi.fn(),
    started: vi.fn(() => messages.push('started')),
    cancelled: vi.fn(() => messages.push('cancelled')),
    close: vi.fn(() => messages.push('close')),
  };
  const session = createSessionStore();
  const load = vi.fn(async () => exchange);
  const leave = vi.fn(() => false);
  const resume = createCheckpointResume({
    exchange: load,
    ticket: 'link-ticket',
    transport,
    session,
    host: host as unknown as HostBridge,
    leave,
    ...extra,
  });
  return { resume, calls, host, session, messages, load, leave };
}

const checkout = checkoutView({
  id: 31,
  return_url_failure: 'https://shop.example/failed',
  host_origin: 'https://shop.example',
});

describe('spec 03 §4, 04: resuming at the checkpoint', () => {
  it('fills the session, sets the host origin and checkout, posts started and goes to the checkpoint redirect', async () => {
    const { resume, session, host, messages, load } = setup(exchanged({ uuid: 'u-1', checkout }));
    expect(resume.getState()).toEqual({ status: 'resuming', destination: null, restored: false });
    await expect(resume.run()).resolves.toBe('checkpoint/redirect');
    expect(session.getState()).toMatchObject({
      token: 'session-token',
      uuid: 'u-1',
      checkout,
      retailStore: STORE,
    });
    expect(host.update).toHaveBeenCalledWith({ hostOrigin: 'https://shop.example' });
    expect(host.setCheckout).toHaveBeenCalledWith(31);
    expect(host.started).toHaveBeenCalledWith({ checkout_id: 31 });
    expect(messages).toEqual(['started']);
    expect(resume.getState()).toEqual({ status: 'done', destination: 'checkpoint/redirect', restored: true });
    // Once: the exchange's token is used a single time.
    await expect(resume.run()).resolves.toBe('checkpoint/redirect');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("the link's iframe segment is on the session before the exchange answers", async () => {
    let answer!: (result: ApiResult<unknown>) => void;
    const { resume, session } = setup(exchanged({}), {
      iframe: true,
      exchange: () => new Promise((resolve) => (answer = resolve)),
    });
    const running = resume.run();
    expect(session.getState().iframe).toBe(true);
    answer(exchanged({ state: { ...STATE, iframe: false } }));
    await running;
    expect(session.getState().iframe).toBe(false);
  });

  it("the exchange's own token wins; the process segment and intellicheck_required choose the destination", async () => {
    const process = setup(exchanged({ token: 'new-token', checkout }), { process: 'process' });
    await expect(process.resume.run()).resolves.toBe('process');
    expect(process.session.getState().token).toBe('new-token');
    const identity = setup(exchanged({ checkout, intellicheck_required: true }), { process: 'process' });
    await expect(identity.resume.run()).resolves.toBe('intellicheck');
  });

  it("the link's ticket is never the session token: an exchange answering no token, or the ticket back, goes to 403 and touches nothing", async () => {
    for (const data of [{ token: undefined }, { token: '' }, { token: 'link-ticket' }]) {
      const { resume, session, host, messages } = setup(exchanged({ ...data, uuid: 'u-1', checkout }));
      session.patch({ token: 'earlier-session' });
      await expect(resume.run()).resolves.toBe('403');
      expect(resume.getState()).toEqual({ status: 'done', destination: '403', restored: false });
      expect(session.getState()).toMatchObject({ token: 'earlier-session', uuid: null, checkout: null });
      expect(host.setCheckout).not.toHaveBeenCalled();
      expect(messages).toEqual([]);
    }
  });

  it('a failed exchange goes to 403 or unknown and touches nothing', async () => {
    const forbidden = setup({ status: false, code: 403, data: null, error: 'Forbidden' });
    await expect(forbidden.resume.run()).resolves.toBe('403');
    expect(forbidden.resume.getState()).toEqual({ status: 'done', destination: '403', restored: false });
    expect(forbidden.host.setCheckout).not.toHaveBeenCalled();
    expect(forbidden.session.getState().token).not.toBe('link-ticket');
    const failed = setup({ status: false, code: 500, data: null, error: null });
    await expect(failed.resume.run()).resolves.toBe('unknown');
  });

  it('01 §8: an exchange answered in another shape goes to unknown and touches nothing, the ticket never kept', async () => {
    const hostile = [
      { token: 7 },
      { checkout: { id: 31, return_url_failure: 'https://shop.example/failed' } },
      { store: { id: 3 } },
      { state: { ...STATE, may_continue: 'yes' } },
      { intellicheck_required: 1 },
    ];
    for (const data of [...hostile.map((patch) => exchanged(patch).data), 'token', null]) {
      const { resume, session, host, messages, calls } = setup(
        { status: true, code: 200, data, error: null },
        { cancel: () => 'true' },
      );
      await expect(resume.run()).resolves.toBe('unknown');
      expect(resume.getState()).toEqual({ status: 'done', destination: 'unknown', restored: false });
      expect(session.getState()).toMatchObject({ token: null, checkout: null, retailStore: null });
      expect(host.update).not.toHaveBeenCalled();
      expect(host.setCheckout).not.toHaveBeenCalled();
      expect(messages).toEqual([]);
      expect(calls).toEqual([]);
    }
  });

  it('embedded, a cancel link cancels the checkout, posts cancelled then close, never started, and stays', async () => {
    const { resume, calls, messages, leave } = setup(exchanged({ checkout }), { cancel: () => 'true' });
    await expect(resume.run()).resolves.toBeNull();
    expect(calls).toEqual([{ method: 'POST', path: '/apply-v2/checkout/31/cancel', payload: {} }]);
    expect(leave).toHaveBeenCalledWith(null);
    expect(messages).toEqual(['cancelled', 'close']);
    expect(resume.getState()).toEqual({ status: 'cancelled', destination: null, restored: true });
  });

  it('in redirect mode a cancel link leaves for the failure URL, without close', async () => {
    const leave = vi.fn(() => true);
    const { resume, messages } = setup(exchanged({ checkout }), {
      cancel: () => 'true',
      redirecting: true,
      leave,
    });
    await expect(resume.run()).resolves.toBeNull();
    expect(leave).toHaveBeenCalledWith('https://shop.example/failed');
    expect(messages).toEqual(['cancelled']);
    expect(resume.getState()).toEqual({ status: 'done', destination: null, restored: true });
  });

  it('a cancel link without a checkout resumes as usual', async () => {
    const { resume, calls } = setup(exchanged({}), { cancel: () => 'true' });
    await expect(resume.run()).resolves.toBe('checkpoint/redirect');
    expect(calls).toHaveLength(0);
  });
});
