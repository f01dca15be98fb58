import { describe, expect, it, vi } from 'vitest';
import { API_CONTRACT } from '../contract/schemas';
import { createApiClient } from './client';

const INVALID_TEXT = 'An invalid response was returned from the server.';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientAnswering(body: unknown, status = 200) {
  const fetchFn = vi.fn(async () => json(body, status));
  return createApiClient({ fetch: fetchFn as unknown as typeof fetch, contract: API_CONTRACT });
}

const send = { method: 'POST', path: '/apply-v2/intellicheck/send', payload: {} };

describe('the client parses each contract call’s answer once, at the boundary (01 §3, §8)', () => {
  it('hands on an answer of the contract’s shape, unknown fields left out', async () => {
    const api = clientAnswering({
      status: true,
      code: 200,
      data: { id: 7, sent: true, debug: 'x' },
      error: null,
    });
    expect(await api.request(send)).toEqual({
      status: true,
      code: 200,
      data: { id: 7, sent: true },
      error: null,
    });
  });

  it('reads the 208 already-sent answer by its own shape', async () => {
    const api = clientAnswering(
      { status: true, code: 208, data: { id: 7, completed: false }, error: null },
      208,
    );
    expect((await api.request(send)).data).toEqual({ id: 7, completed: false });
  });

  it('turns a successful answer of another shape into the invalid-response error', async () => {
    for (const data of [null, 'sent', { id: '7', sent: true }, { sent: true }, [{ id: 7, sent: true }]]) {
      const api = clientAnswering({ status: true, code: 200, data, error: null });
      expect(await api.request(send)).toEqual({ status: false, code: 200, data: null, error: INVALID_TEXT });
    }
    const verify = clientAnswering({
      status: true,
      code: 200,
      data: { id: 7, completed: 'yes' },
      error: null,
    });
    expect(
      await verify.request({
        method: 'POST',
        path: '/apply-v2/intellicheck/verify',
        payload: { check_id: 7 },
      }),
    ).toMatchObject({ status: false, error: INVALID_TEXT });
  });

  it('leaves failed answers and calls outside the contract as the server sent them', async () => {
    const refused = clientAnswering(
      {
        status: false,
        code: 422,
        data: { phone: ['The phone value must be a phone number.'] },
        error: 'Bad',
      },
      422,
    );
    expect(await refused.request(send)).toMatchObject({
      status: false,
      code: 422,
      error: 'Bad',
      fieldErrors: { phone: ['The phone value must be a phone number.'] },
    });
    const other = clientAnswering({ status: true, code: 200, data: { anything: 1 }, error: null });
    expect((await other.request({ path: '/apply-v2/other' })).data).toEqual({ anything: 1 });
    expect((await other.request({ path: '/apply-v2/intellicheck/send' })).data).toEqual({ anything: 1 });
  });

  it('loads a contract given as a loader once, on the first call, and parses with it', async () => {
    const loader = vi.fn(async () => API_CONTRACT);
    const fetchFn = vi.fn(async () => json({ status: true, code: 200, data: { id: 'x' }, error: null }));
    const api = createApiClient({ fetch: fetchFn as unknown as typeof fetch, contract: loader });
    expect(loader).not.toHaveBeenCalled();
    expect(await api.request(send)).toMatchObject({ status: false, error: INVALID_TEXT });
    expect(await api.request(send)).toMatchObject({ status: false, error: INVALID_TEXT });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('answers a contract that fails to load as no response (408), and loads it again on the next call', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(API_CONTRACT);
    const fetchFn = vi.fn(async () =>
      json({ status: true, code: 200, data: { id: 7, sent: true }, error: null }),
    );
    const api = createApiClient({ fetch: fetchFn as unknown as typeof fetch, contract: loader });
    expect(await api.request(send)).toMatchObject({
      status: false,
      code: 408,
      error: 'Request timed out whilst trying to call the server. Please try again later.',
    });
    expect(await api.request(send)).toMatchObject({ status: true, data: { id: 7, sent: true } });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
