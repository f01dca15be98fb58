import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { useList } from './use-list';

function transportFor(rows: unknown[]) {
  const requests: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest): Promise<ApiResult> => {
    requests.push(request);
    return { status: true, code: 200, data: rows, error: null, meta: { current_page: 1, last_page: 2 } };
  }) as unknown as ApiTransport;
  return { requests, transport };
}

describe('useList (01 §3, §7, §9): loads on mount, reloads on a new url', () => {
  it('loads page 1 with 25 rows per page, then follows the url', async () => {
    const { requests, transport } = transportFor([{ id: 1 }]);
    const { result, rerender } = renderHook(
      ({ url }) => useList({ transport, url, answer: z.array(z.object({ id: z.number() })) }),
      {
        initialProps: { url: '/a' },
      },
    );
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(requests[0]).toMatchObject({ path: '/a', payload: { limit: 25, page: 1 } });
    expect(result.current.state.rows).toEqual([{ id: 1 }]);
    expect(result.current.state.pages).toEqual([1, 2]);
    const list = result.current.list;
    rerender({ url: '/b' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.path).toBe('/b');
    expect(result.current.list).toBe(list);
    await act(() => list.setSort('name'));
    expect(requests[2]!.payload).toMatchObject({ page: 1, sortBy: 'name', sortDesc: false });
  });

  it('autoload false waits for an explicit load; unmount cancels', async () => {
    const { requests, transport } = transportFor([]);
    const { result, unmount } = renderHook(() =>
      useList({ transport, url: '/a', autoload: false, answer: z.array(z.unknown()) }),
    );
    expect(result.current.state.status).toBe('idle');
    expect(requests).toHaveLength(0);
    const running = result.current.list.load();
    unmount();
    await running;
    expect(requests[0]!.signal?.aborted).toBe(true);
  });
});
