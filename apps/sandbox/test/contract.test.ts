import type {
  CardTokenRequest,
  PaymentsRequest,
  PayrollEnrolRequest,
  PinConfirmRequest,
  ProcessCardRequest,
} from '@leasekit/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { refusedSamples } from './helpers';
import type { z } from 'zod';
import { confirmPinSchema, paymentsSchema } from '../src/routes/application';
import { processSchema, tokenSchema } from '../src/routes/cards';
import { enrolSchema } from '../src/routes/payroll';

// The stores in core build these bodies with `satisfies <Request>`; here the sandbox's schemas are held to
// the same types: every body the contract allows is accepted (input), and the schema reads no field the
// contract does not send (output keys). The samples then go through the schemas' refinements at run time.

const pinConfirm: PinConfirmRequest = {
  uuid: '0b7c5d4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e',
  code: '12345',
  checkout_id: 31,
  store_id: null,
  retrieval: false,
  iframe: true,
  keep_checkout_items: true,
};
const cardToken: CardTokenRequest = {
  card: '4111111111111111',
  card_expiration: '12/30',
  cvv: '123',
  token: null,
  ssn: 'XXX-XX-6789',
  card_last_four: '1111',
  provider: 'sandbox',
  type: 'card',
  validate_bin_number: true,
  is_down_payment: true,
};
const processCard: ProcessCardRequest = {
  token: 'card_abc',
  application_id: 9,
  amount: '111.04',
  convenienceFee: 0,
  isDownPayment: true,
  reference: 'DP-31-9-123456',
  idempotency_key: 'key-0123456789',
};
const payments: PaymentsRequest = {
  modelVersion: null,
  leaseAmount: '1500.00',
  option: 'A',
  paymentFrequency: 'monthly',
  rating: 10,
  score: '700',
  additionalDown: 0,
  incomeFrequency: 'weekly',
  companyState: 'TX',
  zipCode: '75001',
  application_id: 9,
  ocpIncluded: false,
};
const payrollEnrol: PayrollEnrolRequest = { employerId: 3, employerName: 'Acme Logistics' };

describe('one contract — the sandbox accepts the bodies the app sends', () => {
  it('each schema takes the contract type as input and reads only fields the contract sends', () => {
    expectTypeOf<PinConfirmRequest>().toExtend<z.input<typeof confirmPinSchema>>();
    expectTypeOf<keyof z.output<typeof confirmPinSchema>>().toExtend<keyof PinConfirmRequest>();
    expectTypeOf<CardTokenRequest>().toExtend<z.input<typeof tokenSchema>>();
    expectTypeOf<keyof z.output<typeof tokenSchema>>().toExtend<keyof CardTokenRequest>();
    expectTypeOf<ProcessCardRequest>().toExtend<z.input<typeof processSchema>>();
    expectTypeOf<keyof z.output<typeof processSchema>>().toExtend<keyof ProcessCardRequest>();
    expectTypeOf<PaymentsRequest>().toExtend<z.input<typeof paymentsSchema>>();
    expectTypeOf<keyof z.output<typeof paymentsSchema>>().toExtend<keyof PaymentsRequest>();
    expectTypeOf<PayrollEnrolRequest>().toExtend<z.input<typeof enrolSchema>>();
    expectTypeOf<keyof z.output<typeof enrolSchema>>().toExtend<keyof PayrollEnrolRequest>();
  });

  it('a body of each kind passes its schema, values and refinements included', () => {
    const pairs: [string, z.ZodType, unknown][] = [
      ['PIN confirm', confirmPinSchema, pinConfirm],
      ['card token', tokenSchema, cardToken],
      ['card charge', processSchema, processCard],
      ['payments', paymentsSchema, payments],
      ['payroll enrol', enrolSchema, payrollEnrol],
    ];
    const failures = refusedSamples(pairs);
    expect(failures).toEqual([]);
  });

  it('a body that breaks the contract is refused (the check can fail)', () => {
    expect(confirmPinSchema.safeParse({ ...pinConfirm, code: '1234' }).success).toBe(false);
    expect(paymentsSchema.safeParse({ ...payments, paymentFrequency: 'weekly' }).success).toBe(false);
    expect(tokenSchema.safeParse({ ...cardToken, card: '4111' }).success).toBe(false);
  });
});
