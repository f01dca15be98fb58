import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompletedRedirect } from '@leasekit/core/react';
import { CheckoutCompleteScreen } from './checkout-complete';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Complete({ navigate }: { navigate: (url: string) => void }) {
  const { redirect, state } = useCompletedRedirect({
    mode: 'redirect',
    outcome: 'success',
    returnUrl: 'https://shop.example/thanks',
    navigate,
  });
  return (
    <CheckoutCompleteScreen
      locale="en"
      variant="success"
      secondsLeft={state.secondsLeft}
      stayed={state.stayed}
      onStay={() => redirect.stay()}
      onReturn={() => redirect.returnToRetailer()}
    />
  );
}

describe('spec 02 §4 completed redirect: the shopper can stay, and hears the countdown once', () => {
  it('says the countdown once in the status region while the visible count ticks', () => {
    render(<Complete navigate={vi.fn()} />);
    const status = document.querySelector('[data-slot="complete-status"]')!;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('You will be returned to the retailer in 5 seconds.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('You will be returned to the retailer in 3 seconds.')).toBeInTheDocument();
    // The live region did not change: nothing new to announce.
    expect(status).toHaveTextContent('You will be returned to the retailer in 5 seconds.');
  });

  it("'Stay on this page' stops the return; 'Return to retailer checkout' still leaves", () => {
    const navigate = vi.fn();
    render(<Complete navigate={navigate} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(document.querySelector('[data-slot="complete-status"]')).toHaveTextContent(
      'You will stay on this page.',
    );
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Return to retailer checkout' }));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks');
  });

  it('without the stay, it returns after 5 seconds (02 §4)', () => {
    const navigate = vi.fn();
    render(<Complete navigate={navigate} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('https://shop.example/thanks');
  });

  it('the last second of the countdown reads in the singular', () => {
    render(<Complete navigate={vi.fn()} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(document.querySelector('[data-slot="complete-countdown"]')).toHaveTextContent(
      'You will be returned to the retailer in 1 second.',
    );
  });
});
