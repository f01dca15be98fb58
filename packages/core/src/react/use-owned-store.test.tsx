import { render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOwnedStore, usePushOptions } from './use-owned-store';

function makeFactory() {
  const made: { id: number; dispose: ReturnType<typeof vi.fn>; setOptions: ReturnType<typeof vi.fn> }[] = [];
  const create = () => {
    const store = { id: made.length + 1, dispose: vi.fn(), setOptions: vi.fn() };
    made.push(store);
    return store;
  };
  return { made, create };
}

describe('React adapter: one store per component, disposed on unmount', () => {
  it('creates once across renders and disposes on unmount', () => {
    const { made, create } = makeFactory();
    const { result, rerender, unmount } = renderHook(() => useOwnedStore(create));
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(made).toHaveLength(1);
    unmount();
    expect(first.dispose).toHaveBeenCalledTimes(1);
  });

  it('under StrictMode a store disposed by the simulated unmount is replaced by a live one', () => {
    const { made, create } = makeFactory();
    let live: (typeof made)[number] | undefined;
    function Probe() {
      live = useOwnedStore(create);
      return null;
    }
    const { unmount } = render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(live!.dispose).not.toHaveBeenCalled();
    // the first instance was disposed by the simulated unmount and replaced
    expect(made.some((store) => store !== live && store.dispose.mock.calls.length === 1)).toBe(true);
    unmount();
    expect(live!.dispose).toHaveBeenCalledTimes(1);
  });

  it('under StrictMode every store it created is disposed or live (no discarded store keeps its timers)', () => {
    const { made, create } = makeFactory();
    let live: (typeof made)[number] | undefined;
    function Probe() {
      live = useOwnedStore(create);
      return null;
    }
    const { unmount } = render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    const leaked = made.filter((store) => store !== live && store.dispose.mock.calls.length === 0);
    expect(leaked).toEqual([]);
    unmount();
    expect(made.every((store) => store.dispose.mock.calls.length === 1)).toBe(true);
  });

  it('pushes the latest options after every render', () => {
    const store = { setOptions: vi.fn() };
    const { rerender } = renderHook(({ value }) => usePushOptions(store, { value }), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    expect(store.setOptions.mock.calls.map((c) => c[0])).toEqual([{ value: 1 }, { value: 2 }]);
  });
});
