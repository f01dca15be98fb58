import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { t } from '../messages';
import { createSessionStore, type SessionState } from '../session';
import { createPaymentController } from './payment-controller';

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });

const gateway = {
  gateway: 'sandbox',
  amount: '111.04',
  data: {
    application_id: 9,
    uniqueRef: 'DP-1-9',
    title: 'Down payment',
    button_text: ' ',
    ssn: '900-12-3456',
    allow_credit: true,
    allow_debit: true,
  },
};

function setup(initial: Partial<SessionState> = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return request.path.endsWith('/token')
      ? ok({ card: { id: 'card_1', funding: 'credit', country: 'US', last4: '4242' } })
      : ok({ payment: { id: 'pay_1' } });
  }) as unknown as ApiTransport;
  const session = createSessionStore({ initial: { token: 'tok_1', gateway, ...initial } });
  const navigate = vi.fn();
  const reload = vi.fn(async () => true);
  const payment = createPaymentController({ transport, session, navigate, reload });
  return { payment, session, navigate, reload, calls };
}

const typeCard = (payment: ReturnType<typeof setup>['payment']) => {
  payment.changeValue('number', '4242 4242 4242 4242');
  payment.changeValue('expiry', '12/40');
  payment.changeValue('cvc', '123');
};

describe('spec 02 §2, §7: the payment screen controller', () => {
  it("shows 'Payment Required' with the down payment to 2 decimals, the gateway's title and the default pay label", () => {
    const { payment } = setup();
    expect(payment.getState()).toMatchObject({
      amount: '$111.04',
      mode: 'notice',
      title: 'Down payment',
      payLabel: t('checkout.payment.pay', { amount: '$111.04' }),
      testCards: null,
    });
  });

  it('reloads the checkout only once mounted', () => {
    const { payment, reload, calls } = setup();
    expect(reload).not.toHaveBeenCalled();
    payment.mount();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('02 §2: Continue opens the card form with a card gateway; without one it goes on to the process step', () => {
    const card = setup();
    card.payment.mount();
    card.payment.continue();
    expect(card.payment.getState().mode).toBe('card');
    expect(card.navigate).not.toHaveBeenCalled();
    const none = setup({ gateway: { amount: '10.00', data: { application_id: 9 } } });
    none.payment.continue();
    expect(none.navigate).toHaveBeenCalledWith('process', { replace: true });
  });

  it('02 §2: the number and code are cleared as soon as the token call starts; success goes to the process step', async () => {
    const { payment, navigate, calls } = setup();
    payment.mount();
    payment.continue();
    typeCard(payment);
    const paid = payment.submit();
    expect(payment.getState().values).toEqual({ number: '', expiry: '12/40', cvc: '' });
    await paid;
    expect(calls[0]?.payload).toMatchObject({ token: 'tok_1', ssn: '***-**-3456' });
    expect(navigate).toHaveBeenCalledWith('process', { replace: true });
  });

  it('an invalid card shows its errors in the locale and stays; Cancel clears the form and goes back to the notice', async () => {
    const { payment, navigate, calls } = setup();
    payment.mount();
    payment.continue();
    payment.changeValue('number', '1234');
    await payment.submit();
    expect(calls).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(payment.getState().fieldErrors.number).toEqual(expect.any(String));
    expect(payment.getState().errorKey).toBe(1);
    payment.cancel();
    expect(payment.getState()).toMatchObject({
      mode: 'notice',
      values: { number: '', expiry: '', cvc: '' },
      fieldErrors: {},
    });
  });

  it("the checkout's own gateway wins over the session's once reloaded", () => {
    const { payment, session } = setup();
    payment.mount();
    session.patch({ checkout: { id: 31, config: { ...gateway, amount: '50.00' } } });
    expect(payment.getState().amount).toBe('$50.00');
  });

  it('outside production the test cards are listed; the retry hands over to the process step', () => {
    const { payment, navigate } = setup({ env: 'development' });
    expect(payment.getState().testCards?.length).toBeGreaterThan(0);
    payment.retry();
    expect(navigate).toHaveBeenCalledWith('process', { replace: true });
  });
});
