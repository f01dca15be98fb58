import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { API_CONTRACT, type ContractAnswer } from '../contract/schemas';
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

describe('no caller takes an answer’s type on trust (docs/decisions/0001-contract-schemas.md)', () => {
  it('types a call’s data by its answer schema, a call without one as unknown, and refuses a named type without a schema', async () => {
    const api = clientAnswering({ status: true, code: 200, data: { id: 7, sent: true }, error: null });
    const parsed = await api.request({ ...send, answer: API_CONTRACT.identitySend.answer });
    expectTypeOf(parsed.data).toEqualTypeOf<ContractAnswer<'identitySend'>>();
    const loose = await api.request(send);
    expectTypeOf(loose.data).toBeUnknown();
    const latest = api.latest();
    const latestLoose = await latest.request(send);
    expectTypeOf(latestLoose).toEqualTypeOf<Awaited<typeof loose> | undefined>();
    // The schema-less call has no type parameter: naming the answer's type there does not compile.
    // @ts-expect-error a caller cannot name the type of an answer it does not parse
    const named = await api.request<{ token: string }>(send);
    // @ts-expect-error nor through the latest-only caller
    await latest.request<{ token: string }>(send);
    // At run time the call still goes out, its data as the server sent it, left to checks where used.
    expect(named.data).toEqual({ id: 7, sent: true });
  });
});
