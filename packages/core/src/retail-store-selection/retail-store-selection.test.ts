import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { REFERENCE_SEARCH_DEBOUNCE_MS } from '../option-search/option-search';
import { createRetailStoreSelection, type RetailStoreSummary } from './retail-store-selection';

const MAIN: RetailStoreSummary = { id: 1, name: 'Main Street', slug: 'main-street' };
const SELECT: RetailStoreSummary = { id: 2, name: 'Product Select', slug: 'product-select' };

const ok = <T>(data: T): ApiResult<T> => ({ status: true, code: 200, data, error: null });
const failure = (code: number): ApiResult<null> => ({ status: false, code, data: null, error: 'No' });

/** A transport answering by path; the list answers with both retail stores, filtered by `q`. */
function transport(answers: Record<string, ApiResult<unknown>>) {
  const calls: ApiRequest[] = [];
  const fn = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    if (request.path.endsWith('/stores')) {
      const q = String((request.payload as Record<string, unknown>).q ?? '').toLowerCase();
      return ok([MAIN, SELECT].filter((row) => row.name.toLowerCase().includes(q)));
    }
    const answer = answers[request.path];
    expect(answer, `an answer for ${request.path}`).toBeDefined();
    return answer!;
  }) as unknown as ApiTransport;
  const listCalls = () => calls.filter((call) => call.path.endsWith('/stores'));
  return { fn, calls, listCalls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 03 §2: the retailer and its retail stores', () => {
  it('spec 03 §2: loads the retailer (its name for the subheading) and its retail stores alongside', async () => {
    const onRetailer = vi.fn();
    const retailer = { id: 3, slug: 'demo-electronics', name: 'Demo Electronics', theme: 'default' };
    const { fn, listCalls } = transport({ '/apply-v2/retailer/demo-electronics': ok(retailer) });
    const selection = createRetailStoreSelection({
      transport: fn,
      retailerSlug: 'demo-electronics',
      onRetailer,
    });
    expect(selection.getState()).toMatchObject({ retailerName: null, retailerLoading: true });
    expect(await selection.load()).toBe('loaded');
    expect(selection.getState()).toMatchObject({ retailerName: 'Demo Electronics', retailerLoading: false });
    expect(onRetailer).toHaveBeenCalledWith(retailer);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.path).toBe('/apply-v2/retailer/demo-electronics/stores');
    expect(selection.list!.getState().rows).toEqual([MAIN, SELECT]);
  });

  it('the session is handed only a whole retailer record: a wrong type or a missing field hands nothing; extra keys stay behind', async () => {
    const retailer = { id: 3, slug: 'acme', name: 'Acme', theme: 'default' };
    for (const data of [
      { ...retailer, id: '3' },
      { ...retailer, theme: null },
      { id: 3, name: 'Acme' },
      ['Acme'],
    ]) {
      const onRetailer = vi.fn();
      const { fn } = transport({ '/apply-v2/retailer/acme': ok(data) });
      const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme', onRetailer });
      expect(await selection.load()).toBe('loaded');
      expect(onRetailer).not.toHaveBeenCalled();
    }
    const onRetailer = vi.fn();
    const { fn } = transport({
      '/apply-v2/retailer/acme': ok({ ...retailer, ssn: '123-45-6789', __proto__: { admin: true } }),
    });
    await createRetailStoreSelection({ transport: fn, retailerSlug: 'acme', onRetailer }).load();
    expect(onRetailer).toHaveBeenCalledWith(retailer);
    expect(Object.keys(onRetailer.mock.calls[0]![0])).toEqual(['id', 'slug', 'name', 'theme']);
  });

  it('spec 03 §2: a retailer record without a name shows its slug; the slug is sent encoded', async () => {
    const { fn } = transport({ '/apply-v2/retailer/a%2Fb': ok({ id: 3 }) });
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'a/b' });
    expect(await selection.load()).toBe('loaded');
    expect(selection.getState().retailerName).toBe('a/b');
  });

  it('spec 03 §2: without a retailer there is no list and nothing is asked', async () => {
    const { fn, calls } = transport({});
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: null });
    expect(selection.list).toBeNull();
    expect(selection.getState().retailerLoading).toBe(false);
    expect(await selection.load()).toBe('noRetailer');
    expect(calls).toHaveLength(0);
  });

  it('spec 03 §2, §8: an unknown retailer is retailerNotFound; any other failure is failed', async () => {
    const missing = transport({ '/apply-v2/retailer/nope': failure(404) });
    expect(await createRetailStoreSelection({ transport: missing.fn, retailerSlug: 'nope' }).load()).toBe(
      'retailerNotFound',
    );
    const broken = transport({ '/apply-v2/retailer/acme': failure(500) });
    const selection = createRetailStoreSelection({ transport: broken.fn, retailerSlug: 'acme' });
    expect(await selection.load()).toBe('failed');
    expect(selection.getState().retailerName).toBeNull();
  });

  it('spec 03 §2: a `store` slug preselects that retail store; an unknown one is retailStoreNotFound', async () => {
    const answers = {
      '/apply-v2/retailer/acme': ok({ name: 'Acme' }),
      '/apply-v2/retailer/acme/store/product-select': ok({ store: SELECT }),
      '/apply-v2/retailer/acme/store/gone': failure(404),
      '/apply-v2/retailer/acme/store/broken': failure(500),
    };
    const { fn } = transport(answers);
    const found = createRetailStoreSelection({
      transport: fn,
      retailerSlug: 'acme',
      retailStoreSlug: 'product-select',
    });
    expect(await found.load()).toBe('loaded');
    expect(found.getState().retailStore).toEqual(SELECT);
    expect(
      await createRetailStoreSelection({
        transport: fn,
        retailerSlug: 'acme',
        retailStoreSlug: 'gone',
      }).load(),
    ).toBe('retailStoreNotFound');
    expect(
      await createRetailStoreSelection({
        transport: fn,
        retailerSlug: 'acme',
        retailStoreSlug: 'broken',
      }).load(),
    ).toBe('failed');
  });

  it('spec 03 §2: a numeric `store` is a store id for the frame policy, not a slug, and is not looked up', async () => {
    const { fn, calls } = transport({ '/apply-v2/retailer/acme': ok({ name: 'Acme' }) });
    const selection = createRetailStoreSelection({
      transport: fn,
      retailerSlug: 'acme',
      retailStoreSlug: '4',
    });
    expect(await selection.load()).toBe('loaded');
    expect(calls.some((call) => call.path.includes('/store/'))).toBe(false);
    expect(selection.getState().retailStore).toBeNull();
  });

  it('a newer load or dispose makes an earlier load cancelled, and the list loads once', async () => {
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok({ name: 'Acme' }) });
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme' });
    const first = selection.load();
    const second = selection.load();
    expect(await first).toBe('cancelled');
    expect(await second).toBe('loaded');
    expect(listCalls()).toHaveLength(1);
    const late = selection.load();
    selection.dispose();
    expect(await late).toBe('cancelled');
    expect(await selection.load()).toBe('cancelled');
  });

  it('spec 03 §2: choosing a retail store and going back to the list', () => {
    const selection = createRetailStoreSelection({ transport: transport({}).fn, retailerSlug: 'acme' });
    selection.select(MAIN);
    expect(selection.getState().retailStore).toEqual(MAIN);
    selection.clear();
    expect(selection.getState().retailStore).toBeNull();
  });
});

describe('spec 01 §7: the search waits 300 ms after the last keystroke', () => {
  it('spec 01 §7: searches the list with `q` once typing pauses for 300 ms, the last text winning', async () => {
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok({ name: 'Acme' }) });
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme' });
    await selection.load();
    expect(REFERENCE_SEARCH_DEBOUNCE_MS).toBe(300);
    selection.setSearch('m');
    selection.setSearch('ma');
    expect(selection.getState().search).toBe('ma');
    await vi.advanceTimersByTimeAsync(299);
    expect(listCalls()).toHaveLength(1);
    selection.setSearch('mai');
    await vi.advanceTimersByTimeAsync(299);
    expect(listCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]!.payload).toMatchObject({ q: 'mai', page: 1 });
    expect(selection.list!.getState().rows).toEqual([MAIN]);
  });

  it('spec 01 §7: clearing the search lists every retail store again, without `q`', async () => {
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok({ name: 'Acme' }) });
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme' });
    await selection.load();
    selection.setSearch('main');
    await vi.advanceTimersByTimeAsync(300);
    selection.setSearch('');
    await vi.advanceTimersByTimeAsync(300);
    expect(listCalls()).toHaveLength(3);
    expect(listCalls()[2]!.payload).not.toHaveProperty('q');
    expect(selection.list!.getState().rows).toEqual([MAIN, SELECT]);
  });

  it('spec 01 §7: typing back to the text already listed asks nothing; dispose drops a pending search', async () => {
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok({ name: 'Acme' }) });
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme', debounceMs: 300 });
    await selection.load();
    selection.setSearch('x');
    selection.setSearch('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(listCalls()).toHaveLength(1);
    selection.setSearch('main');
    selection.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(listCalls()).toHaveLength(1);
  });
});
