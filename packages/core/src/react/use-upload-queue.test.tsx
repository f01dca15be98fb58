import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, ApiTransport } from '../api/types';
import type { UploadRequest } from '../uploads';
import { useUploadQueue } from './use-upload-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useUploadQueue (01 §4, §9): one queue per component', () => {
  it('renders progress and the result, keeps one store, pushes options and aborts on unmount', async () => {
    const requests: { request: UploadRequest; resolve: (r: ApiResult<unknown>) => void }[] = [];
    const upload = (request: UploadRequest) =>
      new Promise<ApiResult<unknown>>((resolve) => requests.push({ request, resolve }));
    const transport = vi.fn() as unknown as ApiTransport;
    const { result, rerender, unmount } = renderHook(
      ({ url }) => useUploadQueue({ url, upload, transport }),
      {
        initialProps: { url: '/a' },
      },
    );
    const queue = result.current.queue;
    rerender({ url: '/b' });
    expect(result.current.queue).toBe(queue);
    act(() => {
      queue.add([new File(['xy'], 'a.pdf')]);
    });
    expect(requests[0]!.request.url).toBe('/b');
    act(() => requests[0]!.request.onProgress(50));
    expect(result.current.state.items[0]).toMatchObject({ status: 'uploading', percent: 50 });
    act(() => {
      queue.add([new File(['z'], 'b.pdf')]);
    });
    await act(async () => {
      requests[0]!.resolve({
        status: true,
        code: 200,
        data: { id: 1, original_name: 'a.pdf', url: '/1' },
        error: null,
      });
    });
    expect(result.current.state.items[0]!.status).toBe('uploaded');
    await act(() => vi.advanceTimersByTimeAsync(250));
    const signal = requests[1]!.request.signal;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
