import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApiClient } from './use-api-client';

function fakeFetch() {
  const calls: RequestInit[] = [];
  const fetchFn = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push(init);
        if (String((init.headers as Record<string, string>)['X-Hang']) === '1') {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        } else {
          resolve(new Response(JSON.stringify({ status: true, code: 200, data: null }), { status: 200 }));
        }
      }),
  );
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

describe('useApiClient (03 §7): one client per component, token pushed, calls aborted on unmount', () => {
  it('keeps one client and sends the latest token', async () => {
    const fake = fakeFetch();
    const { result, rerender } = renderHook(
      ({ token }) => useApiClient({ fetch: fake.fetch, token, clientId: 'c' }),
      {
        initialProps: { token: 'first' },
      },
    );
    const client = result.current;
    rerender({ token: 'second' });
    expect(result.current).toBe(client);
    await client.request({ path: '/a' });
    expect((fake.calls[0]!.headers as Record<string, string>)['X-APPLY-TOKEN']).toBe('second');
  });

  it('works without options and aborts running calls on unmount (a 408 outcome)', async () => {
    const fake = fakeFetch();
    const { result, unmount } = renderHook(() => useApiClient({ fetch: fake.fetch }));
    const pending = result.current.request({ path: '/slow', headers: { 'X-Hang': '1' } });
    unmount();
    expect((await pending).code).toBe(408);
    const { result: bare } = renderHook(() => useApiClient());
    expect(bare.current.clientId).toMatch(/-/);
  });
});
