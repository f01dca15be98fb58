import { describe, expect, it, vi } from 'vitest';
import { createLatest } from './latest';
import { anySignal } from './request';
import type { ApiResult, ApiTransport } from './types';

describe('spec 01 §7: stale responses are ignored (latest only)', () => {
  it('createLatest works over any transport, and cancel() drops the running call', async () => {
    let release: (value: ApiResult) => void = () => {};
    const transport = vi.fn(
      () =>
        new Promise<ApiResult>((resolve) => {
          release = resolve;
        }),
    ) as unknown as ApiTransport;
    const latest = createLatest(transport);
    const pending = latest.request({ path: '/x' });
    latest.cancel();
    release({ status: true, code: 200, data: 1, error: null });
    expect(await pending).toBeUndefined();
    const owner = new AbortController();
    const owned = latest.request({ path: '/x', signal: owner.signal });
    owner.abort();
    release({ status: true, code: 200, data: 2, error: null });
    expect(await owned).toBeUndefined();
    const ok = latest.request({ path: '/x' });
    release({ status: true, code: 200, data: 3, error: null });
    expect((await ok)?.data).toBe(3);
  });

  it('anySignal fires once any input aborts, and at once for an aborted input', () => {
    const a = new AbortController();
    const merged = anySignal([a.signal, undefined]);
    expect(merged.aborted).toBe(false);
    a.abort();
    expect(merged.aborted).toBe(true);
    expect(anySignal([a.signal]).aborted).toBe(true);
  });
});
