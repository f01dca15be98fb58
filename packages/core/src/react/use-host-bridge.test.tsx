import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHostBridge } from './use-host-bridge';

describe('useHostBridge (04)', () => {
  it('posts to the parent once the origin is known, with that exact origin', () => {
    const parent = { postMessage: vi.fn() };
    const { result, rerender } = renderHook(
      ({ hostOrigin }: { hostOrigin: string | null }) => useHostBridge({ hostOrigin, parent, opener: null }),
      { initialProps: { hostOrigin: null as string | null } },
    );
    expect(result.current.state).toMatchObject({ mode: 'iframe', enabled: false });
    rerender({ hostOrigin: 'https://shop.example' });
    expect(result.current.state.enabled).toBe(true);
    act(() => {
      result.current.bridge.started({ checkout_id: 'c1' });
    });
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'started', step: 'CHECKOUT_STARTED', seq: 1 }),
      'https://shop.example',
    );
    expect(result.current.state.seq).toBe(1);
  });

  it('in jsdom (not framed, no opener) the default mode is redirect', () => {
    const { result } = renderHook(() => useHostBridge({ hostOrigin: 'https://shop.example' }));
    expect(result.current.state.mode).toBe('redirect');
  });
});
