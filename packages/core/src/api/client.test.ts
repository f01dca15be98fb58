import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  LONG_TIMEOUT_MS,
  createApiClient,
  getSessionClientId,
  type ApiClientOptions,
} from './client';
import type { ApiResult } from './types';

const TIMEOUT_TEXT = 'Request timed out whilst trying to call the server. Please try again later.';
const INVALID_TEXT = 'An invalid response was returned from the server.';

interface Call {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

/** A fetch that never answers but honours its abort signal, as a real one does. */
function hangingFetch() {
  const calls: Call[] = [];
  const fetchFn = (url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      calls.push({ url: String(url), init: init ?? {} });
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

function client(respond: (call: Call) => Response | Promise<Response>, options: ApiClientOptions = {}) {
  const fake = fakeFetch(respond);
  return { ...fake, api: createApiClient({ fetch: fake.fetch, ...options }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('spec 01 §7: a call has a method, a path with {param} placeholders and a JSON body', () => {
  it('defaults to GET and puts the payload in the query string', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: [1] }), {
      baseUrl: 'https://x.test/',
    });
    const result = await api.request({
      path: '/api/v1/payroll/employers',
      payload: { keyword: 'acme', page: 2 },
    });
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.url).toBe('https://x.test/api/v1/payroll/employers?keyword=acme&page=2');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(result).toEqual({ status: true, code: 200, data: [1], error: null });
  });

  it('fills {param} placeholders from the payload and removes them from it', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }));
    await api.request({
      method: 'post',
      path: '/apply-v2/checkout/{id}/cancel',
      payload: { id: 'a b/1', reason: 'x' },
    });
    expect(calls[0]!.url).toBe('/apply-v2/checkout/a%20b%2F1/cancel');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ reason: 'x' });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends an empty JSON object when a POST has no payload', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }));
    await api.request({ method: 'POST', path: '/api/v1/payroll/{id}/refresh', payload: { id: 7 } });
    expect(calls[0]!.url).toBe('/api/v1/payroll/7/refresh');
    expect(calls[0]!.init.body).toBe('{}');
    await api.request({ method: 'POST', path: '/keep' });
    expect(calls[1]!.init.body).toBe('{}');
  });

  it('passes FormData through untouched (the browser sets the multipart boundary)', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: { id: 1 } }));
    const form = new FormData();
    form.append('file', 'content');
    form.append('id', '9');
    await api.request({ method: 'POST', path: '/files/{id}', payload: form });
    expect(calls[0]!.url).toBe('/files/9');
    expect(calls[0]!.init.body).toBe(form);
    expect(form.get('id')).toBeNull();
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends credentials and does not follow redirects', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }));
    await api.request({ path: '/a' });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.redirect).toBe('manual');
  });

  it('appends GET parameters to a path that already has a query', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }));
    await api.request({ path: '/a?x=1', payload: { y: 2 } });
    expect(calls[0]!.url).toBe('/a?x=1&y=2');
  });
});

describe('spec 03 §7: headers X-APPLY-TOKEN and X-APPLY-CLIENT-ID', () => {
  it('sends the token and the client id from the client_id query parameter', async () => {
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }), {
      token: 'tok-1',
      search: '?iframe=true&client_id=abc-123',
    });
    await api.request({ path: '/a', headers: { 'X-Extra': '1' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-APPLY-TOKEN']).toBe('tok-1');
    expect(headers['X-APPLY-CLIENT-ID']).toBe('abc-123');
    expect(headers['X-Extra']).toBe('1');
    expect(api.clientId).toBe('abc-123');
  });

  it('sends the current locale as Accept-Language, read on every call; none without a locale', async () => {
    let locale: 'en' | 'es' = 'en';
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }), {
      locale: () => locale,
    });
    await api.request({ path: '/a' });
    locale = 'es';
    await api.request({ path: '/b' });
    const language = (i: number) => (calls[i]!.init.headers as Record<string, string>)['Accept-Language'];
    expect([language(0), language(1)]).toEqual(['en', 'es']);
    const plain = client(() => json({ status: true, code: 200, data: null }));
    await plain.api.request({ path: '/a' });
    expect(plain.calls[0]!.init.headers as Record<string, string>).not.toHaveProperty('Accept-Language');
  });

  it('without client_id uses one random uuid kept in memory for the session', async () => {
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { setItem, getItem: vi.fn() });
    const a = createApiClient({ fetch: fakeFetch(() => json({})).fetch });
    const b = createApiClient({ search: '?other=1' });
    expect(a.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.clientId).toBe(a.clientId);
    expect(getSessionClientId()).toBe(a.clientId);
    expect(setItem).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('an explicit clientId wins; no token header without a token; setToken and token functions apply', async () => {
    let dynamic: string | null = null;
    const { api, calls } = client(() => json({ status: true, code: 200, data: null }), {
      clientId: 'fixed',
      token: () => dynamic,
    });
    await api.request({ path: '/a' });
    expect((calls[0]!.init.headers as Record<string, string>)['X-APPLY-TOKEN']).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>)['X-APPLY-CLIENT-ID']).toBe('fixed');
    dynamic = 'later';
    await api.request({ path: '/a' });
    expect((calls[1]!.init.headers as Record<string, string>)['X-APPLY-TOKEN']).toBe('later');
    api.setToken('exchanged');
    await api.request({ path: '/a' });
    expect((calls[2]!.init.headers as Record<string, string>)['X-APPLY-TOKEN']).toBe('exchanged');
  });
});

describe('spec 01 §8 / §9: timeouts (10 s default, 180 s for long calls) give code 408', () => {
  it('times out after exactly 10 000 ms by default with the spec text', async () => {
    vi.useFakeTimers();
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch });
    let result: ApiResult | undefined;
    void api.request({ path: '/slow' }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: false, code: 408, data: null, error: TIMEOUT_TEXT });
  });

  it('a long call waits 180 000 ms', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ fetch: hangingFetch().fetch });
    let result: ApiResult | undefined;
    void api.request({ path: '/long', timeout: LONG_TIMEOUT_MS }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(LONG_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    expect(result?.code).toBe(408);
    expect(LONG_TIMEOUT_MS).toBe(180_000);
  });

  it('a failed fetch (no response) is a 408 with the timeout text', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    expect(await api.request({ path: '/a' })).toEqual({
      status: false,
      code: 408,
      data: null,
      error: TIMEOUT_TEXT,
    });
  });

  it('an HTTP 408 without a body also gives the timeout text', async () => {
    const { api } = client(() => new Response('', { status: 408 }));
    expect((await api.request({ path: '/a' })).error).toBe(TIMEOUT_TEXT);
  });
});

describe('spec 01 §8: error catalogue normalization', () => {
  it('500 without a usable body gives the invalid-response text', async () => {
    const { api } = client(() => new Response('<html>oops</html>', { status: 500 }));
    expect(await api.request({ path: '/a' })).toEqual({
      status: false,
      code: 500,
      data: null,
      error: INVALID_TEXT,
    });
  });

  it('500 with an envelope but no message also gives the invalid-response text', async () => {
    const { api } = client(() => json({ status: false }, 500));
    expect((await api.request({ path: '/a' })).error).toBe(INVALID_TEXT);
  });

  it('a body with a message uses that message; error wins over message', async () => {
    const { api } = client(() => json({ message: 'Server Error' }, 500));
    expect(await api.request({ path: '/a' })).toEqual({
      status: false,
      code: 500,
      data: null,
      error: 'Server Error',
    });
    const other = client(() =>
      json({ status: false, code: 404, error: 'Not here', message: 'ignored', data: { a: 1 } }),
    );
    expect(await other.api.request({ path: '/a' })).toEqual({
      status: false,
      code: 404,
      data: { a: 1 },
      error: 'Not here',
    });
  });

  it('a non-JSON 4xx also reads as an invalid response; a non-envelope JSON error as well', async () => {
    const { api } = client(() => new Response('nope', { status: 404 }));
    expect((await api.request({ path: '/a' })).error).toBe(INVALID_TEXT);
    const other = client(() => json([1, 2], 400));
    expect((await other.api.request({ path: '/a' })).error).toBe(INVALID_TEXT);
  });

  it('2xx bodies that are not envelopes become data; empty 2xx bodies are null data', async () => {
    const { api } = client(() => json([{ id: 1 }]));
    expect(await api.request({ path: '/a' })).toEqual({
      status: true,
      code: 200,
      data: [{ id: 1 }],
      error: null,
    });
    const empty = client(() => new Response(null, { status: 204 }));
    expect(await empty.api.request({ path: '/a' })).toEqual({
      status: true,
      code: 204,
      data: null,
      error: null,
    });
    const textual = client(() => new Response('ok', { status: 200 }));
    expect((await textual.api.request({ path: '/a' })).data).toBe('ok');
  });

  it('spec 01 §3: a list response keeps its top-level meta next to the data', async () => {
    const { api } = client(() => json({ data: [{ id: 1 }], meta: { current_page: 1, last_page: 3 } }));
    expect(await api.request({ path: '/a' })).toEqual({
      status: true,
      code: 200,
      data: [{ id: 1 }],
      error: null,
      meta: { current_page: 1, last_page: 3 },
    });
  });

  it('a body status false on HTTP 200 is a failure with its code', async () => {
    const { api } = client(() => json({ status: false, code: 208, data: null, error: 'Already sent' }));
    expect(await api.request({ path: '/a' })).toEqual({
      status: false,
      code: 208,
      data: null,
      error: 'Already sent',
    });
  });

  it('spec 01 §5: a 422 maps its data onto field errors (dotted names, string or list)', async () => {
    const { api } = client(() =>
      json(
        {
          status: false,
          code: 422,
          data: { last_name: 'Required', applicant: { cell: ['Bad phone', 'Too short'] }, n: 5 },
        },
        422,
      ),
    );
    const result = await api.request({ method: 'POST', path: '/a', payload: {} });
    expect(result.code).toBe(422);
    expect(result.fieldErrors).toEqual({
      last_name: ['Required'],
      'applicant.cell': ['Bad phone', 'Too short'],
      n: ['5'],
    });
  });

  it('a Laravel-style 422 with an errors map is read as well', async () => {
    const { api } = client(() =>
      json({ message: 'The given data was invalid.', errors: { 'a.b': ['x'] } }, 422),
    );
    const result = await api.request({ method: 'POST', path: '/a' });
    expect(result.error).toBe('The given data was invalid.');
    expect(result.fieldErrors).toEqual({ 'a.b': ['x'] });
  });

  it('spec 01 §4: status true with code 301 or 302 is a redirect to data', async () => {
    const { api } = client(() => json({ status: true, code: 302, data: 'https://shop.test/thanks' }));
    expect(await api.request({ path: '/a' })).toEqual({
      status: true,
      code: 302,
      data: 'https://shop.test/thanks',
      error: null,
      redirect: 'https://shop.test/thanks',
    });
    const moved = client(() => json({ status: true, code: 301, data: '/elsewhere' }));
    expect((await moved.api.request({ path: '/a' })).redirect).toBe('/elsewhere');
  });

  it('a browser opaque redirect is reported as an invalid response, not followed', async () => {
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      headers: new Headers(),
      text: async () => '',
    };
    const { api } = client(() => opaque as unknown as Response);
    expect(await api.request({ path: '/a' })).toEqual({
      status: false,
      code: 302,
      data: null,
      error: INVALID_TEXT,
    });
  });
});

describe('spec 03 §6: a 403 on any call', () => {
  it('calls onForbidden for an HTTP 403, with or without a body, and for a body code 403', async () => {
    const onForbidden = vi.fn();
    const { api } = client(
      (call) =>
        call.url === '/bare'
          ? new Response('', { status: 403 })
          : call.url === '/body'
            ? json({ status: false, code: 403, error: 'No' }, 200)
            : json({ status: false, error: 'Forbidden' }, 403),
      { onForbidden },
    );
    await api.request({ path: '/bare' });
    await api.request({ path: '/body' });
    await api.request({ path: '/envelope' });
    expect(onForbidden).toHaveBeenCalledTimes(3);
  });
});

describe('a call refused for a session token that was replaced meanwhile', () => {
  it('goes once more with the new token, without onForbidden; a refusal of the token still current opens the forbidden page', async () => {
    const onForbidden = vi.fn();
    let token = 'before-pin';
    const { api, calls } = client(
      (call) => {
        const sent = new Headers(call.init.headers).get('X-APPLY-TOKEN');
        // The PIN is verified while the first call is on its way: its token no longer works.
        if (calls.length === 1) token = 'after-pin';
        return sent === 'after-pin'
          ? json({ status: true, code: 200, data: { ok: true } })
          : json({ status: false, code: 403, error: 'Forbidden' }, 403);
      },
      { onForbidden, token: () => token },
    );
    const result = await api.request({
      method: 'POST',
      path: '/apply-v2/application/step/x',
      payload: { a: 1 },
    });
    expect(result).toEqual({ status: true, code: 200, data: { ok: true }, error: null });
    expect(calls.map((call) => new Headers(call.init.headers).get('X-APPLY-TOKEN'))).toEqual([
      'before-pin',
      'after-pin',
    ]);
    expect(calls[1]!.init.body).toBe('{"a":1}');
    expect(onForbidden).not.toHaveBeenCalled();

    token = 'gone';
    expect((await api.request({ path: '/apply-v2/application' })).code).toBe(403);
    expect(calls).toHaveLength(3);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('a call with its own token or ticket is not sent again, nor a second time for a token that keeps changing', async () => {
    const onForbidden = vi.fn();
    let turn = 0;
    const { api, calls } = client(() => json({ status: false, code: 403, error: 'Forbidden' }, 403), {
      onForbidden,
      token: () => `token-${(turn += 1)}`,
    });
    await api.request({ path: '/apply-v2/checkpoint/exchange', headers: { 'X-APPLY-TICKET': 'ticket' } });
    expect(calls).toHaveLength(1);
    await api.request({ path: '/apply-v2/application' });
    expect(calls).toHaveLength(3);
    expect(onForbidden).toHaveBeenCalledTimes(2);
  });
});

describe('spec 04 / 03 §7: a 406 with data.code reports a CHECKOUT_ERROR', () => {
  it('calls onCheckoutError for HTTP 406 with the data code and message', async () => {
    const onCheckoutError = vi.fn();
    const { api } = client(
      () => json({ status: false, data: { code: 'E12', message: 'Checkout expired' } }, 406),
      {
        onCheckoutError,
      },
    );
    const result = await api.request({ path: '/a' });
    expect(result.code).toBe(406);
    expect(onCheckoutError).toHaveBeenCalledWith({ code: 'E12', message: 'Checkout expired' });
  });

  it('a body code 406 counts too; the message falls back to the error, then to the default', async () => {
    const onCheckoutError = vi.fn();
    const { api } = client(
      (call) =>
        call.url === '/with-error'
          ? json({ status: false, code: 406, error: 'Voided', data: { code: 11 } })
          : json({ status: false, code: 406, data: { code: 12 } }),
      { onCheckoutError },
    );
    await api.request({ path: '/with-error' });
    await api.request({ path: '/bare' });
    expect(onCheckoutError).toHaveBeenNthCalledWith(1, { code: 11, message: 'Voided' });
    expect(onCheckoutError).toHaveBeenNthCalledWith(2, { code: 12, message: 'An unknown error occurred' });
  });

  it('a 406 without data.code is not a checkout error', async () => {
    const onCheckoutError = vi.fn();
    const { api } = client(() => json({ status: false, code: 406, data: null }), { onCheckoutError });
    await api.request({ path: '/a' });
    expect(onCheckoutError).not.toHaveBeenCalled();
  });
});

describe('spec 01 §7: cancelling requests of disposed owners and ignoring stale responses', () => {
  it('scope().dispose() aborts the scope calls, which resolve as 408, without touching others', async () => {
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch });
    const scope = api.scope();
    const owned = scope.request({ path: '/owned' });
    const otherSignal = new AbortController();
    const other = api.request({ path: '/other', signal: otherSignal.signal });
    scope.dispose();
    expect((await owned).code).toBe(408);
    expect(hanging.calls[0]!.init.signal?.aborted).toBe(true);
    expect(hanging.calls[1]!.init.signal?.aborted).toBe(false);
    otherSignal.abort();
    await other;
    expect((await scope.request({ path: '/late' })).code).toBe(408);
    expect(hanging.calls).toHaveLength(2);
  });

  it('a call with an owner signal passes it through the scope', async () => {
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch });
    const owner = new AbortController();
    const pending = api.scope().request({ path: '/a', signal: owner.signal });
    owner.abort();
    expect((await pending).code).toBe(408);
  });

  it('client.dispose() aborts every running call', async () => {
    const hanging = hangingFetch();
    const api = createApiClient({ fetch: hanging.fetch });
    const a = api.request({ path: '/a' });
    const b = api.request({ path: '/b' });
    api.dispose();
    expect((await a).code).toBe(408);
    expect((await b).code).toBe(408);
  });

  it('latest(): a newer call aborts the older one, whose result is ignored', async () => {
    const resolvers: ((r: Response) => void)[] = [];
    const fake = fakeFetch(() => new Promise<Response>((resolve) => resolvers.push(resolve)));
    const api = createApiClient({ fetch: fake.fetch });
    const latest = api.latest();
    const first = latest.request({ path: '/s', payload: { q: 'abc' } });
    const second = latest.request({ path: '/s', payload: { q: 'abcd' } });
    expect(fake.calls[0]!.init.signal?.aborted).toBe(true);
    resolvers[1]!(json({ status: true, code: 200, data: ['new'] }));
    resolvers[0]!(json({ status: true, code: 200, data: ['old'] }));
    expect(await first).toBeUndefined();
    expect((await second)?.data).toEqual(['new']);
  });

  it('an already aborted owner signal never calls fetch', async () => {
    const { api, calls } = client(() => json({}));
    const owner = new AbortController();
    owner.abort();
    expect((await api.request({ path: '/a', signal: owner.signal })).code).toBe(408);
    expect(calls).toHaveLength(0);
  });
});
