import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebounce } from './debounce';
import { globalTimers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 01 §7: searches wait for a pause in typing', () => {
  it('runs only the last scheduled call, once the pause has passed', () => {
    const debounce = createDebounce(globalTimers);
    const first = vi.fn();
    const last = vi.fn();
    debounce.schedule(first, 300);
    vi.advanceTimersByTime(299);
    debounce.schedule(last, 300);
    expect(debounce.pending).toBe(true);
    vi.advanceTimersByTime(299);
    expect(last).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
    expect(debounce.pending).toBe(false);
  });

  it('a cancelled call never runs', () => {
    const debounce = createDebounce(globalTimers);
    const callback = vi.fn();
    debounce.schedule(callback, 300);
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    expect(debounce.pending).toBe(false);
  });
});
