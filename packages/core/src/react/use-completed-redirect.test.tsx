import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompletedOutcome } from '../completed-redirect';
import { useCompletedRedirect } from './use-completed-redirect';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCompletedRedirect (02 §4: success auto-redirects after 5 s in redirect mode)', () => {
  it('starts the countdown when the outcome arrives and renders the seconds left', () => {
    const navigate = vi.fn();
    const { result, rerender } = renderHook(
      ({ outcome }: { outcome: CompletedOutcome | null }) =>
        useCompletedRedirect({ mode: 'redirect', outcome, returnUrl: 'https://shop.example/ok', navigate }),
      { initialProps: { outcome: null as CompletedOutcome | null } },
    );
    expect(result.current.state.secondsLeft).toBeNull();
    rerender({ outcome: 'success' });
    expect(result.current.state.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(3000));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/ok');
  });

  it('unmount stops the countdown', () => {
    const navigate = vi.fn();
    const { unmount } = renderHook(() =>
      useCompletedRedirect({ outcome: 'success', returnUrl: 'https://shop.example/ok', navigate }),
    );
    unmount();
    vi.advanceTimersByTime(10000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
