import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutView, retailStoreRecord } from '../contract/test-records';
import { LONG_TIMEOUT_MS } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createTechnicianMemory } from '../lease-summary/technician-memory';
import { createSessionStore, type SessionState } from '../session/session-store';
import { createESignFlow, type ESignFlowOptions } from './e-sign-flow';

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });
const fail = (
  code: number,
  error: string | null,
  fieldErrors?: Record<string, string[]>,
): ApiResult<null> => ({
  status: false,
  code,
  data: null,
  error,
  ...(fieldErrors ? { fieldErrors } : {}),
});

/** A transport answering by method and path from queues. */
function transport(answers: Record<string, ApiResult<unknown>[]>) {
  const calls: ApiRequest[] = [];
  const fn = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    const queue = answers[`${request.method ?? 'GET'} ${request.path}`] ?? [ok(null)];
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  }) as unknown as ApiTransport;
  return { fn, calls, names: () => calls.map((call) => `${call.method ?? 'GET'} ${call.path}`) };
}

const application = {
  id: 9,
  result: { offerAmounts: { A: '1500.00', B: '0.00', C: '2000.00', D: '0.00' } },
};
const technician = { name: 'Pat', phone: '(555) 123-4567', email: 'pat@example.com', quote: '1200' };

function setup(
  answers: Record<string, ApiResult<unknown>[]>,
  patch: Partial<SessionState> = {},
  options: Partial<ESignFlowOptions> = {},
) {
  const api = transport(answers);
  const session = createSessionStore({
    initial: {
      retailStore: retailStoreRecord({ id: 1 }),
      application,
      checkout: checkoutView({ id: 77, current_step: 13 }),
      ...patch,
    },
  });
  const technicianMemory = createTechnicianMemory();
  technicianMemory.setState({ technician });
  const onReturnToLease = vi.fn();
  const openSigningPage = vi.fn((url: unknown) => typeof url === 'string' && url.startsWith('https://'));
  const flow = createESignFlow({
    transport: api.fn,
    session,
    technicianMemory,
    openSigningPage,
    onReturnToLease,
    ...options,
  });
  return { api, session, technicianMemory, onReturnToLease, openSigningPage, flow };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §7: the e-sign', () => {
  it('POST …/esign once on start with the long timeout, then the browser leaves for the signing page', async () => {
    const { api, openSigningPage, flow } = setup({
      'POST /apply-v2/checkout/77/esign': [ok({ url: 'https://sign.example/77' })],
    });
    flow.start();
    flow.start();
    await flush();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/apply-v2/checkout/77/esign',
      payload: { checkout_id: 77, iframe: false },
      timeout: LONG_TIMEOUT_MS,
    });
    expect(api.calls).toHaveLength(1);
    expect(openSigningPage).toHaveBeenCalledWith('https://sign.example/77');
    expect(flow.getState()).toEqual({ status: 'redirecting', error: null, discarding: false });
  });

  it('spec 01 §6: an HVAC store sends the technician as typed', async () => {
    const { api, flow } = setup(
      { 'POST /apply-v2/checkout/77/esign': [ok({ url: 'https://sign.example/77' })] },
      { retailStore: retailStoreRecord({ id: 1, record: { identifier: 'HVAC' } }) },
      { iframe: true },
    );
    await flow.esign();
    expect(api.calls[0]!.payload).toEqual({ checkout_id: 77, iframe: true, technician });
  });
});

describe('spec 02 §8: an e-sign failure', () => {
  it("shows the server's error, then Discard Contract", async () => {
    const { flow } = setup({ 'POST /apply-v2/checkout/77/esign': [fail(500, 'Signing service down')] });
    await flow.esign();
    expect(flow.getState()).toEqual({
      status: 'failed',
      error: { text: 'Signing service down' },
      discarding: false,
    });
  });

  it("a timeout without a message shows 'Unable to generate Contract'", async () => {
    const { flow } = setup({ 'POST /apply-v2/checkout/77/esign': [fail(408, null)] });
    await flow.esign();
    expect(flow.getState().error).toEqual({ code: 'errors.esign.failed' });
  });

  it('a signing page that is not an absolute http(s) address fails like an e-sign error', async () => {
    const { flow } = setup({ 'POST /apply-v2/checkout/77/esign': [ok({ url: 'javascript:alert(1)' })] });
    await flow.esign();
    expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'errors.esign.failed' } });
  });

  it("spec 01 §6: a 422 on the technician returns to the lease summary with the server's messages", async () => {
    const { flow, technicianMemory, onReturnToLease } = setup({
      'POST /apply-v2/checkout/77/esign': [
        fail(422, 'The given data was invalid.', { 'technician.email': ['Use the company email.'] }),
      ],
    });
    await flow.esign();
    expect(technicianMemory.getState().technicianServerErrors).toEqual({ email: 'Use the company email.' });
    expect(technicianMemory.getState().technician).toEqual(technician);
    expect(onReturnToLease).toHaveBeenCalledOnce();
    expect(flow.getState().status).toBe('redirecting');
  });
});

describe('spec 02 §4: Discard Contract', () => {
  it('before the e-sign step: reload, discard, back to the lease summary', async () => {
    const { api, flow, session, onReturnToLease } = setup({
      'POST /apply-v2/checkout/77/esign': [fail(500, 'Down')],
      'GET /apply-v2/checkout/77': [ok({ id: 77, current_step: 12, lease: { option: 'a' } })],
    });
    await flow.esign();
    const discarding = flow.discard();
    expect(flow.getState().discarding).toBe(true);
    await discarding;
    expect(api.names()).toEqual([
      'POST /apply-v2/checkout/77/esign',
      'GET /apply-v2/checkout/77',
      'POST /apply-v2/checkout/77/discard',
    ]);
    expect(api.calls[2]!.payload).toEqual({ checkout_id: 77 });
    expect(session.getState().checkout).toMatchObject({ current_step: 12 });
    expect(onReturnToLease).toHaveBeenCalledOnce();
    expect(flow.getState().discarding).toBe(false);
  });

  it('without a checkout in the session, discard asks nothing and goes back to the lease summary', async () => {
    const { api, flow, onReturnToLease } = setup({}, { checkout: null });
    await flow.discard();
    expect(api.names()).toEqual([]);
    expect(onReturnToLease).toHaveBeenCalledTimes(1);
    expect(flow.getState().discarding).toBe(false);
  });

  it('at the e-sign step (13): the lease again with the same choices, then a new e-sign', async () => {
    const { api, flow, openSigningPage, onReturnToLease } = setup({
      'POST /apply-v2/checkout/77/esign': [fail(500, 'Down'), ok({ url: 'https://sign.example/new' })],
      'GET /apply-v2/checkout/77': [
        ok({ id: 77, current_step: 13, lease: { option: 'a', payment_frequency: 'monthly' } }),
      ],
    });
    await flow.esign();
    await flow.discard();
    expect(api.names()).toEqual([
      'POST /apply-v2/checkout/77/esign',
      'GET /apply-v2/checkout/77',
      'POST /apply-v2/checkout/77/discard',
      'GET /apply-v2/checkout/77/lease',
      'POST /apply-v2/checkout/77/esign',
    ]);
    expect(api.calls[3]!.payload).toMatchObject({ checkout_id: 77, application_id: 9, option: 'a' });
    expect(openSigningPage).toHaveBeenLastCalledWith('https://sign.example/new');
    expect(onReturnToLease).not.toHaveBeenCalled();
    expect(flow.getState()).toEqual({ status: 'redirecting', error: null, discarding: false });
  });

  it('at the e-sign step without an earlier lease choice: back to the lease summary', async () => {
    const { api, flow, onReturnToLease } = setup({
      'POST /apply-v2/checkout/77/esign': [fail(500, 'Down')],
      'GET /apply-v2/checkout/77': [ok({ id: 77, current_step: 13 })],
    });
    await flow.esign();
    await flow.discard();
    expect(api.names()).not.toContain('GET /apply-v2/checkout/77/lease');
    expect(onReturnToLease).toHaveBeenCalledOnce();
  });
});

describe('disposal', () => {
  it("a flow disposed in the same task as start (strict mode's trial mount) sends nothing", async () => {
    const { api, flow } = setup({
      'POST /apply-v2/checkout/77/esign': [ok({ url: 'https://sign.example/77' })],
    });
    flow.start();
    flow.dispose();
    await flush();
    expect(api.calls).toHaveLength(0);
  });

  it('an answer arriving after dispose changes nothing', async () => {
    const { flow, onReturnToLease } = setup({ 'POST /apply-v2/checkout/77/esign': [fail(500, 'Down')] });
    const pending = flow.esign();
    flow.dispose();
    await pending;
    expect(flow.getState().status).toBe('redirecting');
    expect(onReturnToLease).not.toHaveBeenCalled();
  });
});
