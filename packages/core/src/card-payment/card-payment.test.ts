import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { formatCheckoutText } from '../rules/checkout-text';
import { createCardPayment } from './card-payment';

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });
const fail = (code: number, error: string, fieldErrors?: Record<string, string[]>): ApiResult<null> => ({
  status: false,
  code,
  data: null,
  error,
  ...(fieldErrors ? { fieldErrors } : {}),
});

function transport(answers: Record<string, ApiResult<unknown>[]>) {
  const calls: ApiRequest[] = [];
  const fn = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    const queue = answers[request.path]!;
    return queue.shift()!;
  }) as unknown as ApiTransport;
  return { fn, calls };
}

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const permissions = { credit: true, debit: true, prepaid: false, foreign: false };
const base = {
  applicationId: 9,
  amountCents: 11104,
  permissions,
  reference: 'DP-1-9',
  now: () => new Date(2026, 10, 21),
};
const token = (funding = 'credit', country = 'US') =>
  ok({ card: { id: 'card_1', funding, country, last4: '4242' } });

describe('spec 02 §7: token then process, in sequence', () => {
  it('the token call sends the apply token and the gateway SSN masked to its last 4', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [ok({ payment: { id: 'pay_1' } })],
    });
    const payment = createCardPayment({ ...base, transport: fn, sessionToken: 'tok_1', ssn: '900-12-3456' });
    await payment.submit(card);
    expect(calls[0]!.payload).toMatchObject({ token: 'tok_1', ssn: '***-**-3456' });
    expect(JSON.stringify(calls)).not.toContain('900-12');
  });

  it('without a session token or SSN the token call sends both as null', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [ok({ payment: { id: 'pay_1' } })],
    });
    await createCardPayment({ ...base, transport: fn }).submit(card);
    expect(calls[0]!.payload).toMatchObject({ token: null, ssn: null });
  });

  it('tokenizes, then processes with the amount fixed to 2 decimals and the reference suffix 100–10100', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [ok({ payment: { id: 'pay_1' }, step: 9 })],
    });
    const payment = createCardPayment({ ...base, transport: fn, random: () => 0.5 });
    const states: string[] = [];
    payment.subscribe(() => states.push(payment.getState().status));
    await expect(payment.submit(card)).resolves.toBe('succeeded');
    expect(states).toEqual(['tokenizing', 'processing', 'succeeded']);
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/cards/token', '/api/v1/cards/processCard']);
    expect(calls[0]!.payload).toMatchObject({
      card: '4242424242424242',
      card_expiration: '12/30',
      cvv: '123',
      card_last_four: '4242',
    });
    expect(calls[1]!.payload).toEqual({
      token: 'card_1',
      application_id: 9,
      amount: '111.04',
      convenienceFee: 0,
      isDownPayment: true,
      reference: 'DP-1-9-5100',
      idempotency_key: expect.any(String),
    });
    expect(payment.getState()).toMatchObject({ paymentId: 'pay_1', step: 9, submitting: false, error: null });
  });

  it('the card number is never kept in state', async () => {
    const { fn } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [ok({ payment: { id: 'p' } })],
    });
    const payment = createCardPayment({ ...base, transport: fn });
    await payment.submit(card);
    expect(JSON.stringify(payment.getState())).not.toContain('424242424242');
    expect(payment.getState().last4).toBe('4242');
  });

  it('a second submit while in flight does nothing (submit disabled)', async () => {
    let release!: (value: ApiResult<unknown>) => void;
    const fn = vi.fn(
      (request: ApiRequest) =>
        new Promise<ApiResult<unknown>>((resolve) => {
          if (request.path.endsWith('token')) release = resolve;
          else resolve(ok({ payment: { id: 'p' } }));
        }),
    ) as unknown as ApiTransport;
    const payment = createCardPayment({ ...base, transport: fn });
    const first = payment.submit(card);
    expect(payment.getState().submitting).toBe(true);
    await expect(payment.submit(card)).resolves.toBe('busy');
    release(token());
    await expect(first).resolves.toBe('succeeded');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('spec 02 §5, §8: card rules and card errors', () => {
  it('an invalid form sends nothing and reports each field', async () => {
    const { fn } = transport({});
    const payment = createCardPayment({ ...base, transport: fn });
    await expect(payment.submit({ number: '', expiry: '', cvc: '' })).resolves.toBe('invalid');
    expect(Object.keys(payment.getState().fieldErrors)).toEqual(['number', 'expiry', 'cvc']);
    expect(fn).not.toHaveBeenCalled();
  });

  it('a refused card type is not charged and shows the rule message', async () => {
    const { fn, calls } = transport({ '/api/v1/cards/token': [token('prepaid')] });
    const payment = createCardPayment({ ...base, transport: fn });
    await expect(payment.submit(card)).resolves.toBe('failed');
    expect(formatCheckoutText(payment.getState().error!)).toBe(
      "Prepaid cards can't be used for payment at the moment!",
    );
    expect(calls).toHaveLength(1);
  });

  it('a declined card shows the charge error, then a good card succeeds', async () => {
    const { fn } = transport({
      '/api/v1/cards/token': [token(), token()],
      '/api/v1/cards/processCard': [
        fail(402, 'Your card was declined.'),
        ok({ payment: { id: 'pay_2' }, step: 8 }),
      ],
    });
    const payment = createCardPayment({ ...base, transport: fn });
    await expect(payment.submit(card)).resolves.toBe('failed');
    expect(formatCheckoutText(payment.getState().error!)).toBe(
      'Oops, unable to charge card, please try again!',
    );
    await expect(payment.submit(card)).resolves.toBe('succeeded');
    expect(payment.getState()).toMatchObject({ error: null, paymentId: 'pay_2', step: 8 });
  });

  it('a token failure shows the generic card error; a processing error the payment error', async () => {
    const { fn } = transport({
      '/api/v1/cards/token': [fail(500, 'x'), token()],
      '/api/v1/cards/processCard': [fail(502, 'The card processor returned an error.')],
    });
    const payment = createCardPayment({ ...base, transport: fn });
    await payment.submit(card);
    expect(formatCheckoutText(payment.getState().error!)).toBe(
      'Oops! Something went wrong, please try again!',
    );
    payment.clearError();
    expect(payment.getState().error).toBeNull();
    await payment.submit(card);
    expect(formatCheckoutText(payment.getState().error!)).toBe('We were unable to process payment!');
  });
});

describe('spec 01 §9: the card calls are long calls, and a timed-out charge is never repeated blindly', () => {
  const timedOut = fail(408, 'Request timed out whilst trying to call the server. Please try again later.');
  let n = 0;
  const createKey = () => `key-${++n}`;

  it('token and process wait 180 s, and the charge carries an idempotency key in the body and a header', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [ok({ payment: { id: 'pay_1' } })],
    });
    const payment = createCardPayment({ ...base, transport: fn, createKey });
    await payment.submit(card);
    expect(calls.map((call) => call.timeout)).toEqual([180_000, 180_000]);
    const key = (calls[1]!.payload as { idempotency_key: string }).idempotency_key;
    expect(calls[1]!.headers).toEqual({ 'Idempotency-Key': key });
  });

  it('after a timeout asks for the outcome with the same key and adopts a charge that went through', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token()],
      '/api/v1/cards/processCard': [timedOut],
      '/api/v1/cards/processCard/{key}': [ok({ payment: { id: 'pay_9' }, step: 9 })],
    });
    const payment = createCardPayment({ ...base, transport: fn, createKey });
    const states: string[] = [];
    payment.subscribe(() => states.push(payment.getState().status));
    await expect(payment.submit(card)).resolves.toBe('succeeded');
    expect(states).toEqual(['tokenizing', 'processing', 'checking', 'succeeded']);
    const key = (calls[1]!.payload as { idempotency_key: string }).idempotency_key;
    expect(calls[2]).toMatchObject({ path: '/api/v1/cards/processCard/{key}', payload: { key } });
    expect(payment.getState()).toMatchObject({ paymentId: 'pay_9', step: 9 });
  });

  it('when the server has no charge with the key, Pay is offered again and the retry reuses the key', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token(), token()],
      '/api/v1/cards/processCard': [timedOut, ok({ payment: { id: 'pay_2' } })],
      '/api/v1/cards/processCard/{key}': [fail(404, 'No payment was made with this key.')],
    });
    const payment = createCardPayment({ ...base, transport: fn, createKey });
    await expect(payment.submit(card)).resolves.toBe('failed');
    expect(formatCheckoutText(payment.getState().error!)).toBe('We were unable to process payment!');
    expect(payment.getState().submitting).toBe(false);
    await expect(payment.submit(card)).resolves.toBe('succeeded');
    const keys = calls
      .filter((call) => call.path === '/api/v1/cards/processCard')
      .map((call) => (call.payload as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a declined charge ends its key: the next card gets a new one', async () => {
    const { fn, calls } = transport({
      '/api/v1/cards/token': [token(), token()],
      '/api/v1/cards/processCard': [fail(402, 'Your card was declined.'), ok({ payment: { id: 'pay_3' } })],
    });
    const payment = createCardPayment({ ...base, transport: fn, createKey });
    await payment.submit(card);
    await payment.submit(card);
    const keys = calls
      .filter((call) => call.path === '/api/v1/cards/processCard')
      .map((call) => (call.payload as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('spec 02 §2 with the error timing rule: the card form never opens in error', () => {
  const empty = { number: '', expiry: '', cvc: '' };

  it('a new store has no field error and no summary line', () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn });
    expect(payment.getState()).toMatchObject({ fieldErrors: {}, summaryErrors: {}, submitCount: 0 });
  });

  it('leaving an empty field before any submit shows nothing', () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn });
    payment.touch('number', empty);
    expect(payment.getState().fieldErrors).toEqual({});
  });

  it('leaving a non-empty invalid field shows its error inline only; a valid value clears it', () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn });
    payment.touch('expiry', { ...empty, expiry: '13/40' });
    payment.touch('number', { ...empty, number: '4242' });
    expect(payment.getState().fieldErrors).toEqual({
      number: { code: 'checkout.card.numberInvalid' },
      expiry: { code: 'checkout.card.expiryInvalid' },
    });
    expect(Object.keys(payment.getState().fieldErrors)).toEqual(['number', 'expiry']);
    expect(payment.getState().summaryErrors).toEqual({});
    payment.touch('number', { ...empty, number: card.number });
    expect(payment.getState().fieldErrors).toEqual({ expiry: { code: 'checkout.card.expiryInvalid' } });
  });

  it('the summary changes only on submit; after a submit an emptied field is an error on blur', async () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn });
    await expect(payment.submit(empty)).resolves.toBe('invalid');
    const summary = payment.getState().summaryErrors;
    expect(Object.keys(summary)).toEqual(['number', 'expiry', 'cvc']);
    payment.touch('number', { ...empty, number: card.number });
    expect(payment.getState().fieldErrors.number).toBeUndefined();
    expect(payment.getState().summaryErrors).toBe(summary);
    payment.touch('number', empty);
    expect(payment.getState().fieldErrors.number).toEqual({ code: 'checkout.card.numberRequired' });
  });

  it('editing clears the card error but keeps field errors; Cancel (clearError) opens the form fresh', async () => {
    const { fn } = transport({ '/api/v1/cards/token': [token('prepaid')] });
    const payment = createCardPayment({ ...base, transport: fn });
    await payment.submit(card);
    expect(payment.getState().error).not.toBeNull();
    payment.touch('cvc', { ...card, cvc: '1' });
    payment.clearCardError();
    expect(payment.getState().error).toBeNull();
    expect(payment.getState().fieldErrors.cvc).toEqual({ code: 'checkout.card.cvcInvalid' });
    payment.clearError();
    expect(payment.getState()).toMatchObject({ fieldErrors: {}, summaryErrors: {}, submitCount: 0 });
    payment.touch('number', empty);
    expect(payment.getState().fieldErrors).toEqual({});
  });
});

describe('spec 02 §2: the payment notice, then the card form when the gateway takes cards', () => {
  it('Continue opens the card form with a card gateway; Cancel returns to the notice with the form fresh', async () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn, hasCardGateway: true });
    expect(payment.getState().mode).toBe('notice');
    expect(payment.start()).toBe('card');
    expect(payment.getState().mode).toBe('card');
    await payment.submit({ number: '', expiry: '', cvc: '' });
    expect(payment.getState().submitCount).toBe(1);
    payment.cancel();
    expect(payment.getState()).toMatchObject({
      mode: 'notice',
      fieldErrors: {},
      summaryErrors: {},
      submitCount: 0,
      error: null,
    });
  });

  it('without a card gateway Continue goes on to the process step and the notice stays', () => {
    const payment = createCardPayment({ ...base, transport: transport({}).fn });
    expect(payment.start()).toBe('process');
    expect(payment.getState().mode).toBe('notice');
    // The gateway arrives with the reloaded checkout.
    payment.update({ hasCardGateway: true });
    expect(payment.start()).toBe('card');
  });
});
