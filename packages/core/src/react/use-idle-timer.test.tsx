import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_RESULT_SCREEN } from '../idle';
import { useIdleTimer } from './use-idle-timer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleTimer (03 §4, §9)', () => {
  it('listens on window by default: mouse move resets, then the 60 s countdown renders', () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useIdleTimer({ reload }));
    act(() => vi.advanceTimersByTime(59000));
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    act(() => vi.advanceTimersByTime(59000));
    expect(result.current.state.status).toBe('active');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toMatchObject({ status: 'countdown', secondsLeft: 60 });
    act(() => vi.advanceTimersByTime(60000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new timeout prop (900000 ms on a result screen) is pushed; unmount removes the listeners', () => {
    const reload = vi.fn();
    const { result, rerender, unmount } = renderHook(({ timeout }) => useIdleTimer({ timeout, reload }), {
      initialProps: { timeout: 60000 },
    });
    rerender({ timeout: IDLE_TIMEOUT_RESULT_SCREEN });
    expect(result.current.state.timeout).toBe(900000);
    act(() => vi.advanceTimersByTime(899999));
    expect(result.current.state.status).toBe('active');
    unmount();
    vi.advanceTimersByTime(200000);
    expect(reload).not.toHaveBeenCalled();
  });
});
