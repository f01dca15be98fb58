import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { E_MISSING_OPTIONS, E_MISSING_OPTIONS_MESSAGE } from '../rules/delivery';
import { createSessionStore, type SessionState } from '../session';
import { createDeliveryController, type DeliveryControllerOptions } from './delivery-controller';
import type { DeliveryScheduleMemory } from './delivery-schedule';

const AVAILABILITY = '/api/v1/bestbuy/productavailability';
const SERVICES = '/api/v1/bestbuy/services';
const SCHEDULE = '/api/v1/bestbuy/schedule';

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const everywhere = {
  'available-for-delivery': true,
  'available-for-pickup': true,
  'available-for-shipping': true,
};
const pickupData = { stores: [{ id: 501, name: 'Pickup Point Downtown' }], exchange_id: 'ex_42' };

const checkout = (id: number, skus = ['TV-55', 'BAR-1']) => ({
  id,
  cart: {
    items: skus.map((sku) => ({
      sku,
      description: sku === 'TV-55' ? 'TV' : 'Soundbar',
      quantity: 1,
      ...(sku === 'TV-55'
        ? { required_parts: [{ sku: 'MOUNT', description: 'Wall mount', quantity: 1 }] }
        : {}),
    })),
  },
});

/** A transport answering availability (every sku everywhere unless told), services (pick-up) and the schedule. */
function createTransport(availability: Record<string, unknown> = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    const skus = String((request.payload as { skus?: string } | undefined)?.skus ?? '').split(',');
    if (request.path === AVAILABILITY) {
      return ok({ items: Object.fromEntries(skus.map((sku) => [sku, availability[sku] ?? everywhere])) });
    }
    if (request.path === SERVICES) {
      return ok({
        'TV-55': { type: 'pickup', data: pickupData },
        'BAR-1': { type: 'pickup', data: pickupData },
      });
    }
    return ok(null);
  }) as unknown as ApiTransport;
  return { transport, calls };
}

function setup(
  memory: DeliveryScheduleMemory = {},
  initial: Partial<SessionState> = { checkout: checkout(7) },
  extra: Partial<DeliveryControllerOptions> & { availability?: Record<string, unknown> } = {},
) {
  const { transport, calls } = createTransport(extra.availability);
  const session = createSessionStore({ initial });
  const navigate = vi.fn();
  const reload = vi.fn(async () => null);
  const delivery = createDeliveryController({ transport, session, memory, navigate, reload, ...extra });
  return { delivery, session, memory, navigate, reload, calls };
}

/** Lets the fake transport's answers reach the schedule. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 02 §2, §4: the delivery options controller', () => {
  it('shows the cart items with their required parts and looks nothing up until a zip is typed', async () => {
    const { delivery, calls } = setup();
    delivery.mount();
    await settle();
    expect(calls).toHaveLength(0);
    expect(delivery.getState()).toMatchObject({
      step: 1,
      availabilityKnown: false,
      missingOptions: false,
      services: {},
      scheduleError: null,
    });
    expect(delivery.getState().items).toEqual([
      {
        sku: 'TV-55',
        description: 'TV',
        quantity: 1,
        requiredParts: [{ sku: 'MOUNT', description: 'Wall mount', quantity: 1 }],
        services: [],
        notice: null,
      },
      { sku: 'BAR-1', description: 'Soundbar', quantity: 1, services: [], notice: null },
    ]);
  });

  it('spec 02 §4, §7: a 5-digit zip shows the services each item can use', async () => {
    const { delivery } = setup();
    delivery.mount();
    delivery.setZip('43215');
    await settle();
    expect(delivery.getState().availabilityKnown).toBe(true);
    expect(delivery.getState().items[0]!.services).toEqual(['delivery', 'pickup', 'shipping']);
  });

  it('Back and Forward onto the screen show the options as left, with nothing looked up again', async () => {
    const memory: DeliveryScheduleMemory = {};
    const first = setup(memory);
    const unmount = first.delivery.mount();
    first.delivery.setZip('43215');
    await settle();
    first.delivery.setService('TV-55', 'pickup');
    unmount();
    const again = setup(memory);
    again.delivery.mount();
    expect(again.delivery.getState()).toMatchObject({ zip: '43215', availabilityKnown: true });
    expect(again.delivery.getState().choices['TV-55']!.type).toBe('pickup');
    await settle();
    expect(again.calls).toHaveLength(0);
  });

  it('a controller made and dropped without mounting keeps nothing; another checkout drops the kept schedule', () => {
    const memory: DeliveryScheduleMemory = {};
    setup(memory);
    expect(memory.schedule).toBeUndefined();
    setup(memory).delivery.mount();
    const kept = memory.schedule;
    expect(memory.checkoutId).toBe('7');
    setup(memory, { checkout: checkout(8) }).delivery.mount();
    expect(memory.checkoutId).toBe('8');
    expect(memory.schedule).not.toBe(kept);
  });

  it('spec 02 §4, §7: once Submit and Continue to Lease is accepted, the checkout reloads and then the lease opens', async () => {
    const { delivery, navigate, reload, calls } = setup();
    delivery.mount();
    delivery.setZip('43215');
    await settle();
    delivery.setService('TV-55', 'pickup');
    delivery.setService('BAR-1', 'pickup');
    await delivery.continue();
    expect(delivery.getState().step).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    delivery.changeChoice('BAR-1', { pickup_store: 501 });
    let reloaded = false;
    reload.mockImplementation(async () => {
      expect(navigate).not.toHaveBeenCalled();
      reloaded = true;
      return null;
    });
    await delivery.submit();
    expect(calls.at(-1)!.path).toBe(SCHEDULE);
    expect(reloaded).toBe(true);
    expect(navigate).toHaveBeenCalledWith('checkout/lease');
  });

  it('spec 02 §5: Continue without any service shows the error in the locale and goes nowhere', async () => {
    const { delivery, navigate, reload } = setup({}, { checkout: checkout(7) }, { locale: 'es' });
    delivery.mount();
    delivery.setZip('43215');
    await settle();
    await delivery.continue();
    const spanish = Object.values(delivery.getState().errors)[0];
    expect(spanish).toBeTruthy();
    delivery.update({ locale: 'en' });
    expect(Object.values(delivery.getState().errors)).toContain('Please select at least one service!');
    expect(Object.values(delivery.getState().errors)).not.toContain(spanish);
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("spec 02 §8: an item without fulfilment shows its notice; Return to Retailer's payload is E_MISSING_OPTIONS", async () => {
    const { delivery } = setup({}, { checkout: checkout(7) }, { availability: { 'BAR-1': {} } });
    delivery.mount();
    delivery.setZip('43215');
    await settle();
    expect(delivery.getState().missingOptions).toBe(true);
    expect(delivery.getState().items[1]!.notice).toBe(
      'Soundbar is not in stock. The item will be removed from the contract.',
    );
    expect(delivery.getCancelPayload()).toEqual({
      code: E_MISSING_OPTIONS,
      message: E_MISSING_OPTIONS_MESSAGE,
    });
  });

  it('a reloaded checkout with another cart gives the schedule its items', () => {
    const { delivery, session } = setup();
    delivery.mount();
    session.patch({ checkout: checkout(7, ['BAR-1']) });
    expect(delivery.getState().items.map((item) => item.sku)).toEqual(['BAR-1']);
  });
});
