import type {
  AddressSuggestionsQuery,
  ApplicationConfirmRequest,
  FillQuery,
  FillScenario,
  FillResponse,
  PaymentsResponse,
  PreapprovalCheckRequest,
  PreviousCustomerCheckRequest,
  RetailStoresQuery,
  RetrieveResponse,
  RoutingLookupQuery,
  StepSchemaQuery,
  StepSchemaResponse,
  ZipLookupRequest,
} from '@leasekit/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { refusedSamples } from './helpers';
import type { z } from 'zod';
import type { FormSchema } from '../src/domain/forms';
import type { fillScenario } from '../src/domain/scenarios';
import type { toPaymentsResponse } from '../src/domain/pricing';
import {
  fillQuery,
  formQuery,
  preapprovalSchema,
  previousCustomerSchema,
  submitSchema,
} from '../src/routes/application';
import { listQuery, type retrievalView } from '../src/routes/entry';
import { routingQuery, suggestionsQuery, zipSchema } from '../src/routes/lookups';

// The application side's calls. The stores in core build these bodies and queries with
// `satisfies <Request>`; here the sandbox's schemas are held to the same types: every request the contract
// allows is accepted (input), and the schema reads no field the contract does not send (output keys). The
// handlers build their answers with `satisfies <Response>`, so tsc checks those; the helpers they answer
// with are checked here too. The samples then go through the schemas' refinements at run time.

const stores: RetailStoresQuery = { q: 'main', page: 2, limit: 25 };
const stepSchema: StepSchemaQuery = { _form: 'true' };
const fill: FillQuery = { type: 'option-a-hvac', store_id: 1 };
const confirm: ApplicationConfirmRequest = { submitted: true, terms_accepted: true };
const previousCustomer: PreviousCustomerCheckRequest = { ssn: '900123456' };
const preapproval: PreapprovalCheckRequest = { ssn: '900123456', coapplicant_ssn: null };
const suggestions: AddressSuggestionsQuery = { searchText: '350 Fifth' };
const zip: ZipLookupRequest = { zip: '10001' };
const routing: RoutingLookupQuery = { routing_number: '021000021', store_id: 1 };

describe('one contract — the sandbox answers the application side’s calls as the app reads them', () => {
  it('each request schema takes the contract type as input and reads only fields the contract sends', () => {
    expectTypeOf<RetailStoresQuery>().toExtend<z.input<typeof listQuery>>();
    expectTypeOf<keyof z.output<typeof listQuery>>().toExtend<keyof RetailStoresQuery>();
    expectTypeOf<StepSchemaQuery>().toExtend<z.input<typeof formQuery>>();
    expectTypeOf<keyof z.output<typeof formQuery>>().toExtend<keyof StepSchemaQuery>();
    expectTypeOf<FillQuery>().toExtend<z.input<typeof fillQuery>>();
    expectTypeOf<keyof z.output<typeof fillQuery>>().toExtend<keyof FillQuery>();
    expectTypeOf<FillQuery['type']>().toEqualTypeOf<FillScenario>();
    expectTypeOf<ApplicationConfirmRequest>().toExtend<z.input<typeof submitSchema>>();
    expectTypeOf<keyof z.output<typeof submitSchema>>().toExtend<'submitted' | 'terms_accepted'>();
    expectTypeOf<PreviousCustomerCheckRequest>().toExtend<z.input<typeof previousCustomerSchema>>();
    expectTypeOf<keyof z.output<typeof previousCustomerSchema>>().toExtend<
      keyof PreviousCustomerCheckRequest
    >();
    expectTypeOf<PreapprovalCheckRequest>().toExtend<z.input<typeof preapprovalSchema>>();
    expectTypeOf<keyof z.output<typeof preapprovalSchema>>().toExtend<keyof PreapprovalCheckRequest>();
    expectTypeOf<AddressSuggestionsQuery>().toExtend<z.input<typeof suggestionsQuery>>();
    expectTypeOf<keyof z.output<typeof suggestionsQuery>>().toExtend<keyof AddressSuggestionsQuery>();
    expectTypeOf<ZipLookupRequest>().toExtend<z.input<typeof zipSchema>>();
    expectTypeOf<keyof z.output<typeof zipSchema>>().toExtend<keyof ZipLookupRequest>();
    expectTypeOf<RoutingLookupQuery>().toExtend<z.input<typeof routingQuery>>();
    expectTypeOf<keyof z.output<typeof routingQuery>>().toExtend<keyof RoutingLookupQuery>();
  });

  it('the helpers the handlers answer with build the contract’s responses', () => {
    expectTypeOf<ReturnType<typeof fillScenario>>().toExtend<FillResponse>();
    expectTypeOf<Awaited<ReturnType<typeof retrievalView>>>().toExtend<RetrieveResponse>();
    expectTypeOf<
      ReturnType<typeof toPaymentsResponse> & { leaseAmount: number }
    >().toExtend<PaymentsResponse>();
    // The step schema as the sandbox serves it, form-level conditions (a map by field name) included.
    expectTypeOf<FormSchema>().toExtend<StepSchemaResponse>();
  });

  it('a request of each kind passes its schema, values and refinements included', () => {
    const pairs: [string, z.ZodType, unknown][] = [
      ['retail stores', listQuery, stores],
      ['step schema', formQuery, stepSchema],
      ['fill', fillQuery, fill],
      ['submit', submitSchema, confirm],
      ['previous customer', previousCustomerSchema, previousCustomer],
      ['pre-approval', preapprovalSchema, preapproval],
      ['address suggestions', suggestionsQuery, suggestions],
      ['zip', zipSchema, zip],
      ['routing', routingQuery, routing],
    ];
    const failures = refusedSamples(pairs);
    expect(failures).toEqual([]);
  });

  it('a request that breaks the contract is refused (the check can fail)', () => {
    expect(submitSchema.safeParse({ ...confirm, terms_accepted: false }).success).toBe(false);
    expect(fillQuery.safeParse({ ...fill, type: 'option-z' }).success).toBe(false);
    expect(routingQuery.safeParse({ ...routing, routing_number: '0210' }).success).toBe(false);
    expect(previousCustomerSchema.safeParse({ ssn: '12345' }).success).toBe(false);
  });
});
