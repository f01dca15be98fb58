import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaveStatus } from './use-save-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSaveStatus (02 §2, §9: retry hint after 30 s)', () => {
  it('renders the saving label, then the hint after 30 s; the latest onRetry is called', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ onRetry }) => useSaveStatus({ onRetry }), {
      initialProps: { onRetry: first },
    });
    act(() => result.current.saveStatus.start());
    expect(result.current.state.label).toBe('Saving. Wait for a moment...');
    act(() => vi.advanceTimersByTime(29999));
    expect(result.current.state.retryHintVisible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({ retryHintVisible: true, retryAction: 'click here' });
    rerender({ onRetry: second });
    act(() => result.current.saveStatus.retry());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
