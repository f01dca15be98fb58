import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore, type SessionState } from '../session/session-store';
import { createLeaseController, type LeaseControllerOptions } from './lease-controller';
import { createTechnicianMemory } from './technician-memory';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

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
  applicant: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    income: [{ frequency: 'weekly', primary: 1 }],
  },
};
const checkout = {
  id: 77,
  cart: { items: [{ sku: 'TV-1', description: 'Television', quantity: 2, unit_price: 400 }] },
};
const plainStore = { id: 1, name: 'Main Street', lease_program: { option_c_enabled: true } };
const hvacStore = { id: 1, record: { identifier: 'HVAC' as const }, lease_program: {} };

function setup(initial: Partial<SessionState> = {}, extra: Partial<LeaseControllerOptions> = {}) {
  const calls: ApiRequest[] = [];
  const answers: ApiResult[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return answers.shift() ?? ok(computation);
  }) as unknown as ApiTransport;
  const session = createSessionStore({
    initial: { retailStore: plainStore, application, checkout, ...initial },
  });
  const navigate = vi.fn();
  const lease = createLeaseController({
    transport,
    session,
    technicianMemory: createTechnicianMemory(),
    navigate,
    ...extra,
  });
  return { lease, session, navigate, calls, answers };
}

const leaseCalls = (calls: ApiRequest[]) => calls.filter((call) => call.path.endsWith('/lease'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §2: the Lease Summary controller', () => {
  it('shows the customer, the cart with its total, the offered options and the frequencies of the primary income', () => {
    const { lease } = setup();
    expect(lease.getState()).toMatchObject({
      retailStore: null,
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      items: [
        { sku: 'TV-1', description: 'Television', quantity: 2, unitPriceCents: 40000, totalCents: 80000 },
      ],
      cartTotalCents: 80000,
      optionChoices: ['a', 'c'],
      ocpPrice: '$2.99',
      technician: null,
      leaseError: null,
    });
    expect(lease.getState().frequencyChoices.length).toBeGreaterThan(0);
  });

  it("spec 02 §2: the retail store's information shows only when display_store_info_contract_screen is set", () => {
    const shown = setup({
      retailStore: { ...plainStore, lease_program: { display_store_info_contract_screen: true } },
    });
    expect(shown.lease.getState().retailStore).toEqual({ name: 'Main Street' });
  });

  it('computes the lease only once mounted, and once only however often it is mounted again', async () => {
    const { lease, calls } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    lease.mount()();
    lease.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(leaseCalls(calls)).toHaveLength(1);
    expect(lease.getState()).toMatchObject({ loading: false, actionsDisabled: false });
    expect(lease.getState().terms.length).toBeGreaterThan(0);
  });

  it('spec 02 §4: a store that requires delivery options first goes to delivery, replacing the lease, and computes nothing', async () => {
    const { lease, navigate, calls } = setup({
      retailStore: { ...plainStore, checkout_delivery_options_required: true },
    });
    lease.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledWith('checkout/delivery', { replace: true });
    expect(leaseCalls(calls)).toHaveLength(0);
  });

  it('spec 02 §4: Preview Contract and E-Sign move on with the lease computed for the form as it is', async () => {
    const { lease, navigate, calls } = setup();
    lease.mount();
    await vi.advanceTimersByTimeAsync(0);
    lease.preview();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenLastCalledWith('checkout/preview', { replace: false });
    lease.setForm({ additionalDown: '50' });
    lease.esign();
    await vi.advanceTimersByTimeAsync(0);
    expect(leaseCalls(calls)).toHaveLength(2);
    expect(navigate).toHaveBeenLastCalledWith('checkout/sign', { replace: false });
  });

  it("spec 02 §8: a failed computation opens the 'Error' modal with the server's text; Re-Calculate asks again", async () => {
    const { lease, answers, calls } = setup();
    answers.push({ status: false, code: 422, data: null, error: 'The lease cannot be computed.' });
    lease.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(lease.getState().leaseError).toBe('The lease cannot be computed.');
    lease.recalculate();
    await vi.advanceTimersByTimeAsync(0);
    expect(leaseCalls(calls)).toHaveLength(2);
    expect(lease.getState().terms.length).toBeGreaterThan(0);
  });

  it('spec 01 §6: an HVAC store shows the technician form; its errors show, in the locale, once Preview was pressed', async () => {
    const { lease, navigate } = setup({ retailStore: hvacStore }, { locale: 'es' });
    lease.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(lease.getState().technician).toMatchObject({ errors: {} });
    lease.preview();
    await vi.advanceTimersByTimeAsync(0);
    const view = lease.getState();
    expect(navigate).not.toHaveBeenCalled();
    expect(Object.keys(view.technician!.errors)).toEqual(['name', 'phone', 'email', 'quote']);
    expect(view.errorSummary.map((line) => line.id)).toEqual([
      'technician-name',
      'technician-phone',
      'technician-email',
      'technician-quote',
    ]);
    expect(view.errorSummary[0]!.message).toBe(view.technician!.errors.name);
    const english = view.technician!.errors.name;
    lease.update({ locale: 'en' });
    expect(lease.getState().technician!.errors.name).not.toBe(english);
    view.technician!.onChange('name', 'Pat');
    expect(lease.getState().technician!.values.name).toBe('Pat');
    expect(lease.getState().technician!.errors.name).toBeUndefined();
  });
});
