import * as z from 'zod/mini';
import { addressPlaceCall } from '../contract/calls/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import {
  ADDRESS_CHANGE_DEBOUNCE_MS,
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  createAddressLookup,
  createRoutingLookup,
  parsePlace,
} from './lookups';

type Answer = (request: ApiRequest) => ApiResult | Promise<ApiResult>;

function fakeTransport(answer: Answer) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    // The answer's schema is not part of what goes over the wire.
    calls.push({ ...request, answer: undefined });
    return answer(request);
  }) as unknown as ApiTransport;
  return { transport, calls };
}

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const failed = (code: number, error: string | null): ApiResult => ({
  status: false,
  code,
  data: null,
  error,
});

const place = {
  result: {
    address_components: [
      { long_name: '100', short_name: '100', types: ['street_number'] },
      { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
      { long_name: 'Columbus', short_name: 'Columbus', types: ['locality', 'political'] },
      { long_name: 'Ohio', short_name: 'OH', types: ['administrative_area_level_1'] },
      { long_name: '43215', short_name: '43215', types: ['postal_code'] },
      { long_name: 'United States', short_name: 'US', types: ['country'] },
    ],
    formatted_address: '100 Main Street, Columbus, OH 43215',
  },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 01 §5, §9: address suggestions from 3 characters, 500 ms after the last keystroke', () => {
  it('waits below 3 characters and for the 500 ms pause, then lists the suggestions', async () => {
    const { transport, calls } = fakeTransport(() => ok({ '100 Main Street, Columbus, OH': 'p1' }));
    const lookup = createAddressLookup({ transport });
    lookup.typeAddress('10');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    lookup.typeAddress('100');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS - 1);
    lookup.typeAddress('100 M');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ path: '/api/v1/addresses/suggestions', payload: { searchText: '100 M' } }]);
    expect(lookup.getState().suggestions).toEqual([{ text: '100 Main Street, Columbus, OH', placeId: 'p1' }]);
  });

  it('a chosen suggestion fills street, city, state and zip from the place', async () => {
    const { transport, calls } = fakeTransport(() => ok(place));
    const onAddress = vi.fn();
    const lookup = createAddressLookup({ transport, onAddress });
    expect(await lookup.choose({ text: 'x', placeId: 'p1' })).toBe(true);
    expect(calls[0]).toEqual({ path: '/api/v1/addresses/place/{placeId}', payload: { placeId: 'p1' } });
    expect(onAddress).toHaveBeenCalledWith({
      line_1: '100 Main Street',
      city: 'Columbus',
      state: 'OH',
      code: '43215',
    });
  });

  it('failures are silently ignored (01 §8)', async () => {
    const { transport } = fakeTransport(() => failed(500, 'boom'));
    const onAddress = vi.fn();
    const onZip = vi.fn();
    const lookup = createAddressLookup({ transport, onAddress, onZip });
    lookup.typeAddress('100 Main');
    lookup.typeZip('43215');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    expect(await lookup.choose({ text: 'x', placeId: 'p1' })).toBe(false);
    expect(lookup.getState().suggestions).toEqual([]);
    expect(onAddress).not.toHaveBeenCalled();
    expect(onZip).not.toHaveBeenCalled();
  });

  it('drops the answer of an older term', async () => {
    let release: (r: ApiResult) => void = () => {};
    const { transport } = fakeTransport((request) =>
      (request.payload as { searchText: string }).searchText === 'old st'
        ? new Promise<ApiResult>((resolve) => (release = resolve))
        : ok({ 'New St': 'p2' }),
    );
    const lookup = createAddressLookup({ transport });
    lookup.typeAddress('old st');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    lookup.typeAddress('new st');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    release(ok({ 'Old St': 'p1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(lookup.getState().suggestions).toEqual([{ text: 'New St', placeId: 'p2' }]);
  });
});

describe('spec 01 §5, §9: the zip lookup from 5 characters, 500 ms; address change after 1500 ms', () => {
  it('looks the zip up at 5 digits and gives city and state', async () => {
    const { transport, calls } = fakeTransport(() => ok({ zip: '43215', city: 'Columbus', state: 'OH' }));
    const onZip = vi.fn();
    const lookup = createAddressLookup({ transport, onZip });
    lookup.typeZip('4321');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    lookup.typeZip('43215');
    await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/v1/addresses/zip', payload: { zip: '43215' } });
    expect(onZip).toHaveBeenCalledWith({ city: 'Columbus', state: 'OH' });
  });

  it('reports an address change only after a 1500 ms pause', async () => {
    const onAddressChange = vi.fn();
    const lookup = createAddressLookup({ transport: fakeTransport(() => ok({})).transport, onAddressChange });
    lookup.changeAddress({ line_1: '1' });
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS - 1);
    lookup.changeAddress({ line_1: '12' });
    await vi.advanceTimersByTimeAsync(ADDRESS_CHANGE_DEBOUNCE_MS - 1);
    expect(onAddressChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onAddressChange).toHaveBeenCalledOnce();
    expect(onAddressChange).toHaveBeenCalledWith({ line_1: '12' });
  });

  it('reads a place the contract accepts into street, city, state and zip; junk is refused at the boundary', () => {
    expect(z.safeParse(addressPlaceCall.answer, null).success).toBe(false);
    expect(z.safeParse(addressPlaceCall.answer, { result: {} }).success).toBe(false);
    expect(parsePlace(place).state).toBe('OH');
  });
});

describe('spec 01 §5, §8; 02 §5: the routing lookup at 9 digits', () => {
  it('fills the bank name at 9 digits and clears it at any other length', async () => {
    const { transport, calls } = fakeTransport(() => ok({ bank_name: 'Chase' }));
    const onBankName = vi.fn();
    const lookup = createRoutingLookup({ transport, storeId: 1, onBankName });
    await lookup.setRoutingNumber('02100002');
    expect(calls).toHaveLength(0);
    expect(onBankName).toHaveBeenLastCalledWith('');
    await lookup.setRoutingNumber('021000021');
    expect(calls[0]).toEqual({
      path: '/leasekit/system/applications/banking/routing',
      payload: { routing_number: '021000021', store_id: 1 },
    });
    expect(lookup.getState()).toEqual({ bankName: 'Chase', loading: false, error: null });
    expect(onBankName).toHaveBeenLastCalledWith('Chase');
    await lookup.setRoutingNumber('02100002');
    expect(onBankName).toHaveBeenLastCalledWith('');
  });

  it('shows the server error for the red alert on failure and clears the bank name', async () => {
    const { transport } = fakeTransport(() => failed(404, 'Unable to find a bank for this routing number.'));
    const onBankName = vi.fn();
    const lookup = createRoutingLookup({ transport, onBankName, fallbackError: 'fallback' });
    await lookup.setRoutingNumber('111111111');
    expect(lookup.getState().error).toBe('Unable to find a bank for this routing number.');
    expect(onBankName).toHaveBeenLastCalledWith('');
  });

  it('uses the fallback text when the server sends none', async () => {
    const lookup = createRoutingLookup({
      transport: fakeTransport(() => failed(500, null)).transport,
      fallbackError: 'We could not look up this routing number.',
    });
    await lookup.setRoutingNumber('111111111');
    expect(lookup.getState().error).toBe('We could not look up this routing number.');
  });
});
