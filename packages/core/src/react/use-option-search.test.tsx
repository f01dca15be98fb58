import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { SELECT_SEARCH_DEBOUNCE_MS } from '../option-search/option-search';
import { useOptionSearch } from './use-option-search';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useOptionSearch (01 §7–8): debounced search with pushed params', () => {
  it('searches after 500 ms with the latest params and shows the results', async () => {
    const requests: ApiRequest[] = [];
    const transport = vi.fn(async (request: ApiRequest): Promise<ApiResult> => {
      requests.push(request);
      return { status: true, code: 200, data: [{ name: 'Acme', id: 1 }], error: null };
    }) as unknown as ApiTransport;
    const { result, rerender } = renderHook(
      ({ store }) =>
        useOptionSearch({ transport, url: '/employers', params: { store }, textKey: 'name', valueKey: 'id' }),
      { initialProps: { store: 1 } },
    );
    const search = result.current.search;
    rerender({ store: 2 });
    expect(result.current.search).toBe(search);
    act(() => search.search('acm'));
    expect(result.current.state.term).toBe('acm');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    });
    expect(requests[0]!.payload).toEqual({ store: 2, q: 'acm' });
    expect(result.current.state.options).toEqual([{ text: 'Acme', value: 1, raw: { name: 'Acme', id: 1 } }]);
  });

  it('cancels the pending search on unmount', async () => {
    const transport = vi.fn() as unknown as ApiTransport;
    const { result, unmount } = renderHook(() => useOptionSearch({ transport, url: '/s' }));
    act(() => result.current.search.search('abcd'));
    unmount();
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(transport).not.toHaveBeenCalled();
  });
});
