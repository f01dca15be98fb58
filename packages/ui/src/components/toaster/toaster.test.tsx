import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@leasekit/core';
import { Toaster, toast } from './index';

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 02 §8: toasts show at the top right and last 5000 ms', async () => {
    vi.useFakeTimers();
    const { container } = render(<Toaster />);
    act(() => {
      toast.error('An unknown error occurred');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
    const list = container.ownerDocument.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(TOAST_DURATION_MS).toBe(5000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 200);
    });
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('An unknown error occurred')).toBeNull();
  });
});
