import type {
  CheckoutCancelRequest,
  CheckoutLeaseRequest,
  DeliveryScheduleEntryRequest,
  DeliveryScheduleRequest,
  DeliveryServicesRequest,
  DiscardContractRequest,
  ESignRequest,
  PayrollEmployersRequest,
  ProductAvailabilityRequest,
} from '@leasekit/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { refusedSamples } from './helpers';
import type { z } from 'zod';
import {
  availabilityQuery,
  cancelSchema,
  discardSchema,
  esignSchema,
  leaseQuery,
  scheduleSchema,
  servicesQuery,
} from '../src/routes/checkout';
import { employersQuery } from '../src/routes/lookups';

// The checkout side of the contract (packages/core/src/contract/checkout-calls.ts), as contract.test.ts
// does for the first calls: the stores build these requests with `satisfies`, and here the sandbox's
// schemas are held to the same types (every request the contract allows is accepted; the schema reads no
// field the contract does not send), then a sample of each goes through the schema at run time.

/** A GET request as the API client writes its query string: booleans as 1 and 0, numbers as digits. */
type AsQuery<T> = {
  [Key in keyof T]: T[Key] extends boolean | undefined ? '1' | '0' : T[Key] extends string ? T[Key] : string;
};

function asQuery<T extends Record<string, unknown>>(request: T): AsQuery<T> {
  return Object.fromEntries(
    Object.entries(request).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
    ]),
  ) as AsQuery<T>;
}

/**
 * The schedule as the sandbox can take it: the contract types delivery-type and shipment ids as strings,
 * because they are the ids the lender's services answer offered; the sandbox enumerates its own catalogue.
 */
type SandboxScheduleRequest = Omit<DeliveryScheduleRequest, 'schedules'> & {
  schedules: (Omit<DeliveryScheduleEntryRequest, 'delivery_types' | 'shipment'> & {
    delivery_types?: ('standard' | 'install' | 'haul-away')[];
    shipment?: 'ground' | 'express' | null;
  })[];
};

const lease: CheckoutLeaseRequest = {
  checkout_id: 31,
  option: 'a',
  payment_frequency: 'monthly',
  additionalDown: '0.00',
  language: 'en',
  iframe: true,
  application_id: 9,
  ocp_included: false,
};
const esign: ESignRequest = {
  checkout_id: 31,
  iframe: false,
  technician: { name: 'Ana Ruiz', phone: '(555) 987-6543', email: 'ana@example.com', quote: '1200.00' },
};
const discard: DiscardContractRequest = { checkout_id: 31 };
const cancel: CheckoutCancelRequest = {
  code: 'USER_CANCELLED',
  message: 'The shopper returned to the store.',
};
const availability: ProductAvailabilityRequest = { skus: 'TV-55,SOUNDBAR', zip: '75001' };
const services: DeliveryServicesRequest = {
  services: 'TV-55:home-delivery,SOUNDBAR:shipping',
  code: '75001',
  delivery_options: 'home-delivery,shipping',
  address: '1 Main St, Dallas, TX 75001',
};
const schedule: SandboxScheduleRequest = {
  checkout_id: 31,
  exchange_id: 'ex_0123',
  schedules: [
    {
      sku: 'TV-55',
      type: 'home-delivery',
      zip_code: '75001',
      delivery_types: ['standard'],
      window: { date: '2026-12-01', time: '08:00-12:00' },
    },
    { sku: 'CHAIR', type: 'pickup', zip_code: '75001', pickup_store: 501 },
    {
      sku: 'SOUNDBAR',
      type: 'shipping',
      zip_code: '75001',
      shipment: 'ground',
      address: { line_1: '1 Main St', city: 'Dallas', state: 'TX', code: '75001' },
    },
  ],
};
const employers: PayrollEmployersRequest = { keyword: 'acme', fullSearch: 'true' };

describe('one contract — the sandbox accepts the checkout-side requests the app sends', () => {
  it('each schema takes the contract type as input and reads only fields the contract sends', () => {
    expectTypeOf<AsQuery<CheckoutLeaseRequest>>().toExtend<z.input<typeof leaseQuery>>();
    // delivery_charge: the lease query still accepts it, but the app never sends it and the handler never reads it.
    expectTypeOf<Exclude<keyof z.output<typeof leaseQuery>, 'delivery_charge'>>().toExtend<
      keyof CheckoutLeaseRequest
    >();
    expectTypeOf<ESignRequest>().toExtend<z.input<typeof esignSchema>>();
    expectTypeOf<keyof z.output<typeof esignSchema>>().toExtend<keyof ESignRequest>();
    expectTypeOf<DiscardContractRequest>().toExtend<z.input<typeof discardSchema>>();
    expectTypeOf<keyof z.output<typeof discardSchema>>().toExtend<keyof DiscardContractRequest>();
    // The cancel lets other fields through (the host's cancel data), so only its input is held to the type.
    expectTypeOf<CheckoutCancelRequest>().toExtend<z.input<typeof cancelSchema>>();
    expectTypeOf<AsQuery<ProductAvailabilityRequest>>().toExtend<z.input<typeof availabilityQuery>>();
    // code: an alias of zip the lookup also reads; the app sends zip.
    expectTypeOf<Exclude<keyof z.output<typeof availabilityQuery>, 'code'>>().toExtend<
      keyof ProductAvailabilityRequest
    >();
    expectTypeOf<AsQuery<DeliveryServicesRequest>>().toExtend<z.input<typeof servicesQuery>>();
    expectTypeOf<keyof z.output<typeof servicesQuery>>().toExtend<keyof DeliveryServicesRequest>();
    expectTypeOf<SandboxScheduleRequest>().toExtend<DeliveryScheduleRequest>();
    expectTypeOf<SandboxScheduleRequest>().toExtend<z.input<typeof scheduleSchema>>();
    expectTypeOf<keyof z.output<typeof scheduleSchema>>().toExtend<keyof DeliveryScheduleRequest>();
    expectTypeOf<keyof z.output<typeof scheduleSchema>['schedules'][number]>().toExtend<
      keyof DeliveryScheduleEntryRequest | 'value'
    >();
    expectTypeOf<PayrollEmployersRequest>().toExtend<z.input<typeof employersQuery>>();
    expectTypeOf<keyof z.output<typeof employersQuery>>().toExtend<keyof PayrollEmployersRequest>();
  });

  it('a request of each kind passes its schema, values and refinements included', () => {
    const pairs: [string, z.ZodType, unknown][] = [
      ['lease (query)', leaseQuery, asQuery(lease)],
      ['e-sign', esignSchema, esign],
      ['discard', discardSchema, discard],
      ['cancel', cancelSchema, cancel],
      ['product availability (query)', availabilityQuery, asQuery(availability)],
      ['delivery services (query)', servicesQuery, asQuery(services)],
      ['delivery schedule', scheduleSchema, schedule],
      ['payroll employers (query)', employersQuery, asQuery(employers)],
    ];
    const failures = refusedSamples(pairs);
    expect(failures).toEqual([]);
  });

  it('a request that breaks the contract is refused (the check can fail)', () => {
    expect(leaseQuery.safeParse(asQuery({ ...lease, payment_frequency: 'weekly' })).success).toBe(false);
    expect(servicesQuery.safeParse(asQuery({ ...services, code: '7500' })).success).toBe(false);
    expect(
      scheduleSchema.safeParse({
        ...schedule,
        schedules: [{ ...schedule.schedules[0], type: 'drone' }],
      }).success,
    ).toBe(false);
  });
});
