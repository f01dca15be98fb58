import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, IDLE_TIMEOUT_DEFAULT, type IdleTimer } from '@leasekit/core';
import { useStore } from '@leasekit/core/react';
import { IdleModal } from './idle-modal';

function Harness({ timer }: { timer: IdleTimer }) {
  const state = useStore(timer);
  return (
    <IdleModal
      open={state.status === 'countdown'}
      secondsLeft={state.secondsLeft}
      keepingAlive={state.keepingAlive}
      onKeepAlive={() => void timer.keepAlive()}
    />
  );
}

describe('IdleModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 03 §4/§9: appears after the time-out with a 60 second countdown, then the page reloads', () => {
    const reload = vi.fn();
    const timer = createIdleTimer({ reload, target: null });
    timer.mount();
    render(<Harness timer={timer} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_DEFAULT));
    expect(screen.getByRole('alertdialog', { name: 'Session timeout' })).toHaveAccessibleDescription(
      /reload in 60 seconds/,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/reload in 59 seconds/);
    act(() => vi.advanceTimersByTime(59000));
    expect(reload).toHaveBeenCalledTimes(1);
    timer.dispose();
  });

  it('spec 03 §4: the button calls keep-alive and the modal closes', async () => {
    const keepAlive = vi.fn(() => Promise.resolve());
    const timer = createIdleTimer({ keepAlive, reload: vi.fn(), target: null });
    timer.mount();
    render(<Harness timer={timer} />);
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_DEFAULT + 5000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep me signed in' }));
    });
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    timer.dispose();
  });

  it('Escape counts as keep-alive rather than a silent close', () => {
    const onKeepAlive = vi.fn();
    render(<IdleModal open secondsLeft={30} onKeepAlive={onKeepAlive} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onKeepAlive).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
