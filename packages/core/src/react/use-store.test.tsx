import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from '../stores/store';
import { useStore } from './use-store';

describe('React adapter: useStore on useSyncExternalStore', () => {
  it('re-renders with the selected value only when it changes', () => {
    const store = createStore({ a: 1, b: 1 });
    let renders = 0;
    const selectA = (s: { a: number }) => s.a;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(store, selectA);
    });
    expect(result.current).toBe(1);
    act(() => store.setState({ b: 2 }));
    expect(renders).toBe(1);
    act(() => store.setState({ a: 5 }));
    expect(result.current).toBe(5);
    expect(renders).toBe(2);
  });

  it('returns the whole state without a selector', () => {
    const store = createStore({ a: 1 });
    const { result } = renderHook(() => useStore(store));
    act(() => store.setState({ a: 2 }));
    expect(result.current).toEqual({ a: 2 });
  });
});
