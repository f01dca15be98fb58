import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTracker } from './use-tracker';

afterEach(() => vi.unstubAllGlobals());

describe("useTracker (02 §7 'form-progress')", () => {
  it('sends through the latest sink, guarded, and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ sink }) => useTracker({ sink }), {
      initialProps: { sink: first },
    });
    const tracker = result.current;
    rerender({ sink: second });
    expect(result.current).toBe(tracker);
    tracker.trackFormProgress({ form: 'applicantInfo', step: 1, status: 'complete' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({
      event: 'form-progress',
      form: 'applicantInfo',
      step: 1,
      status: 'complete',
    });
    tracker.track({ event: 'x', ssn: '123456789' });
    expect(second).toHaveBeenLastCalledWith({ event: 'x' });
    unmount();
    tracker.trackFormProgress({ form: 'f', step: 2, status: 's' });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('pushes onto window.dataLayer without a sink', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('dataLayer', dataLayer);
    const { result } = renderHook(() => useTracker());
    result.current.trackFormProgress({ form: 'lease', step: 'checkout/lease', status: 'started' });
    expect(dataLayer).toHaveLength(1);
  });
});
