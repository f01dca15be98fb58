import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveStatus, SAVE_RETRY_HINT_DELAY, type ApiRequest, type ApiTransport } from '@leasekit/core';
import { createSchemaForm } from '@leasekit/core/form';
import { useStore } from '@leasekit/core/react';
import { CheckoutBankingScreen } from '../checkout-banking';
import { CheckoutPaymentScreen } from '../checkout-payment';
import { CheckoutFooter } from './checkout-footer';

type SaveStatus = ReturnType<typeof createSaveStatus>;

const SAVING = 'Saving. Wait for a moment...';
const HINT = /If this takes more than 30 seconds to save,/;

/** Renders `children` with the live state of a real save status (the routes' wiring). */
function WithSave({
  status,
  children,
}: {
  status: SaveStatus;
  children: (save: ReturnType<SaveStatus['getState']>) => React.ReactNode;
}) {
  const save = useStore(status);
  return <>{children(save)}</>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 02 §2 form footer: Saving label and the 30 s click-here hint on every checkout form', () => {
  it('the shared footer reads the saving label at once and shows the hint at exactly 30 s', () => {
    const status = createSaveStatus();
    const onRetry = vi.fn();
    render(
      <WithSave status={status}>
        {(save) => <CheckoutFooter locale="en" save={save} onRetry={onRetry} onContinue={() => {}} />}
      </WithSave>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    act(() => status.start());
    expect(screen.getByRole('button', { name: SAVING })).toBeInTheDocument();
    expect(screen.queryByText(HINT)).toBeNull();
    act(() => vi.advanceTimersByTime(SAVE_RETRY_HINT_DELAY - 1));
    expect(screen.queryByText(HINT)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const hint = screen.getByRole('status');
    // The '{link}' placeholder is replaced by the button, never shown as text.
    expect(hint).toHaveTextContent('If this takes more than 30 seconds to save, click here.');
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => status.finish());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    status.dispose();
  });

  it('the payment card form uses the footer: Saving label, then the hint after 30 s, in Spanish too', () => {
    const status = createSaveStatus({ locale: 'es' });
    const onRetry = vi.fn();
    render(
      <WithSave status={status}>
        {(save) => (
          <CheckoutPaymentScreen
            locale="es"
            amount="$111.04"
            mode="card"
            submitting={save.saving}
            save={save}
            onRetry={onRetry}
          />
        )}
      </WithSave>,
    );
    act(() => status.start());
    expect(screen.getByRole('button', { name: 'Guardando. Espere un momento...' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SAVE_RETRY_HINT_DELAY));
    expect(screen.getByRole('status')).toHaveTextContent('Si esto tarda más de 30 segundos, haga clic aquí.');
    fireEvent.click(screen.getByRole('button', { name: 'haga clic aquí' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    status.dispose();
  });

  it('the banking schema form submits through the footer, which reads Saving and shows the 30 s hint', async () => {
    const calls: string[] = [];
    // The POST never answers: the save stays in flight, as on a slow network.
    const transport: ApiTransport = (request: ApiRequest) => {
      calls.push(`${request.method ?? 'GET'} ${request.path}`);
      return new Promise<never>(() => {});
    };
    const form = createSchemaForm({
      transport,
      schema: {
        name: 'checkoutBanking',
        action: '/apply-v2/checkout/1/banking',
        method: 'POST',
        children: [{ name: 'banking.bank_name', label: 'Bank Name', type: 'text' }],
      } as never,
    });
    const status = createSaveStatus();
    function Banking() {
      const save = useStore(status);
      const submitting = useStore(form, (s) => s.submitting);
      React.useEffect(() => {
        if (submitting) status.start();
      }, [submitting]);
      return <CheckoutBankingScreen locale="en" form={form} save={save} onRetry={() => {}} />;
    }
    render(<Banking />);
    // The schema's own buttons are replaced by the footer: one Continue only.
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(calls).toEqual(['POST /apply-v2/checkout/1/banking']);
    expect(screen.getByRole('button', { name: SAVING })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SAVE_RETRY_HINT_DELAY));
    expect(screen.getByRole('button', { name: 'click here' })).toBeInTheDocument();
    status.dispose();
    form.dispose();
  });
});
