import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getLeaseFailureAction,
  getScheduleFailure,
  canFetchAvailability,
  getAvailableServices,
  getItemsWithoutFulfilment,
  getMissingOptionsCancelPayload,
  isDeliveryService,
  isFullShippingAddress,
  isHaulAwaySelectable,
  isHaulAwayType,
  pruneHaulAway,
  validateServiceChoices,
  validateServiceConfiguration,
  type DeliveryError,
  type DeliverySelection,
} from './delivery';

const text = (error: DeliveryError | null) => (error === null ? null : formatMessage(error.message));
const address = { city: 'Austin', line_1: '1 Main St', state: 'TX' };

describe('spec 02 §4, §9: the zip must be 5 characters to fetch availability', () => {
  it.each<[unknown, boolean]>([
    ['78701', true],
    [' 78701 ', true],
    ['7870', false],
    ['787011', false],
    ['7870a', false],
    ['abcde', false],
    ['', false],
    [78701, false],
    [null, false],
  ])('%j → %s', (zip, expected) => {
    expect(canFetchAvailability(zip)).toBe(expected);
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (zip) => void canFetchAvailability(zip)));
  });
});

describe('spec 02 §7, §8: availability flags and items without fulfilment', () => {
  it.each<[unknown, string[]]>([
    [
      { 'available-for-delivery': true, 'available-for-pickup': true, 'available-for-shipping': true },
      ['delivery', 'pickup', 'shipping'],
    ],
    [{ 'available-for-shipping': 1 }, ['shipping']],
    [{ 'available-for-delivery': false, 'available-for-pickup': '0' }, []],
    [null, []],
  ])('%j → %j', (availability, expected) => {
    expect(getAvailableServices(availability as never)).toEqual(expected);
  });

  it('lists skus with no service, including skus missing from the answer', () => {
    const availability = { A1: { 'available-for-pickup': true }, B2: { 'available-for-delivery': false } };
    expect(getItemsWithoutFulfilment(['A1', 'B2', 'C3'], availability)).toEqual(['B2', 'C3']);
    expect(getItemsWithoutFulfilment(['A1'], null)).toEqual(['A1']);
    expect(getItemsWithoutFulfilment([], availability)).toEqual([]);
  });

  it('cancels with E_MISSING_OPTIONS and the spec message', () => {
    expect(getMissingOptionsCancelPayload(['B2'])).toEqual({
      code: 'E_MISSING_OPTIONS',
      message: 'One or more items do not have fulfillment options available.',
      skus: ['B2'],
    });
  });
});

describe('spec 02 §5: delivery step 1 — services per item and the shipping address', () => {
  it.each<[string, string[], Record<string, DeliverySelection>, object | null, string | null, string | null]>(
    [
      ['no service at all', ['A1', 'B2'], {}, address, null, 'Please select at least one service!'],
      [
        'a single item without a service',
        ['A1'],
        { A1: { type: null } },
        address,
        null,
        'Please select at least one service!',
      ],
      [
        'one item of two without a service',
        ['A1', 'B2'],
        { A1: { type: 'pickup' } },
        address,
        'B2',
        'Please select at least one service per available item!',
      ],
      [
        'a blank type counts as none',
        ['A1', 'B2'],
        { A1: { type: 'pickup' }, B2: { type: ' ' } },
        address,
        'B2',
        'Please select at least one service per available item!',
      ],
      [
        'shipping without an address',
        ['A1'],
        { A1: { type: 'shipping' } },
        null,
        'A1',
        'Full address is required for shipping!',
      ],
      [
        'shipping without a state',
        ['A1'],
        { A1: { type: 'shipping' } },
        { city: 'Austin', line_1: '1 Main St', state: '' },
        'A1',
        'Full address is required for shipping!',
      ],
      ['shipping with a full address', ['A1'], { A1: { type: 'shipping' } }, address, null, null],
      ['pickup needs no address', ['A1'], { A1: { type: 'pickup' } }, null, null, null],
      ['nothing available', [], {}, null, null, null],
    ],
  )('%s', (_label, skus, selections, shippingAddress, sku, expected) => {
    const error = validateServiceChoices(skus, selections, shippingAddress);
    expect(text(error)).toBe(expected);
    expect(error?.sku ?? null).toBe(sku);
  });

  it('full address means city, line 1 and state', () => {
    expect(isFullShippingAddress(address)).toBe(true);
    expect(isFullShippingAddress({ ...address, city: '  ' })).toBe(false);
    expect(isFullShippingAddress({ ...address, line_1: undefined })).toBe(false);
    expect(isFullShippingAddress(undefined)).toBe(false);
  });
});

describe('spec 02 §5: delivery step 2 — configure each service', () => {
  it.each<[string, Record<string, DeliverySelection>, string | null, string | null]>([
    ['pickup without a store', { A1: { type: 'pickup' } }, 'A1', 'Please select at lease one store'],
    ['pickup with a store', { A1: { type: 'pickup', pickup_store: 281 } }, null, null],
    [
      'home delivery without a type',
      { A1: { type: 'delivery', selected_deliveries: [], window: '9-12' } },
      'A1',
      'Please select at least one delivery type/date and time of delivery',
    ],
    [
      'home delivery without a window',
      { A1: { type: 'delivery', selected_deliveries: ['standard'], window: '' } },
      'A1',
      'Please select at least one delivery type/date and time of delivery',
    ],
    [
      'home delivery without anything',
      { A1: { type: 'delivery' } },
      'A1',
      'Please select at least one delivery type/date and time of delivery',
    ],
    [
      'home delivery configured',
      { A1: { type: 'delivery', selected_deliveries: ['standard'], window: { start: 9 } } },
      null,
      null,
    ],
    [
      'shipping without a shipment type',
      { A1: { type: 'shipping' } },
      'A1',
      'Please select at least one shipment type',
    ],
    ['shipping configured', { A1: { type: 'shipping', shipment: 'ground' } }, null, null],
    [
      'first failing item in order',
      { A1: { type: 'shipping', shipment: 'ground' }, B2: { type: 'pickup', pickup_store: '' } },
      'B2',
      'Please select at lease one store',
    ],
    ['items without a selection are skipped', {}, null, null],
  ])('%s', (_label, selections, sku, expected) => {
    const error = validateServiceConfiguration(['A1', 'B2'], selections);
    expect(text(error)).toBe(expected);
    expect(error?.sku ?? null).toBe(sku);
  });

  it('every message has a Spanish text', () => {
    const error = validateServiceConfiguration(['A1'], { A1: { type: 'shipping' } })!;
    expect(formatMessage(error.message, 'es')).toBe('Seleccione al menos un tipo de envío');
  });
});

describe('spec 02 §5: haul-away is selectable only after another delivery type is chosen', () => {
  it.each<[unknown[] | null, boolean]>([
    [[], false],
    [null, false],
    [['haul-away'], false],
    [['standard'], true],
    [['standard', 'haul-away'], true],
  ])('%j → %s', (selected, expected) => {
    expect(isHaulAwaySelectable(selected)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['haul-away', true],
    ['Haul Away', true],
    ['HAUL_AWAY', true],
    ['haulaway', true],
    ['standard', false],
    [7, false],
  ])('%j is haul-away: %s', (type, expected) => {
    expect(isHaulAwayType(type)).toBe(expected);
  });

  it('accepts a custom haul-away test', () => {
    expect(isHaulAwaySelectable(['X9'], (type) => type === 'X9')).toBe(false);
    expect(isHaulAwaySelectable(['X1', 'X9'], (type) => type === 'X9')).toBe(true);
  });

  it('drops haul-away when the last other type is removed', () => {
    expect(pruneHaulAway(['haul-away'])).toEqual([]);
    expect(pruneHaulAway(['standard', 'haul-away'])).toEqual(['standard', 'haul-away']);
    expect(pruneHaulAway(['X9'], (type) => type === 'X9')).toEqual([]);
  });
});

describe('spec 02 §7–8: failed lease and schedule calls', () => {
  it('lease: a 409 with E_MISSING_OPTIONS goes back to delivery', () => {
    expect(getLeaseFailureAction({ code: 409, data: { code: 'E_MISSING_OPTIONS' } })).toBe('delivery');
  });

  it.each([
    [409, { code: 'E_OTHER' }, 'modal'],
    [500, { code: 'E_MISSING_OPTIONS' }, 'modal'],
    [500, null, 'modal'],
    [408, undefined, 'modal'],
    [406, { code: 'E_CHECKOUT' }, 'host'],
  ] as const)(
    'lease: status %j with data %j → %s (the Error modal unless the host hears a 406)',
    (code, data, action) => {
      expect(getLeaseFailureAction({ code, data })).toBe(action);
    },
  );

  it('schedule: E_MISSING_OPTIONS opens Lease Amount and Return to Retailer cancels with the spec code and message', () => {
    expect(getScheduleFailure({ code: 409, data: { code: 'E_MISSING_OPTIONS' } }, ['A1'])).toEqual({
      modal: true,
      cancel: {
        code: 'E_MISSING_OPTIONS',
        message: 'One or more items do not have fulfillment options available.',
      },
    });
  });

  it('schedule: another failure opens the modal and cancels without a code; a 406 leaves it to the host', () => {
    expect(getScheduleFailure({ code: 500, data: null }, ['A1'])).toEqual({ modal: true, cancel: {} });
    expect(getScheduleFailure({ code: 406, data: { code: 'E_X' } }, ['A1'])).toEqual({
      modal: false,
      cancel: {},
    });
  });
});

describe('spec 02 §2: a chosen fulfilment service is Home Delivery, InStore Pick Up or Shipping', () => {
  it('delivery, pickup and shipping are services; anything else (haul-away included) is not', () => {
    expect(['delivery', 'pickup', 'shipping'].every(isDeliveryService)).toBe(true);
    const junk: unknown[] = ['Delivery', 'haul-away', 'ship', '', 'toString', null, undefined, 0, {}];
    expect(junk.filter(isDeliveryService)).toEqual([]);
  });
});
