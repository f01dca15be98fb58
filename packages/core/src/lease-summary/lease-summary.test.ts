import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { readRecord, type ApplicationView, type CheckoutView, type RetailStoreRecord } from '../contract';
import { formatMessage } from '../messages';
import { createSessionStore, type SessionState } from '../session/session-store';
import { createLeaseSummary, type LeaseSummaryOptions } from './lease-summary';
import { createTechnicianMemory } from './technician-memory';

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });
const fail = (code: number, error: string | null, data: unknown = null): ApiResult<unknown> => ({
  status: false,
  code,
  data,
  error,
});

/** A transport answering each call from a queue (the last answer repeats), or never when `hold`. */
function transport(answers: ApiResult<unknown>[]) {
  const calls: ApiRequest[] = [];
  const pending: ((result: ApiResult<unknown>) => void)[] = [];
  let hold = false;
  const fn = vi.fn((request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    if (hold) return new Promise((resolve) => pending.push(resolve));
    return Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!);
  }) as unknown as ApiTransport;
  return {
    fn,
    calls,
    hold: () => (hold = true),
    release: (result: ApiResult<unknown>) => pending.shift()!(result),
  };
}

const computation = {
  cashPrice: '1000.00',
  numPayments: 26,
  paymentAmount: '60.00',
  totalPayment: '1560.00',
};
const application = {
  id: 9,
  language: 'en',
  result: { offerAmounts: { A: '1500.00', B: '0.00', C: '2000.00', D: '0.00' } },
  applicant: { income: [{ frequency: 'weekly', primary: true }] },
};
const hvacStore = readRecord<RetailStoreRecord>({ id: 1, record: { identifier: 'HVAC' }, lease_program: {} });

function session(patch: Partial<SessionState> = {}) {
  return createSessionStore({
    initial: {
      retailStore: readRecord<RetailStoreRecord>({ id: 1, lease_program: { option_c_enabled: true } }),
      application: readRecord<ApplicationView>(application),
      checkout: readRecord<CheckoutView>({
        id: 77,
        cart: {
          items: [
            { sku: 'TV-1', description: 'Television', quantity: 2, unit_price: '400.00' },
            { sku: 'CORD', description: 'Cable', quantity: 'junk', unit_price: '10.50' },
            { sku: 'FREE', description: 'Refund', quantity: 1, unit_price: '-5.00' },
          ],
        },
      }),
      ...patch,
    },
  });
}

function setup(answers: ApiResult<unknown>[], options: Partial<LeaseSummaryOptions> = {}) {
  const api = transport(answers);
  const onNavigate = vi.fn();
  const technicianMemory = options.technicianMemory ?? createTechnicianMemory();
  const summary = createLeaseSummary({
    transport: api.fn,
    session: session(),
    technicianMemory,
    onNavigate,
    ...options,
  });
  summary.mount();
  return { api, onNavigate, summary, technicianMemory };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §7: the lease is computed on entry', () => {
  it('GET …/lease once on start with the default form, and the contract terms from the answer', async () => {
    const { api, summary } = setup([ok(computation)]);
    api.hold();
    summary.start();
    summary.start();
    await flush();
    expect(summary.getState().loading).toBe(true);
    api.release(ok(computation));
    await flush();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      path: '/apply-v2/checkout/77/lease',
      payload: {
        checkout_id: 77,
        application_id: 9,
        option: 'c',
        payment_frequency: '14-day',
        iframe: false,
      },
    });
    const state = summary.getState();
    expect(state.loading).toBe(false);
    expect(state.computation).toEqual(computation);
    expect(state.terms[0]).toEqual({ label: 'checkout.terms.cashPrice', value: 100000, kind: 'money' });
    expect(state.actionsDisabled).toBe(false);
  });

  it('Re-Calculate sends the form as changed', async () => {
    const { api, summary } = setup([ok(computation)], { iframe: true });
    summary.start();
    await flush();
    summary.setForm({ option: 'a', additionalDown: '25' });
    await summary.recalculate();
    expect(api.calls[1]!.payload).toMatchObject({ option: 'a', additionalDown: '25.00', iframe: true });
  });
});

describe('spec 02 §4: delivery comes first where the store requires it', () => {
  it('goes to delivery (replacing the lease in history) and computes nothing', async () => {
    const { api, onNavigate, summary } = setup([ok(computation)], {
      session: session({
        retailStore: readRecord<RetailStoreRecord>({ id: 1, checkout_delivery_options_required: 1 }),
      }),
    });
    summary.start();
    await flush();
    expect(onNavigate).toHaveBeenCalledWith('checkout/delivery', { replace: true });
    expect(api.calls).toHaveLength(0);
  });
});

describe('spec 02 §8: a lease failure', () => {
  it("opens the 'Error' modal with the server's message", async () => {
    const { summary } = setup([fail(500, 'Lease engine down')]);
    summary.start();
    await flush();
    expect(summary.getState().error).toEqual({ text: 'Lease engine down' });
    expect(summary.getState().actionsDisabled).toBe(true);
  });

  it("a timeout without a message shows 'Unknown error occurred…', never an empty modal", async () => {
    const { summary } = setup([fail(408, null)]);
    summary.start();
    await flush();
    expect(summary.getState().error).toEqual({ code: 'errors.unknownSubmit' });
  });

  it('a 409 E_MISSING_OPTIONS goes to delivery without a modal', async () => {
    const { onNavigate, summary } = setup([fail(409, 'Missing', { code: 'E_MISSING_OPTIONS' })]);
    summary.start();
    await flush();
    expect(onNavigate).toHaveBeenCalledWith('checkout/delivery', { replace: true });
    expect(summary.getState().error).toBeNull();
  });

  it('a 406 is left to the host: no modal', async () => {
    const { summary } = setup([fail(406, 'Checkout error', { code: 'E_GONE' })]);
    summary.start();
    await flush();
    expect(summary.getState().error).toBeNull();
  });
});

describe('spec 02 §2: the cart table and the cart total agree', () => {
  it('each line counts as the total counts it (junk quantity 1, negative price 0)', () => {
    const { summary } = setup([ok(computation)]);
    const { rows, cartTotalCents } = summary.getState();
    expect(rows.map((row) => [row.sku, row.quantity, row.unitPriceCents, row.totalCents])).toEqual([
      ['TV-1', 2, 40000, 80000],
      ['CORD', 1, 1050, 1050],
      ['FREE', 1, 0, 0],
    ]);
    expect(cartTotalCents).toBe(81050);
    expect(rows.reduce((sum, row) => sum + row.totalCents, 0)).toBe(cartTotalCents);
  });
});

describe('spec 02 §5: the lease amount check follows the form', () => {
  it('the additional down payment lowers the amount; above the option offer it is reduced with a message', () => {
    const { summary } = setup([ok(computation)]);
    expect(summary.getState().amountCheck).toEqual({ amount: 81050, error: null });
    summary.setForm({ additionalDown: '100' });
    expect(summary.getState().amountCheck.amount).toBe(71050);
    summary.setForm({ additionalDown: '', option: 'a' });
    expect(summary.getState().amountCheck.amount).toBe(81050);
  });
});

describe('spec 02 §4: Preview Contract and E-Sign', () => {
  it('with a computation for the current form, moves on without computing again', async () => {
    const { api, onNavigate, summary } = setup([ok(computation)]);
    summary.start();
    await flush();
    await expect(summary.proceed('preview')).resolves.toBe(true);
    expect(api.calls).toHaveLength(1);
    expect(onNavigate).toHaveBeenLastCalledWith('checkout/preview', { replace: false });
  });

  it('a form changed since the computation is stale: the lease is computed again, then E-Sign moves on', async () => {
    const { api, onNavigate, summary } = setup([ok(computation)]);
    summary.start();
    await flush();
    summary.setForm({ payment_frequency: 'monthly' });
    await expect(summary.proceed('esign')).resolves.toBe(true);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.payload).toMatchObject({ payment_frequency: 'monthly' });
    expect(onNavigate).toHaveBeenLastCalledWith('checkout/sign', { replace: false });
  });

  it('a form changed back to the computed one is fresh again', async () => {
    const { api, summary } = setup([ok(computation)]);
    summary.start();
    await flush();
    summary.setForm({ additionalDown: '10' });
    summary.setForm({ additionalDown: '' });
    await summary.proceed('preview');
    expect(api.calls).toHaveLength(1);
  });

  it('a failed recomputation goes nowhere and shows the error', async () => {
    const { onNavigate, summary } = setup([ok(computation), fail(500, 'Down')]);
    summary.start();
    await flush();
    summary.setForm({ option: 'a' });
    await expect(summary.proceed('preview')).resolves.toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(summary.getState().error).toEqual({ text: 'Down' });
  });
});

describe('spec 02 §2: the save footer while a stale lease is computed', () => {
  it('shows the 30 s hint; its retry runs the same action again with the form as typed, moving on once', async () => {
    const { api, onNavigate, summary } = setup([ok(computation)]);
    summary.start();
    await flush();
    summary.setForm({ additionalDown: '50' });
    api.hold();
    const first = summary.proceed('esign');
    expect(summary.saveStatus.getState().saving).toBe(true);
    await vi.advanceTimersByTimeAsync(30000);
    expect(summary.saveStatus.getState().retryHintVisible).toBe(true);
    summary.retry();
    expect(api.calls).toHaveLength(3);
    expect(api.calls[2]!.payload).toMatchObject({ additionalDown: '50.00' });
    api.release(ok(computation));
    api.release(ok(computation));
    await first;
    await flush();
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('checkout/sign', { replace: false });
    expect(summary.saveStatus.getState().saving).toBe(false);
  });
});

describe('spec 01 §6: the HVAC technician', () => {
  it('an empty technician stops Preview with every field in the summary, and sends nothing', async () => {
    const { api, onNavigate, summary } = setup([ok(computation)], {
      session: session({ retailStore: hvacStore }),
    });
    summary.start();
    await flush();
    expect(summary.getState().showTechnicianErrors).toBe(false);
    await expect(summary.proceed('preview')).resolves.toBe(false);
    const state = summary.getState();
    expect(state.showTechnicianErrors).toBe(true);
    expect(state.errorKey).toBe(1);
    expect(state.summaryErrors.map((line) => line.id)).toEqual([
      'technician-name',
      'technician-phone',
      'technician-email',
      'technician-quote',
    ]);
    expect(api.calls).toHaveLength(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('a valid technician lets E-Sign through', async () => {
    const { onNavigate, summary } = setup([ok(computation)], {
      session: session({ retailStore: hvacStore }),
    });
    summary.start();
    await flush();
    summary.setTechnician('name', 'Pat Installer');
    summary.setTechnician('phone', '(555) 123-4567');
    summary.setTechnician('email', 'pat@example.com');
    summary.setTechnician('quote', '1200');
    expect(summary.getState().technicianErrors).toEqual({});
    await summary.proceed('esign');
    expect(onNavigate).toHaveBeenCalledWith('checkout/sign', { replace: false });
  });

  it("the server's refusal shows at once; changing the field drops the server's message", () => {
    const technicianMemory = createTechnicianMemory();
    technicianMemory.setState({
      technician: { name: 'Pat', phone: '(555) 123-4567', email: 'pat@example.com', quote: '1200' },
      technicianServerErrors: { name: 'The technician is not licensed.' },
    });
    const { summary } = setup([ok(computation)], {
      session: session({ retailStore: hvacStore }),
      technicianMemory,
    });
    expect(summary.getState().showTechnicianErrors).toBe(true);
    expect(summary.getState().technicianErrors).toEqual({
      name: { text: 'The technician is not licensed.' },
    });
    summary.setTechnician('name', 'Sam');
    expect(summary.getState().technicianErrors).toEqual({});
    expect(technicianMemory.getState().technicianServerErrors).toEqual({});
  });

  it("after a reload the checkout's saved technician fills an empty form", async () => {
    const { summary, technicianMemory } = setup([ok(computation)], {
      session: session({
        retailStore: hvacStore,
        checkout: readRecord<CheckoutView>({
          id: 77,
          technician: { name: 'Pat', phone: '5551234567', email: 'p@x.co', quote: 900 },
        }),
      }),
    });
    summary.start();
    await flush();
    expect(technicianMemory.getState().technician).toEqual({
      name: 'Pat',
      phone: '5551234567',
      email: 'p@x.co',
      quote: '900',
    });
    expect(summary.getState().technician.quote).toBe('900');
  });

  it("a change of language relabels the technician's errors", async () => {
    const { summary } = setup([ok(computation)], { session: session({ retailStore: hvacStore }) });
    const label = () => {
      const error = summary.getState().technicianErrors.name;
      return error && 'params' in error ? error.params?.field : undefined;
    };
    expect(label()).toBe(formatMessage({ code: 'checkout.technician.name' }, 'en'));
    summary.update({ locale: 'es' });
    expect(label()).toBe(formatMessage({ code: 'checkout.technician.name' }, 'es'));
    expect(summary.saveStatus.getState().label).toBeNull();
  });

  it('other stores need no technician', async () => {
    const { summary } = setup([ok(computation)]);
    await expect(summary.proceed('preview')).resolves.toBe(true);
    expect(summary.getState().technicianRequired).toBe(false);
    expect(summary.getState().technicianErrors).toEqual({});
  });
});

describe('disposal', () => {
  it("a store disposed in the same task as start (strict mode's trial mount) sends nothing", async () => {
    const { api, summary } = setup([ok(computation)]);
    summary.start();
    summary.dispose();
    await flush();
    expect(api.calls).toHaveLength(0);
  });

  it('an answer arriving after dispose changes nothing', async () => {
    const { api, summary } = setup([ok(computation)]);
    api.hold();
    void summary.recalculate();
    summary.dispose();
    api.release(ok(computation));
    await flush();
    expect(summary.getState().computation).toBeNull();
  });
});
