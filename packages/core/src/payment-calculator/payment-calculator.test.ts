import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult } from '../api/types';
import { createPaymentCalculator, getCompanyState, PAYMENT_CALCULATION_DEBOUNCE_MS } from '.';

function fakeTransport(answer: (request: ApiRequest) => ApiResult = () => ok()) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return answer(request) as ApiResult<never>;
  });
  return { transport, calls };
}

function ok(data: Record<string, unknown> = {}): ApiResult {
  return {
    status: true,
    code: 200,
    error: null,
    data: {
      term: 12,
      numPayments: 26,
      paymentAmount: 45.1,
      totalPayment: 1172.6,
      firstPaymentDate: '2026-12-05',
      express_pay_3_month: 310,
      express_pay_6_month: 330.5,
      express_pay_9_month: 350.75,
      leaseAmount: 899.99,
      ...data,
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 03 §7, §9: payments are calculated 1000 ms after the last change', () => {
  it('debounces changes and posts the payload of 03 §7 once', async () => {
    const { transport, calls } = fakeTransport();
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      leaseAmountCents: 100000,
      option: 'A',
      paymentFrequency: 'monthly',
      context: {
        rating: 5,
        score: 700,
        incomeFrequency: 'monthly',
        companyState: 'OH',
        zipCode: '43215',
        application_id: 9,
      },
    });
    calculator.setLeaseAmount(120000);
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS - 1);
    calculator.setOption('B');
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    expect(calculator.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/score/payments',
      payload: {
        modelVersion: null,
        leaseAmount: '1200.00',
        option: 'B',
        paymentFrequency: 'monthly',
        rating: 5,
        score: 700,
        additionalDown: 0,
        incomeFrequency: 'monthly',
        companyState: 'OH',
        zipCode: '43215',
        application_id: 9,
        ocpIncluded: false,
      },
    });
    expect(calculator.getState()).toMatchObject({
      status: 'loaded',
      quote: {
        term: 12,
        paymentAmountCents: 4510,
        firstPaymentDate: '2026-12-05',
        expressPayCents: { 3: 31000, 6: 33050, 9: 35075 },
      },
    });
  });
});

describe('spec 03 §5: a lease amount below the minimum is raised to the minimum', () => {
  it('raises the amount when the calculation runs', async () => {
    const { transport, calls } = fakeTransport();
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      option: 'A',
      paymentFrequency: '14-day',
    });
    calculator.setLeaseAmount(5000);
    expect(calculator.getState().leaseAmountCents).toBe(5000);
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect((calls[0]!.payload as Record<string, unknown>).leaseAmount).toBe('300.00');
    expect(calculator.getState().leaseAmountCents).toBe(30000);
    // 03 §5 error slot, with 02 §5's text: why the amount changed; a new amount clears it.
    expect(calculator.getState().amountError).toEqual({
      code: 'offers.leaseMinimum',
      params: { min: '300.00', minCents: 30000 },
    });
    calculator.setLeaseAmount(50000);
    expect(calculator.getState().amountError).toBeNull();
  });

  it('spec 02 §5: an amount above the maximum is reduced to it, with the maximum message', async () => {
    const { transport, calls } = fakeTransport();
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      maximumCents: 150000,
      option: 'A',
      paymentFrequency: '14-day',
    });
    calculator.setLeaseAmount(900000);
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect((calls[0]!.payload as Record<string, unknown>).leaseAmount).toBe('1500.00');
    expect(calculator.getState().amountError).toMatchObject({ code: 'offers.leaseMaximum' });
  });
});

describe('spec 03 §5: the lease amount input shows what was typed, then the amount used', () => {
  // A calculator with a $300 minimum, paid every 14 days.
  const calculatorOf = (
    transport: ReturnType<typeof fakeTransport>['transport'],
    leaseAmountCents?: number,
  ) =>
    createPaymentCalculator({
      transport,
      minimumCents: 30000,
      leaseAmountCents,
      option: 'A',
      paymentFrequency: '14-day',
    });

  it('keeps the text as typed until the calculation loads, then shows the raised amount', async () => {
    const { transport, calls } = fakeTransport();
    const calculator = calculatorOf(transport, 100000);
    expect(calculator.getState().leaseAmountText).toBe('1000.00');
    // Text that is not an amount yet is kept, and nothing is calculated.
    calculator.typeLeaseAmount('5', 500);
    calculator.typeLeaseAmount('5x', null);
    expect(calculator.getState()).toMatchObject({ leaseAmountText: '5x', leaseAmountCents: 500 });
    calculator.typeLeaseAmount('50', 5000);
    expect(calculator.getState()).toMatchObject({ leaseAmountText: '50', status: 'loading' });
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(calculator.getState()).toMatchObject({
      status: 'loaded',
      leaseAmountCents: 30000,
      leaseAmountText: '300.00',
    });
  });

  it('starts from the minimum when no amount is given; nothing after dispose', () => {
    const calculator = calculatorOf(fakeTransport().transport);
    expect(calculator.getState().leaseAmountText).toBe('300.00');
    calculator.dispose();
    calculator.typeLeaseAmount('1', 100);
    expect(calculator.getState().leaseAmountText).toBe('300.00');
  });
});

describe('spec 02 §2, 03 §7: the OCP choice is sent as ocpIncluded', () => {
  it('starts from the context and recalculates when the shopper changes it', async () => {
    const { transport, calls } = fakeTransport();
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      option: 'A',
      paymentFrequency: 'monthly',
      context: { ocpIncluded: true },
    });
    await calculator.calculate();
    expect((calls[0]!.payload as Record<string, unknown>).ocpIncluded).toBe(true);
    calculator.setOcpIncluded(false);
    expect(calculator.getState()).toMatchObject({ ocpIncluded: false, status: 'loading' });
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect((calls[1]!.payload as Record<string, unknown>).ocpIncluded).toBe(false);
  });
});

describe('spec 03 §7: payment errors are ignored', () => {
  it('keeps the previous quote when a later call fails', async () => {
    let fail = false;
    const { transport } = fakeTransport(() =>
      fail
        ? { status: false, code: 500, data: null, error: 'An invalid response was returned from the server.' }
        : ok(),
    );
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      option: 'A',
      paymentFrequency: 'monthly',
    });
    await calculator.calculate();
    fail = true;
    calculator.setPaymentFrequency('semi-monthly');
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect(calculator.getState()).toMatchObject({ status: 'loaded', paymentFrequency: 'semi-monthly' });
    expect(calculator.getState().quote?.paymentAmountCents).toBe(4510);
  });

  it('does nothing after dispose', async () => {
    const { transport } = fakeTransport();
    const calculator = createPaymentCalculator({
      transport,
      minimumCents: 30000,
      option: 'A',
      paymentFrequency: 'monthly',
    });
    calculator.setLeaseAmount(50000);
    calculator.dispose();
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS * 2);
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('spec 03 §7: companyState is the billing state, else the shipping state', () => {
  it('prefers billing, falls back to shipping, else null', () => {
    expect(getCompanyState({ billing_address: { state: 'OH' }, shipping_address: { state: 'TN' } })).toBe(
      'OH',
    );
    expect(getCompanyState({ billing_address: { state: ' ' }, shipping_address: { state: 'TN' } })).toBe(
      'TN',
    );
    expect(getCompanyState(null)).toBeNull();
  });
});
