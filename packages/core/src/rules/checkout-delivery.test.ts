import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  getAddressLine,
  getDeliveryTypePrice,
  getEmptyDeliveryChoice,
  getItemNotices,
  getScheduleErrors,
  getExchangeId,
  getSchedulePayload,
  getServicesQuery,
  getShipmentPrice,
  toggleDeliveryType,
  type DeliveryChoice,
} from './checkout-delivery';

const choice = (patch: Partial<DeliveryChoice>): DeliveryChoice => ({
  ...getEmptyDeliveryChoice(),
  ...patch,
});

describe('spec 02 §7: the services and schedule calls', () => {
  const choices = {
    TV: choice({
      type: 'delivery',
      selected_deliveries: ['standard', 'haul-away'],
      window: { date: '2026-11-23', time: '08:00-12:00' },
    }),
    SB: choice({ type: 'pickup', pickup_store: 501 }),
    HDMI: choice({ type: 'shipping', shipment: 'ground' }),
  };
  const address = { line_1: '100 Main Street', city: 'Columbus', state: 'OH' };

  it('spec 02 §7: asks for sku:type pairs with the zip, delivery_options, and the address when something ships', () => {
    expect(getServicesQuery({ zip: ' 43215 ', address, choices, skus: ['TV', 'SB', 'HDMI'] })).toEqual({
      services: 'TV:home-delivery,SB:pickup,HDMI:shipping',
      code: '43215',
      delivery_options: 'home-delivery,pickup,shipping',
      address: '100 Main Street, Columbus, OH 43215',
    });
    expect(getServicesQuery({ zip: '43215', choices: { SB: choices.SB }, skus: ['SB'] })).toEqual({
      services: 'SB:pickup',
      code: '43215',
      delivery_options: 'pickup',
    });
    expect(getAddressLine(null)).toBe('');
  });

  it('spec 02 §7: the schedule sends back the services answer’s exchange_id', () => {
    const answers = {
      TV: { type: 'home-delivery', data: null, error: 'This item cannot be delivered.' },
      SB: { type: 'pickup', data: { stores: [], exchange_id: 'ex_42' } },
    };
    const exchangeId = getExchangeId(answers);
    expect(exchangeId).toBe('ex_42');
    expect(
      getSchedulePayload({ checkoutId: 4, exchangeId, zip: '43215', choices, skus: ['SB'] }),
    ).toMatchObject({
      exchange_id: 'ex_42',
    });
    expect(getExchangeId({ SB: { data: { exchange_id: 7 } } })).toBeNull();
    expect(getExchangeId({ SB: { data: { exchange_id: 'x'.repeat(101) } } })).toBeNull();
    expect(getExchangeId(null)).toBeNull();
  });

  it('schedules one entry per chosen item with its service fields and zip_code', () => {
    expect(
      getSchedulePayload({
        checkoutId: 4,
        zip: '43215',
        address,
        choices,
        skus: ['TV', 'SB', 'HDMI', 'NONE'],
      }),
    ).toEqual({
      checkout_id: 4,
      exchange_id: null,
      schedules: [
        {
          sku: 'TV',
          type: 'home-delivery',
          zip_code: '43215',
          delivery_types: ['standard', 'haul-away'],
          window: { date: '2026-11-23', time: '08:00-12:00' },
        },
        { sku: 'SB', type: 'pickup', zip_code: '43215', pickup_store: 501 },
        {
          sku: 'HDMI',
          type: 'shipping',
          zip_code: '43215',
          shipment: 'ground',
          address: { ...address, code: '43215' },
        },
      ],
    });
  });

  it('maps the schedule 422 messages (schedules.N.field) to their skus', () => {
    expect(
      getScheduleErrors(
        {
          'schedules.1.pickup_store': ['Please select at lease one store'],
          schedules: ['Please select at least one service per available item!'],
        },
        [{ sku: 'TV' }, { sku: 'SB' }],
      ),
    ).toEqual({
      bySku: { SB: 'Please select at lease one store' },
      general: 'Please select at least one service per available item!',
    });
  });
});

describe('spec 02 §5: haul-away only after another delivery type', () => {
  it('refuses haul-away first, accepts it after another type, and drops it with the last other type', () => {
    expect(toggleDeliveryType([], 'haul-away', true)).toEqual([]);
    const withStandard = toggleDeliveryType([], 'standard', true);
    const both = toggleDeliveryType(withStandard, 'haul-away', true);
    expect(both).toEqual(['standard', 'haul-away']);
    expect(toggleDeliveryType(both, 'standard', false)).toEqual([]);
    expect(toggleDeliveryType(['standard', 'install', 'haul-away'], 'standard', false)).toEqual([
      'install',
      'haul-away',
    ]);
  });
});

describe('spec 02 §5: prices show 0.00 when free and for 0.01', () => {
  it('shipping: free → 0.00; delivery: 0.01 → 0.00', () => {
    expect(getShipmentPrice(0)).toBe('0.00');
    expect(getShipmentPrice('24.99')).toBe('24.99');
    expect(getDeliveryTypePrice(0.01)).toBe('0.00');
    expect(getDeliveryTypePrice('49.99')).toBe('49.99');
  });
});

describe('spec 02 §8: item-unavailable notices', () => {
  const items = [
    { sku: 'TV-NOSTOCK', description: 'Old TV' },
    { sku: 'SB', description: 'Soundbar' },
    { sku: 'HDMI', description: 'Cable' },
    { sku: 'LAMP', description: 'Lamp' },
  ];
  it('no fulfilment → not in stock; a chosen service without data → no store stock / cannot ship / cannot deliver', () => {
    const notices = getItemNotices({
      items,
      availability: {
        'TV-NOSTOCK': {
          'available-for-delivery': false,
          'available-for-shipping': false,
          'available-for-pickup': false,
        },
        SB: { 'available-for-pickup': true },
      },
      services: {
        SB: { type: 'pickup', data: null, error: 'x' },
        HDMI: { type: 'shipping', data: null },
        LAMP: { type: 'home-delivery', data: null },
      },
    });
    expect(Object.fromEntries(Object.entries(notices).map(([sku, m]) => [sku, formatMessage(m)]))).toEqual({
      'TV-NOSTOCK': 'Old TV is not in stock. The item will be removed from the contract.',
      HDMI: 'Cable cannot be shipped. The item will be removed from the contract.',
      LAMP: 'Lamp cannot be delivered. The item will be removed from the contract.',
      SB: 'No store has Soundbar in stock. The item will be removed from the contract.',
    });
  });
});
