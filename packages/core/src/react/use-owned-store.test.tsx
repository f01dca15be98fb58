import { render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../stores/store';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';

/** A store whose mount starts a timer-like resource; counts the stores made and the runs open. */
function makeFactory() {
  const made: ReturnType<typeof createStore<{ n: number }>>[] = [];
  let open = 0;
  let started = 0;
  const create = () => {
    const store = createStore({ n: 0 });
    store.onMount(() => {
      open += 1;
      started += 1;
      return () => {
        open -= 1;
      };
    });
    made.push(store);
    return store;
  };
  return { made, create, open: () => open, started: () => started };
}

describe('React adapter: one store per component, mounted while the component is', () => {
  it('creates once across renders, mounts on commit and ends the mount on unmount', () => {
    const factory = makeFactory();
    const { result, rerender, unmount } = renderHook(() => useOwnedStore(factory.create));
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(factory.made).toHaveLength(1);
    expect(first.mounted).toBe(true);
    unmount();
    expect(first.mounted).toBe(false);
    expect(factory.open()).toBe(0);
  });

  it('under StrictMode the kept instance is mounted again after the simulated unmount; a dropped one never starts', () => {
    const factory = makeFactory();
    let live: ReturnType<typeof factory.create> | undefined;
    function Probe() {
      live = useOwnedStore(factory.create);
      return null;
    }
    const { unmount } = render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(live!.mounted).toBe(true);
    expect(factory.open()).toBe(1);
    // Mounted, ended by the simulated unmount, mounted again: the same instance each time.
    expect(factory.started()).toBe(2);
    expect(factory.made.filter((store) => store !== live).every((store) => !store.mounted)).toBe(true);
    unmount();
    expect(factory.open()).toBe(0);
  });

  it('pushes the latest options after every render', () => {
    const store = { update: vi.fn() };
    const { rerender } = renderHook(({ value }) => useUpdateOptions(store, { value }), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    expect(store.update.mock.calls.map((c) => c[0])).toEqual([{ value: 1 }, { value: 2 }]);
  });
});
