import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FormSchema } from '../schema-form/schema';
import { createSchemaForm } from '../schema-form/schema-form';
import { ADDRESS_CHANGE_DEBOUNCE_MS, ADDRESS_LOOKUP_DEBOUNCE_MS } from './lookups';
import { createStepBehaviour, isFormQuietlyValid } from './step-behaviour';

/** The StepBehaviour mounted as a component would mount it. */
function mountedBehaviour(
  ...args: Parameters<typeof createStepBehaviour>
): ReturnType<typeof createStepBehaviour> {
  const store = createStepBehaviour(...args);
  store.mount();
  return store;
}

type Answer = (request: ApiRequest) => ApiResult;
const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });

function setup(schema: FormSchema, answer: Answer) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return answer(request);
  }) as unknown as ApiTransport;
  const form = createSchemaForm({ transport, schema });
  const behaviour = mountedBehaviour({ form, transport, storeId: 5 });
  // The behaviour binds to the form while someone listens, as the React binding does.
  behaviour.subscribe(() => {});
  const value = (name: string) => form.getField(name)?.value;
  return { form, behaviour, calls, value };
}

const addressSchema: FormSchema = {
  action: '/apply-v2/applicant/address',
  children: [
    { name: 'applicant.location.line_1', type: 'address', label: 'Street Address', required: true },
    { name: 'applicant.location.code', type: 'zip', label: 'Zip Code', required: true },
    { name: 'applicant.location.city', type: 'text', label: 'City', required: true },
    { name: 'applicant.location.state', type: 'select', label: 'State', required: true },
  ],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 01 §5, §7: address suggestions and the zip lookup fill the form', () => {
  it('suggests from the typed street and fills the chosen place into the fields', async () => {
    const { form, behaviour, value } = setup(addressSchema, (request) =>
      request.path.endsWith('suggestions')
        ? ok({ '100 Main Street, Columbus, OH 43215': 'place-1' })
        : ok({
            result: {
              address_components: [
                { long_name: '100', short_name: '100', types: ['street_number'] },
                { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
                { long_name: 'Columbus', short_name: 'Columbus', types: ['locality'] },
                { long_name: 'Ohio', short_name: 'OH', types: ['administrative_area_level_1'] },
                { long_name: '43215', short_name: '43215', types: ['postal_code'] },
              ],
            },
          }),
    );
    form.setValue('applicant.location.line_1', '100 Ma');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    const suggestions = behaviour.getState().suggestions['applicant.location']!;
    expect(suggestions).toEqual([{ text: '100 Main Street, Columbus, OH 43215', placeId: 'place-1' }]);
    await behaviour.chooseSuggestion('applicant.location', suggestions[0]!);
    expect([
      value('applicant.location.line_1'),
      value('applicant.location.city'),
      value('applicant.location.state'),
      value('applicant.location.code'),
    ]).toEqual(['100 Main Street', 'Columbus', 'OH', '43215']);
  });

  it('fills city and state from a 5-digit zip; a failed lookup changes nothing', async () => {
    let fail = false;
    const { form, value } = setup(addressSchema, () =>
      fail
        ? { status: false, code: 404, data: null, error: 'Zip code not found.' }
        : ok({ city: 'Dallas', state: 'TX' }),
    );
    form.setValue('applicant.location.code', '75201');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    expect([value('applicant.location.city'), value('applicant.location.state')]).toEqual(['Dallas', 'TX']);
    fail = true;
    form.setValue('applicant.location.city', 'Plano');
    form.setValue('applicant.location.code', '99999');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    expect(value('applicant.location.city')).toBe('Plano');
    expect(form.getState().alert).toBeNull();
  });

  it('copies the saved home address; a failure shows the copy alert and keeps what was typed', async () => {
    let fail = false;
    const schema: FormSchema = {
      children: [
        { name: 'owner.line_1', type: 'address' },
        { name: 'owner.line_2', type: 'text' },
        { name: 'owner.city', type: 'text' },
        { name: 'owner.state', type: 'text' },
        { name: 'owner.code', type: 'zip' },
      ],
    };
    const { form, behaviour, value } = setup(schema, () =>
      fail
        ? { status: false, code: 500, data: null, error: 'x' }
        : ok({
            applicant: {
              location: { line_1: '1 Market St', line_2: null, city: 'SF', state: 'CA', code: '94103' },
            },
          }),
    );
    expect(await behaviour.copyHomeAddress('owner')).toBe(true);
    expect(value('owner.line_1')).toBe('1 Market St');
    fail = true;
    form.setValue('owner.line_1', 'typed');
    expect(await behaviour.copyHomeAddress('owner')).toBe(false);
    expect(behaviour.getState().copyError).toBe(
      'We could not copy the applicant address. Please try again or enter the address manually.',
    );
    expect(value('owner.line_1')).toBe('typed');
  });
});

describe('spec 01 §9: an address change is reported 1500 ms after the last edit', () => {
  it('waits for 1500 ms without a change to any part of the address, lookups included, then reports it once', async () => {
    const schema: FormSchema = {
      ...addressSchema,
      children: [
        ...addressSchema.children!,
        { name: 'applicant.location.line_2', type: 'text', label: 'Apartment / Unit' },
      ],
    };
    const { form, behaviour } = setup(schema, () => ok({ city: 'Dallas', state: 'TX' }));
    const changes: unknown[] = [];
    behaviour.update({ onAddressChange: (prefix, address) => changes.push([prefix, address]) });
    expect(ADDRESS_CHANGE_DEBOUNCE_MS).toBe(1500);

    form.setValue('applicant.location.line_1', '12 Elm Street');
    await vi.advanceTimersByTimeAsync(1000);
    // The zip starts its own lookup (500 ms), which fills city and state: each edit restarts the wait.
    form.setValue('applicant.location.code', '75201');
    await vi.advanceTimersByTimeAsync(1499);
    expect(changes).toEqual([]);
    form.setValue('applicant.location.line_2', 'Apt 4');
    await vi.advanceTimersByTimeAsync(1499);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([
      ['applicant.location', { line_1: '12 Elm Street', code: '75201', city: 'Dallas', state: 'TX' }],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(changes).toHaveLength(1);
  });

  it('a value set to what it already was is no change; the end of the mount cancels a pending report', async () => {
    const transport = vi.fn(async () => ok(null)) as unknown as ApiTransport;
    const form = createSchemaForm({ transport, schema: addressSchema });
    const onAddressChange = vi.fn();
    const behaviour = createStepBehaviour({ form, transport, onAddressChange });
    const off = behaviour.mount();
    form.setValue('applicant.location.city', 'Austin');
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS);
    expect(onAddressChange).toHaveBeenCalledOnce();
    form.setValue('applicant.location.city', 'Austin');
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS);
    expect(onAddressChange).toHaveBeenCalledOnce();
    form.setValue('applicant.location.city', 'Houston');
    off();
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS);
    expect(onAddressChange).toHaveBeenCalledOnce();
  });
});

describe('spec 01 §5, §8: the routing lookup fills or clears the bank name, red alert on failure', () => {
  const schema: FormSchema = {
    children: [
      {
        name: 'banking.routing_number',
        type: 'routing',
        url: '/leasekit/system/applications/banking/routing',
      },
      { name: 'banking.bank_name', type: 'text', readonly: true },
    ],
  };

  it('looks up at 9 digits and clears otherwise', async () => {
    const { form, calls, value } = setup(schema, (request) =>
      (request.payload as { routing_number: string }).routing_number === '021000021'
        ? ok({ bank_name: 'Chase' })
        : { status: false, code: 404, data: null, error: 'Unable to find a bank for this routing number.' },
    );
    form.setValue('banking.routing_number', '021000021');
    await vi.advanceTimersByTimeAsync(0);
    expect(value('banking.bank_name')).toBe('Chase');
    expect(calls[0]!.payload).toEqual({ routing_number: '021000021', store_id: 5 });
    form.setValue('banking.routing_number', '02100002');
    await vi.advanceTimersByTimeAsync(0);
    expect(value('banking.bank_name')).toBe('');
  });

  it('puts the server error in the alert on failure', async () => {
    const { form, behaviour, value } = setup(schema, () => ({
      status: false,
      code: 404,
      data: null,
      error: 'Unable to find a bank for this routing number.',
    }));
    form.setValue('banking.bank_name', 'Old bank');
    form.setValue('banking.routing_number', '111111111');
    await vi.advanceTimersByTimeAsync(0);
    expect(behaviour.getState().routing.error).toBe('Unable to find a bank for this routing number.');
    expect(value('banking.bank_name')).toBe('');
  });
});

describe('spec 01 §4: HVAC clearing rules applied to the form as types change', () => {
  it('empties the mortgage fields when the ownership leaves own-with-loan, so they come back empty', async () => {
    const p = 'applicant.hvac_home_ownership';
    const withLoan = { field: `${p}.ownership_type`, operator: 'equals' as const, value: 'own-with-loan' };
    const schema: FormSchema = {
      children: [
        { name: `${p}.home_type`, type: 'select' },
        { name: `${p}.ownership_type`, type: 'select' },
        { name: `${p}.mortgage_holder_name`, type: 'text', conditions: [withLoan] },
        { name: `${p}.name_of_landowner`, type: 'text' },
      ],
    };
    const { form, value } = setup(schema, () => ok({}));
    form.setValue(`${p}.home_type`, 'condo');
    form.setValue(`${p}.ownership_type`, 'own-with-loan');
    form.setValue(`${p}.mortgage_holder_name`, 'First Bank');
    form.setValue(`${p}.ownership_type`, 'rent');
    expect(value(`${p}.mortgage_holder_name`)).toBeNull();
    form.setValue(`${p}.ownership_type`, 'own-with-loan');
    expect(form.getField(`${p}.mortgage_holder_name`)).toMatchObject({ visible: true, value: null });
    form.setValue(`${p}.home_type`, 'manufactured-on-leased-land');
    expect(value(`${p}.ownership_type`)).toBeNull();
  });
});

describe('spec 01 §4: removing the second income or the co-applicant asks for confirmation', () => {
  const schema: FormSchema = {
    children: [
      { name: 'has_additional_income', type: 'switch' },
      { name: 'applicant.income.1.gross', type: 'money' },
      { name: 'has_co_applicant', type: 'switch' },
    ],
  };

  it('switching on is immediate; switching off waits for Yes and clears the second income', () => {
    const { behaviour, value, form } = setup(schema, () => ok({}));
    behaviour.setToggle('has_additional_income', true);
    form.setValue('applicant.income.1.gross', '250');
    behaviour.setToggle('has_additional_income', false);
    expect(value('has_additional_income')).toBe(true);
    expect(behaviour.getState().pendingRemoval).toEqual({
      name: 'has_additional_income',
      message: 'The additional income will be removed.',
    });
    behaviour.cancelRemoval();
    expect(value('has_additional_income')).toBe(true);
    behaviour.setToggle('has_additional_income', false);
    behaviour.confirmRemoval();
    expect(value('has_additional_income')).toBe(false);
    expect(value('applicant.income.1.gross')).toBeNull();
  });

  it('the co-applicant switch also confirms its removal', () => {
    const { behaviour, value } = setup(schema, () => ok({}));
    behaviour.setToggle('has_co_applicant', true);
    behaviour.setToggle('has_co_applicant', false);
    expect(behaviour.getState().pendingRemoval?.name).toBe('has_co_applicant');
    behaviour.confirmRemoval();
    expect(value('has_co_applicant')).toBe(false);
  });
});

describe('spec 01 §4: autosave saves only valid sections, without showing errors early', () => {
  it('isFormQuietlyValid follows the rules of visible fields and the checks, touching nothing', () => {
    const schema: FormSchema = {
      children: [
        { name: 'a', type: 'text', label: 'A', required: true },
        {
          name: 'b',
          type: 'text',
          label: 'B',
          required: true,
          conditions: [{ field: 'a', operator: 'equals', value: 'x' }],
        },
      ],
    };
    const { form } = setup(schema, () => ok({}));
    expect(isFormQuietlyValid(form)).toBe(false);
    expect(form.getField('a')?.error).toBeNull();
    form.setValue('a', 'y');
    expect(isFormQuietlyValid(form)).toBe(true);
    form.setValue('a', 'x');
    expect(isFormQuietlyValid(form)).toBe(false);
    form.setValue('b', 'z');
    expect(isFormQuietlyValid(form)).toBe(true);
    expect(isFormQuietlyValid(form, () => ({ a: 'bad' }))).toBe(false);
    // A check's error on a field this form does not show (the minimum income on the applicant's
    // section of a single page) does not hold the form back.
    expect(isFormQuietlyValid(form, () => ({ 'applicant.income.0.gross': 'low' }))).toBe(true);
  });
});

describe('the behaviour binds to the form only while someone listens', () => {
  it('an instance never mounted fires no lookups; the end of its mount unbinds', async () => {
    const calls: ApiRequest[] = [];
    const transport = vi.fn(async (request: ApiRequest) => {
      // The answer's schema is not part of what goes over the wire.
      calls.push({ ...request, answer: undefined });
      return ok({ bank_name: 'Chase' });
    }) as unknown as ApiTransport;
    const form = createSchemaForm({
      transport,
      schema: {
        children: [{ name: 'banking.routing_number', type: 'routing' }, { name: 'banking.bank_name' }],
      },
    });
    const behaviour = createStepBehaviour({ form, transport });
    behaviour.subscribe(() => {});
    form.setValue('banking.routing_number', '021000021');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    const off = behaviour.mount();
    form.setValue('banking.routing_number', '021000022');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    off();
    form.setValue('banking.routing_number', '021000021');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });
});
