import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { globalTimers } from './timers';

describe('store primitive: getState / subscribe / dispose', () => {
  it('notifies on change only, merges partials, replaces with updaters', () => {
    const store = createStore({ a: 1, b: 2 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ a: 3 });
    expect(store.getState()).toEqual({ a: 3, b: 2 });
    store.setState((s) => s);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setState((s) => ({ ...s, b: 5 }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setState({ a: 9 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('runs cleanups once on dispose and ignores later changes', () => {
    const store = createStore({ n: 0 });
    const cleanup = vi.fn();
    const listener = vi.fn();
    store.onDispose(cleanup);
    store.subscribe(listener);
    store.dispose();
    store.dispose();
    store.setState({ n: 1 });
    expect(store.disposed).toBe(true);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().n).toBe(0);
    expect(store.subscribe(listener)).toBeTypeOf('function');
  });

  it('starts nothing until mount; the last cleanup of nested mounts stops the run, and a remount starts it again', () => {
    const store = createStore({ n: 0 });
    const end = vi.fn();
    const start = vi.fn(() => end);
    const stop = vi.fn();
    store.onMount(start);
    store.onStop(stop);
    expect(start).not.toHaveBeenCalled();
    const first = store.mount();
    const second = store.mount();
    expect(start).toHaveBeenCalledTimes(1);
    expect(store.mounted).toBe(true);
    first();
    first();
    expect(end).not.toHaveBeenCalled();
    second();
    expect(end).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(store.mounted).toBe(false);
    store.mount();
    expect(start).toHaveBeenCalledTimes(2);
    store.dispose();
    expect(end).toHaveBeenCalledTimes(2);
    expect(stop).toHaveBeenCalledTimes(2);
    store.mount();
    expect(start).toHaveBeenCalledTimes(2);
    expect(store.mounted).toBe(false);
  });

  it('global timers follow fake timers installed later', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const h = globalTimers.setTimeout(fn, 100);
    const i = globalTimers.setInterval(fn, 50);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(3);
    globalTimers.clearTimeout(h);
    globalTimers.clearInterval(i);
    expect(globalTimers.now()).toBe(Date.now());
    vi.useRealTimers();
  });
});
