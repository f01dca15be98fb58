import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { formatMessage } from '../messages';
import { PAYMENT_CALCULATION_DEBOUNCE_MS } from '../payment-calculator';
import { createSessionStore, type SessionState } from '../session';
import { createApprovedController, type ApprovedControllerOptions } from './approved-controller';
import {
  applicationView,
  checkoutView,
  determinationRecord,
  retailStoreRecord,
} from '../contract/test-records';
import type { IncomeRecord } from '../contract';

const quote: ApiResult = {
  status: true,
  code: 200,
  error: null,
  data: { term: 12, paymentAmount: '45.10', firstPaymentDate: '2026-12-05' },
};

const income = (patch: Partial<IncomeRecord>): IncomeRecord => ({
  primary: 0,
  gross: 1000,
  frequency: 'monthly',
  source: 'employment',
  ...patch,
});

const base = applicationView();
const application = applicationView({
  id: 9,
  applicant: {
    ...base.applicant,
    income: [income({ frequency: 'weekly' }), income({ frequency: 'monthly', primary: 1 })],
    location: { line_1: '1 High St', city: 'Columbus', state: 'OH', code: '43215' },
  },
  application_result: determinationRecord({
    code: 'A',
    score: 700,
    offerAmounts: { A: '1500.00', B: '0', C: '2500.00', D: '0' },
    message: {
      name: 'Ada',
      title: 'You are approved!',
      sub_title1: 'Up to $2,500',
      sub_title2: '',
      sub_title3: '',
      sub_title4: '',
      options: [
        { label: 'Option A', amount: '1500.00', note: '' },
        { label: 'Option B', amount: '0.00', note: '' },
      ],
    },
  }),
});

const store = retailStoreRecord();
/** The retail store of these tests: id 3, in Ohio, with `patch` over it. */
const retailStore = (patch: Partial<typeof store> = {}) =>
  retailStoreRecord({
    id: 3,
    rating: 5,
    billing_address: { ...store.billing_address, state: 'OH' },
    shipping_address: { ...store.shipping_address, state: 'OH' },
    ...patch,
  });

function setup(initial: Partial<SessionState> = {}, extra: Partial<ApprovedControllerOptions> = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    return quote;
  }) as unknown as ApiTransport;
  const session = createSessionStore({
    initial: {
      application,
      retailStore: retailStore(),
      ...initial,
    },
  });
  const navigate = vi.fn();
  const approved = createApprovedController({ transport, session, navigate, ...extra });
  return { approved, session, navigate, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 03 §2, §4, §7: the approved screen controller', () => {
  it("shows the result's message, its options without $0.00 rows (amounts in cents), and no continue label outside a checkout", () => {
    const { approved } = setup();
    expect(approved.getState()).toMatchObject({
      name: 'Ada',
      title: 'You are approved!',
      subtitles: ['Up to $2,500'],
      options: [{ label: 'Option A', cents: 150000, note: '' }],
      hvac: false,
      continueLabel: null,
      createContractUrl: null,
    });
  });

  it('asks for the first quote only once mounted and scheduled, with the largest offer, best option and last frequency', async () => {
    let scheduled: (() => void) | null = null;
    const { approved, calls } = setup(
      {},
      { schedule: (run) => ((scheduled = run), () => (scheduled = null)) },
    );
    expect(calls).toHaveLength(0);
    approved.mount();
    expect(calls).toHaveLength(0);
    scheduled!();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.payload).toMatchObject({
      leaseAmount: '2500.00',
      option: 'C',
      paymentFrequency: 'monthly',
      score: 700,
      companyState: 'OH',
      zipCode: '43215',
      application_id: 9,
    });
    expect(approved.getState().calculator).toMatchObject({ status: 'loaded', leaseAmount: '2500.00' });
  });

  it('03 §7: a change of the calculator is quoted again after the debounce and shows in the view', async () => {
    const { approved, calls } = setup();
    approved.mount();
    await vi.advanceTimersByTimeAsync(0);
    approved.getState().calculator.onOptionChange('A');
    expect(approved.getState().calculator.option).toBe('A');
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect(calls.at(-1)?.payload).toMatchObject({ option: 'A' });
  });

  it('inside a checkout, continue opens the delivery options where the store requires them, else the lease', () => {
    const plain = setup({ checkout: checkoutView({ id: 31, cart: { items: [] } }) });
    expect(plain.approved.getState().continueLabel).toBe(formatMessage({ code: 'checkout.agreeAndSign' }));
    plain.approved.continue();
    expect(plain.navigate).toHaveBeenCalledWith('checkout/lease');
    const delivery = setup({
      checkout: checkoutView({ id: 31, cart: { items: [] } }),
      retailStore: retailStore({ checkout_delivery_options_required: true }),
    });
    delivery.approved.continue();
    expect(delivery.navigate).toHaveBeenCalledWith('checkout/delivery');
    delivery.approved.returnToCheckpoint();
    expect(delivery.navigate).toHaveBeenLastCalledWith('/checkpoint');
  });

  it('texts follow the locale', () => {
    const { approved } = setup({ checkout: checkoutView({ id: 31, cart: { items: [] } }) });
    approved.update({ locale: 'es' });
    expect(approved.getState().continueLabel).toBe(formatMessage({ code: 'checkout.agreeAndSign' }, 'es'));
  });

  it("02 §1: an active web session makes a portal application with the configured 'Create Contract' link", () => {
    const { approved } = setup(
      { activeWebSession: true },
      { createContractUrl: 'https://portal.example/stores/{store}/contracts/{application}' },
    );
    expect(approved.getState().createContractUrl).toBe('https://portal.example/stores/3/contracts/9');
  });

  it('02 §2: the OCP choice shows where the store enables it and is sent as ocpIncluded', async () => {
    expect(setup().approved.getState().calculator.ocp).toBeNull();
    const { approved, calls } = setup({
      retailStore: retailStore({ lease_program: { ...store.lease_program, ocp_enabled: true } }),
    });
    approved.mount();
    await vi.advanceTimersByTimeAsync(0);
    approved.getState().calculator.ocp!.onIncludedChange(true);
    expect(approved.getState().calculator.ocp?.included).toBe(true);
    await vi.advanceTimersByTimeAsync(PAYMENT_CALCULATION_DEBOUNCE_MS);
    expect(calls.at(-1)?.payload).toMatchObject({ ocpIncluded: true });
  });

  it("a payroll override that changes the result's message shows without a new controller", () => {
    const { approved, session } = setup();
    approved.mount();
    session.patch({
      application: {
        ...application,
        override_result: determinationRecord({
          message: {
            name: '',
            title: 'Raised!',
            sub_title1: '',
            sub_title2: '',
            sub_title3: '',
            sub_title4: '',
            options: [],
          },
        }),
      },
    });
    expect(approved.getState().title).toBe('Raised!');
  });
});
