import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { formatMessage } from '../messages';
import { formatCheckoutText, type CheckoutText } from '../rules/checkout-text';
import { E_MISSING_OPTIONS, E_MISSING_OPTIONS_MESSAGE } from '../rules/delivery';
import {
  createDeliverySchedule,
  getDeliveryCartItems,
  getKeptDeliverySchedule,
  type DeliveryCartItem,
  type DeliveryScheduleMemory,
} from './delivery-schedule';

const AVAILABILITY = '/api/v1/bestbuy/productavailability';
const SERVICES = '/api/v1/bestbuy/services';
const SCHEDULE = '/api/v1/bestbuy/schedule';

interface Pending {
  request: ApiRequest;
  resolve: (result: ApiResult<unknown>) => void;
}

/** A fake transport whose calls stay pending until the test answers them. */
function deferredTransport() {
  const pending: Pending[] = [];
  const fn = vi.fn(
    (request: ApiRequest) => new Promise<ApiResult<unknown>>((resolve) => pending.push({ request, resolve })),
  );
  /** Answers the oldest pending call to `path` and lets the store read the answer. */
  async function answer(path: string, result: ApiResult<unknown>) {
    const index = pending.findIndex((call) => call.request.path === path);
    expect(index, `a pending call to ${path}`).toBeGreaterThanOrEqual(0);
    const [call] = pending.splice(index, 1);
    call!.resolve(result);
    await Promise.resolve();
    await Promise.resolve();
  }
  return { pending, transport: fn as unknown as ApiTransport, calls: fn, answer };
}

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });
const failure = (code: number, error: string | null, extra: Partial<ApiResult<unknown>> = {}) => ({
  status: false,
  code,
  data: null,
  error,
  ...extra,
});
const text = (message: CheckoutText | null | undefined) => (message ? formatCheckoutText(message) : null);

const ITEMS: DeliveryCartItem[] = [
  { sku: 'TV-55', description: 'TV', quantity: 1 },
  { sku: 'BAR-1', description: 'Soundbar', quantity: 1 },
];
const everywhere = {
  'available-for-delivery': true,
  'available-for-pickup': true,
  'available-for-shipping': true,
};
const pickupData = { stores: [{ id: 501, name: 'Pickup Point Downtown' }], exchange_id: 'ex_42' };

/** A store at step 1 with availability known for both items. */
async function withAvailability(items = ITEMS, availability: Record<string, unknown> = {}) {
  const fake = deferredTransport();
  const delivery = createDeliverySchedule({ transport: fake.transport, checkoutId: 7, items });
  delivery.setZip('43215');
  await fake.answer(
    AVAILABILITY,
    ok({ items: Object.fromEntries(items.map((item) => [item.sku, everywhere])), ...availability }),
  );
  return { ...fake, delivery };
}

describe('spec 02 §4: a 5-digit zip fetches availability', () => {
  it('spec 02 §4, §7: the lookup sends the skus and the zip once it has 5 digits, and not before', async () => {
    const { transport, calls, answer } = deferredTransport();
    const delivery = createDeliverySchedule({ transport, checkoutId: 7, items: ITEMS });
    delivery.setZip('4321');
    delivery.setZip('4321x');
    expect(calls).not.toHaveBeenCalled();
    delivery.setZip('43215');
    expect(delivery.getState().checking).toBe(true);
    expect(calls.mock.calls[0]![0]).toMatchObject({
      path: AVAILABILITY,
      payload: { skus: 'TV-55,BAR-1', zip: '43215' },
    });
    await answer(AVAILABILITY, ok({ items: { 'TV-55': everywhere, 'BAR-1': everywhere } }));
    expect(delivery.getState()).toMatchObject({
      checking: false,
      missing: [],
      available: ['TV-55', 'BAR-1'],
    });
    expect(delivery.getState().availability).not.toBeNull();
  });

  it('spec 02 §4: the latest zip wins; a zip that gets short again forgets availability and stops checking', async () => {
    const { transport, answer, pending } = deferredTransport();
    const delivery = createDeliverySchedule({ transport, checkoutId: 7, items: ITEMS });
    delivery.setZip('43215');
    delivery.setZip('43216');
    // The first lookup was dropped; its late answer does not count.
    const first = pending.shift()!;
    first.resolve(ok({ items: {} }));
    await answer(AVAILABILITY, ok({ items: { 'TV-55': everywhere, 'BAR-1': everywhere } }));
    expect(delivery.getState().missing).toEqual([]);
    delivery.setZip('4321');
    expect(delivery.getState()).toMatchObject({ availability: null, checking: false });
    delivery.setZip('43215');
    delivery.setZip('432');
    expect(delivery.getState()).toMatchObject({ availability: null, checking: false });
  });

  it("spec 02 §8: a failed lookup shows the server's message at the zip; the next lookup that answers clears it", async () => {
    const { transport, answer } = deferredTransport();
    const delivery = createDeliverySchedule({ transport, checkoutId: 7, items: ITEMS });
    delivery.setZip('43215');
    await answer(AVAILABILITY, failure(408, 'The request timed out'));
    expect(text(delivery.getState().errors.zip)).toBe('The request timed out');
    expect(delivery.getState().checking).toBe(false);
    delivery.setZip('43216');
    await answer(AVAILABILITY, failure(500, null));
    // Never a blank error.
    expect(text(delivery.getState().errors.zip)).toBe('An unknown error occurred');
    delivery.setZip('43215');
    await answer(AVAILABILITY, ok({ items: { 'TV-55': everywhere, 'BAR-1': everywhere } }));
    expect(delivery.getState().errors).toEqual({});
  });
});

describe('spec 02 §8: items without a fulfilment option', () => {
  it("spec 02 §8: an item without fulfilment gets the 'not in stock' notice and Return to Retailer cancels with E_MISSING_OPTIONS", async () => {
    const { delivery } = await withAvailability(ITEMS, {
      items: { 'TV-55': everywhere, 'BAR-1': { 'available-for-delivery': false } },
    });
    const state = delivery.getState();
    expect(state.missing).toEqual(['BAR-1']);
    expect(state.available).toEqual(['TV-55']);
    expect(formatMessage(state.notices['BAR-1']!)).toBe(
      'Soundbar is not in stock. The item will be removed from the contract.',
    );
    expect(delivery.getCancelPayload()).toEqual({
      code: E_MISSING_OPTIONS,
      message: E_MISSING_OPTIONS_MESSAGE,
    });
  });

  it('spec 02 §4: without any problem, Return to Retailer cancels with an empty payload', async () => {
    const { delivery } = await withAvailability();
    expect(delivery.getCancelPayload()).toEqual({});
  });
});

describe('spec 02 §5: step 1, a service per item', () => {
  it("spec 02 §5: Continue without any service says 'Please select at least one service!' and sends nothing", async () => {
    const { delivery, calls } = await withAvailability();
    expect(await delivery.continue()).toBe('invalid');
    expect(text(delivery.getState().errors.form)).toBe('Please select at least one service!');
    expect(delivery.getState().errorKey).toBe(1);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it("spec 02 §5: an item left without a service gets 'Please select at least one service per available item!'", async () => {
    const { delivery } = await withAvailability();
    delivery.setService('TV-55', 'pickup');
    expect(await delivery.continue()).toBe('invalid');
    expect(text(delivery.getState().errors['BAR-1'])).toBe(
      'Please select at least one service per available item!',
    );
    // A second failed Continue moves the summary's focus again.
    await delivery.continue();
    expect(delivery.getState().errorKey).toBe(2);
  });

  it("spec 02 §5: shipping needs line 1, city and state ('Full address is required for shipping!'), and what was typed stays", async () => {
    const { delivery, calls } = await withAvailability([ITEMS[0]!]);
    delivery.setService('TV-55', 'shipping');
    delivery.setAddress('line_1', '1 Main St');
    expect(await delivery.continue()).toBe('invalid');
    expect(text(delivery.getState().errors['TV-55'])).toBe('Full address is required for shipping!');
    expect(delivery.getState().address).toEqual({ line_1: '1 Main St', city: '', state: '' });
    delivery.setAddress('city', 'Columbus');
    delivery.setAddress('state', 'OH');
    void delivery.continue();
    expect(calls.mock.calls.at(-1)![0]).toMatchObject({
      path: SERVICES,
      payload: { services: 'TV-55:shipping', address: '1 Main St, Columbus, OH 43215' },
    });
  });
});

describe('spec 02 §7: the services call', () => {
  it('spec 02 §4, §7: Continue asks for the chosen services and opens step 2 when every item came back with data', async () => {
    const { delivery, calls, answer } = await withAvailability();
    delivery.setService('TV-55', 'delivery');
    delivery.setService('BAR-1', 'pickup');
    const outcome = delivery.continue();
    expect(delivery.getState()).toMatchObject({ saving: true, errors: {} });
    expect(calls.mock.calls.at(-1)![0]).toMatchObject({
      path: SERVICES,
      payload: {
        services: 'TV-55:home-delivery,BAR-1:pickup',
        code: '43215',
        delivery_options: 'home-delivery,pickup',
      },
    });
    // A second Continue while the call runs sends nothing more.
    expect(await delivery.continue()).toBe('busy');
    await answer(
      SERVICES,
      ok({
        'TV-55': { type: 'home-delivery', data: { 'delivery-service': { types: [], windows: [] } } },
        'BAR-1': { type: 'pickup', data: pickupData },
      }),
    );
    expect(await outcome).toBe('configure');
    expect(delivery.getState()).toMatchObject({ step: 2, saving: false });
    delivery.back();
    expect(delivery.getState().step).toBe(1);
    expect(delivery.getState().choices['BAR-1']!.type).toBe('pickup');
  });

  it('spec 02 §8: a service that came back without data gives the item its notice and keeps step 1; the next Continue asks for the rest only', async () => {
    const { delivery, calls, answer } = await withAvailability();
    delivery.setService('TV-55', 'delivery');
    delivery.setService('BAR-1', 'pickup');
    const outcome = delivery.continue();
    await answer(
      SERVICES,
      ok({ 'TV-55': { type: 'home-delivery', data: null }, 'BAR-1': { type: 'pickup', data: pickupData } }),
    );
    expect(await outcome).toBe('unavailable');
    const state = delivery.getState();
    expect(state.step).toBe(1);
    expect(formatMessage(state.notices['TV-55']!)).toBe(
      'TV cannot be delivered. The item will be removed from the contract.',
    );
    expect(state.available).toEqual(['BAR-1']);
    void delivery.continue();
    expect(calls.mock.calls.at(-1)![0]).toMatchObject({ payload: { services: 'BAR-1:pickup' } });
  });

  it("spec 02 §8: a failed services call shows the address error or the server's message, and retry sends the same choices again", async () => {
    const { delivery, calls, answer } = await withAvailability([ITEMS[0]!]);
    delivery.setService('TV-55', 'pickup');
    const first = delivery.continue();
    await answer(SERVICES, failure(408, 'The request timed out'));
    expect(await first).toBe('failed');
    expect(text(delivery.getState().errors.form)).toBe('The request timed out');
    expect(delivery.getState()).toMatchObject({ saving: false, errorKey: 1 });
    const again = delivery.retry();
    expect(calls.mock.calls.at(-1)![0]).toMatchObject({
      path: SERVICES,
      payload: { services: 'TV-55:pickup' },
    });
    await answer(
      SERVICES,
      failure(422, 'The given data was invalid.', {
        fieldErrors: { address: ['The address is not valid.'] },
      }),
    );
    expect(await again).toBe('failed');
    expect(text(delivery.getState().errors.form)).toBe('The address is not valid.');
  });

  it('spec 02 §2: retry while a call still runs drops that call and sends again', async () => {
    const { delivery, calls, answer, pending } = await withAvailability([ITEMS[0]!]);
    delivery.setService('TV-55', 'pickup');
    const first = delivery.continue();
    const again = delivery.retry();
    expect(calls.mock.calls.filter(([request]) => request.path === SERVICES)).toHaveLength(2);
    pending.shift()!.resolve(ok({ 'TV-55': { type: 'pickup', data: null } }));
    expect(await first).toBe('busy');
    expect(delivery.getState().saving).toBe(true);
    await answer(SERVICES, ok({ 'TV-55': { type: 'pickup', data: pickupData } }));
    expect(await again).toBe('configure');
  });

  it('spec 02 §7: changing the zip or a service drops the services answer; a new service starts with empty choices', async () => {
    const { delivery, answer } = await withAvailability([ITEMS[0]!]);
    delivery.setService('TV-55', 'pickup');
    const outcome = delivery.continue();
    await answer(SERVICES, ok({ 'TV-55': { type: 'pickup', data: pickupData } }));
    await outcome;
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    expect(delivery.getState().answers).not.toBeNull();
    delivery.setService('TV-55', 'delivery');
    expect(delivery.getState().answers).toBeNull();
    expect(delivery.getState().choices['TV-55']).toMatchObject({ type: 'delivery', pickup_store: null });
  });
});

describe('spec 02 §5: step 2, the configuration', () => {
  async function atStep2(items = [ITEMS[0]!], service: 'pickup' | 'delivery' = 'pickup') {
    const fake = await withAvailability(items);
    for (const item of items) fake.delivery.setService(item.sku, service);
    const outcome = fake.delivery.continue();
    await fake.answer(
      SERVICES,
      ok(Object.fromEntries(items.map((item) => [item.sku, { type: service, data: pickupData }]))),
    );
    expect(await outcome).toBe('configure');
    return fake;
  }

  it("spec 02 §5: pick-up without a store says 'Please select at lease one store' (verbatim) and sends nothing", async () => {
    const { delivery, calls } = await atStep2();
    const before = calls.mock.calls.length;
    expect(await delivery.submit()).toBe('invalid');
    expect(text(delivery.getState().errors['TV-55'])).toBe('Please select at lease one store');
    expect(calls.mock.calls.length).toBe(before);
  });

  it('spec 02 §5: haul-away is selectable only after another delivery type, and goes with the last one', async () => {
    const { delivery } = await atStep2([ITEMS[0]!], 'delivery');
    delivery.toggleDeliveryType('TV-55', 'haul-away', true);
    expect(delivery.getState().choices['TV-55']!.selected_deliveries).toEqual([]);
    delivery.toggleDeliveryType('TV-55', 'standard', true);
    delivery.toggleDeliveryType('TV-55', 'haul-away', true);
    expect(delivery.getState().choices['TV-55']!.selected_deliveries).toEqual(['standard', 'haul-away']);
    delivery.toggleDeliveryType('TV-55', 'standard', false);
    expect(delivery.getState().choices['TV-55']!.selected_deliveries).toEqual([]);
    expect(await delivery.submit()).toBe('invalid');
    expect(text(delivery.getState().errors['TV-55'])).toBe(
      'Please select at least one delivery type/date and time of delivery',
    );
  });

  it('spec 02 §7: Submit POSTs the schedule with the checkout id, the exchange id and one schedule per item', async () => {
    const { delivery, calls, answer } = await atStep2();
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    const outcome = delivery.submit();
    expect(delivery.getState().saving).toBe(true);
    // The answer's schema is not part of what goes over the wire.
    expect({ ...calls.mock.calls.at(-1)![0], answer: undefined }).toEqual({
      method: 'POST',
      path: SCHEDULE,
      payload: {
        checkout_id: 7,
        exchange_id: 'ex_42',
        schedules: [{ sku: 'TV-55', type: 'pickup', zip_code: '43215', pickup_store: 501 }],
      },
      signal: expect.any(AbortSignal),
    });
    await answer(SCHEDULE, ok(null));
    expect(await outcome).toBe('scheduled');
    expect(delivery.getState()).toMatchObject({ saving: false, scheduleError: null });
  });

  it("spec 02 §5, §8: a 422 shows the server's messages by item, and one without an item on the form", async () => {
    const { delivery, answer } = await atStep2();
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    const outcome = delivery.submit();
    await answer(
      SCHEDULE,
      failure(422, 'The given data was invalid.', {
        fieldErrors: {
          'schedules.0.pickup_store': ['The store is closed.'],
          exchange_id: ['The quote expired.'],
        },
      }),
    );
    expect(await outcome).toBe('failed');
    const { errors, scheduleError, errorKey } = delivery.getState();
    expect(text(errors['TV-55'])).toBe('The store is closed.');
    expect(text(errors.form)).toBe('The quote expired.');
    expect(scheduleError).toBeNull();
    expect(errorKey).toBe(1);
  });

  it("spec 02 §8: a schedule failure opens 'Lease Amount' with the server's message, else 'Unknown error occurred…'", async () => {
    const { delivery, answer } = await atStep2();
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    let outcome = delivery.submit();
    await answer(SCHEDULE, failure(500, null));
    expect(await outcome).toBe('failed');
    expect(text(delivery.getState().scheduleError)).toBe(
      'Unknown error occurred. Please try submit your application again.',
    );
    expect(delivery.getCancelPayload()).toEqual({});
    outcome = delivery.retry();
    await answer(
      SCHEDULE,
      failure(409, MISSING, { data: { code: E_MISSING_OPTIONS } }) as ApiResult<unknown>,
    );
    expect(await outcome).toBe('failed');
    expect(text(delivery.getState().scheduleError)).toBe(MISSING);
    expect(delivery.getCancelPayload()).toEqual({
      code: E_MISSING_OPTIONS,
      message: E_MISSING_OPTIONS_MESSAGE,
    });
  });

  it('spec 04: a 406 opens no modal (the host already hears CHECKOUT_ERROR)', async () => {
    const { delivery, answer } = await atStep2();
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    const outcome = delivery.submit();
    await answer(
      SCHEDULE,
      failure(406, 'Checkout expired', { data: { code: 'E_EXPIRED' } }) as ApiResult<unknown>,
    );
    expect(await outcome).toBe('failed');
    expect(delivery.getState()).toMatchObject({ scheduleError: null, saving: false });
  });

  it('spec 02 §7: without a checkout the schedule is not sent', async () => {
    const { delivery, calls } = await atStep2();
    delivery.update({ checkoutId: null });
    delivery.changeChoice('TV-55', { pickup_store: 501 });
    const before = calls.mock.calls.length;
    expect(await delivery.submit()).toBe('failed');
    expect(calls.mock.calls.length).toBe(before);
  });
});

const MISSING = E_MISSING_OPTIONS_MESSAGE;

describe('the store’s lifetime', () => {
  it('new cart items get empty choices and a new lookup; answers after dispose change nothing', async () => {
    const { delivery, calls, answer } = await withAvailability([ITEMS[0]!]);
    delivery.setService('TV-55', 'pickup');
    delivery.update({ items: [ITEMS[0]!] });
    expect(calls).toHaveBeenCalledTimes(1);
    delivery.update({ items: ITEMS });
    expect(delivery.getState().choices).toMatchObject({
      'TV-55': { type: 'pickup' },
      'BAR-1': { type: null },
    });
    expect(calls).toHaveBeenCalledTimes(2);
    const listener = vi.fn();
    delivery.subscribe(listener);
    delivery.dispose();
    await answer(AVAILABILITY, ok({ items: {} }));
    expect(listener).not.toHaveBeenCalled();
    expect(await delivery.continue()).toBe('busy');
  });
});

describe('spec 02 §3: the delivery steps read the checkout cart’s items as received', () => {
  it('keeps each item’s sku, description, quantity and required parts, in cart order', () => {
    const part = { sku: 'BRK-1', description: 'Bracket', quantity: 2, unit_price: 10 };
    expect(
      getDeliveryCartItems([
        { sku: 'TV-55', description: 'TV', quantity: 1, unit_price: 499.99, required_parts: [part] },
        { sku: 'BAR-1', description: 'Soundbar', quantity: 3, unit_price: 99 },
      ]),
    ).toEqual([
      {
        sku: 'TV-55',
        description: 'TV',
        quantity: 1,
        required_parts: [{ sku: 'BRK-1', description: 'Bracket', quantity: 2 }],
      },
      { sku: 'BAR-1', description: 'Soundbar', quantity: 3 },
    ]);
  });

  it('hostile input falls back: no list is no items, an item without a text sku is left out', () => {
    for (const items of [null, undefined, 'TV', 3, { sku: 'TV' }])
      expect(getDeliveryCartItems(items)).toEqual([]);
    expect(
      getDeliveryCartItems([
        null,
        'TV',
        [],
        { sku: 55, description: 'TV' },
        { sku: '', description: 'TV' },
        {
          sku: 'TV-55',
          description: null,
          quantity: 'junk',
          required_parts: [null, { sku: 7 }, { sku: 'P' }],
        },
        { sku: 'BAR-1', description: 'Soundbar', quantity: '2', required_parts: 'none' },
      ]),
    ).toEqual([
      {
        sku: 'TV-55',
        description: '',
        quantity: 1,
        required_parts: [{ sku: 'P', description: '', quantity: 1 }],
      },
      { sku: 'BAR-1', description: 'Soundbar', quantity: 2 },
    ]);
  });
});

describe('Back and Forward onto the delivery options keep what the shopper chose', () => {
  it('the same checkout gets the kept schedule back, zip and choices as left, with nothing looked up again', async () => {
    const fake = deferredTransport();
    const memory: DeliveryScheduleMemory = {};
    const first = getKeptDeliverySchedule(memory, { transport: fake.transport, checkoutId: 7, items: ITEMS });
    const unmount = first.mount();
    first.setZip('43215');
    await fake.answer(
      AVAILABILITY,
      ok({ items: Object.fromEntries(ITEMS.map((item) => [item.sku, everywhere])) }),
    );
    first.setService('TV-55', 'pickup');
    unmount();

    const again = getKeptDeliverySchedule(memory, {
      transport: fake.transport,
      checkoutId: '7',
      items: ITEMS,
    });
    expect(again).toBe(first);
    const remount = again.mount();
    expect(again.getState().zip).toBe('43215');
    expect(again.getState().choices['TV-55']?.type).toBe('pickup');
    expect(fake.calls).toHaveBeenCalledTimes(1);
    remount();
  });

  it('another checkout gets a new schedule, and the kept one is dropped', () => {
    const { transport } = deferredTransport();
    const memory: DeliveryScheduleMemory = {};
    const first = getKeptDeliverySchedule(memory, { transport, checkoutId: 7, items: ITEMS });
    first.setZip('4321');
    const other = getKeptDeliverySchedule(memory, { transport, checkoutId: 8, items: ITEMS });
    expect(other).not.toBe(first);
    expect(other.getState().zip).toBe('');
    expect(memory.schedule).toBe(other);
  });

  it('without a checkout id nothing is kept', () => {
    const { transport } = deferredTransport();
    const memory: DeliveryScheduleMemory = {};
    const first = getKeptDeliverySchedule(memory, { transport, checkoutId: null, items: ITEMS });
    expect(getKeptDeliverySchedule(memory, { transport, checkoutId: null, items: ITEMS })).not.toBe(first);
    expect(memory).toEqual({});
  });
});
