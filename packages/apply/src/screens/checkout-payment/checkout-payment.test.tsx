import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage, type ApiTransport } from '@leasekit/core';
import { createCardPayment, type CardFormValues } from '@leasekit/core/checkout';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { CheckoutPaymentScreen } from './checkout-payment';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/** The payment route's wiring of the screen to a real card payment store, with a transport that records. */
function Harness({ transport }: { transport: ApiTransport }) {
  const [mode, setMode] = React.useState<'notice' | 'card'>('notice');
  const [values, setValues] = React.useState(EMPTY);
  const payment = useOwnedStore(() =>
    createCardPayment({
      transport,
      applicationId: 1,
      amountCents: 11317,
      permissions: { debit: true, credit: true, prepaid: true, foreign: true },
      now: () => new Date(2026, 10, 24),
    }),
  );
  const state = useStore(payment);
  const format = (errors: typeof state.fieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, formatMessage(message)]));
  return (
    <CheckoutPaymentScreen
      locale="en"
      amount="$113.17"
      mode={mode}
      onContinue={() => setMode('card')}
      values={values}
      onValueChange={(field, value) => {
        payment.clearCardError();
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onFieldBlur={(field) => payment.touch(field, values)}
      fieldErrors={format(state.fieldErrors)}
      summaryErrors={format(state.summaryErrors)}
      onSubmit={() => void payment.submit(values)}
    />
  );
}

function open() {
  const transport = vi.fn() as unknown as ApiTransport;
  render(<Harness transport={transport} />);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return transport;
}

describe('spec 02 §2: the card form opens clean; errors on submit or on blur of a non-empty invalid value', () => {
  it("Continue on 'Payment Required' opens the card form with no error summary and nothing sent", () => {
    const transport = open();
    expect(screen.getByRole('textbox', { name: /Card number/ })).toBeTruthy();
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(screen.queryByText('Enter the card number')).toBeNull();
    expect(transport).not.toHaveBeenCalled();
  });

  it('leaving an empty field before any submit shows no error', () => {
    open();
    const number = screen.getByRole('textbox', { name: /Card number/ });
    fireEvent.focus(number);
    fireEvent.blur(number);
    expect(screen.queryByText('Enter the card number')).toBeNull();
  });

  it('leaving a non-empty invalid field shows its error inline only; the summary waits for submit', () => {
    open();
    const number = screen.getByRole('textbox', { name: /Card number/ });
    fireEvent.change(number, { target: { value: '4242' } });
    fireEvent.blur(number);
    expect(screen.getAllByText('Enter a valid card number')).toHaveLength(1);
    expect(screen.queryByText('There is a problem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $113.17' }));
    expect(screen.getByText('There is a problem')).toBeTruthy();
    // Inline and in the summary.
    expect(screen.getAllByText('Enter a valid card number')).toHaveLength(2);
    expect(screen.getAllByText('Enter the expiry date')).toHaveLength(2);
  });
});
