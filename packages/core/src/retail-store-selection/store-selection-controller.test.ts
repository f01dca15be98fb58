import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createSessionStore } from '../session';
import type { RetailStoreSummary } from './retail-store-selection';
import {
  createStoreSelectionController,
  getStoreSelectionParams,
  type StoreSelectionControllerOptions,
} from './store-selection-controller';

const MAIN: RetailStoreSummary = { id: 1, name: 'Main Street', slug: 'main-street' };
const SELECT: RetailStoreSummary = { id: 2, name: 'Product Select', slug: 'product-select' };

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const failure = (code: number): ApiResult => ({ status: false, code, data: null, error: 'No' });

/** A controller over a transport that answers by path; the list always answers with both retail stores. */
function setup(answers: Record<string, ApiResult>, extra: Partial<StoreSelectionControllerOptions> = {}) {
  const calls: ApiRequest[] = [];
  const transport = vi.fn(async (request: ApiRequest) => {
    calls.push(request);
    if (request.path.endsWith('/stores')) return ok([MAIN, SELECT]);
    return answers[request.path] ?? failure(500);
  }) as unknown as ApiTransport;
  const session = createSessionStore();
  const navigate = vi.fn();
  const controller = createStoreSelectionController({
    transport,
    session,
    navigate,
    retailerSlug: 'acme',
    retailStoreSlug: null,
    pageSearch: '',
    ...extra,
  });
  return { controller, session, navigate, calls };
}

const ACME = { '/apply-v2/retailer/acme': ok({ id: 3, name: 'Acme' }) };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec 03 §2: the store selection reads the retailer and store from the query', () => {
  it('spec 03 §2: reads `retailer` and `store` from the query after the hash route and the real one, the real one winning', () => {
    expect(getStoreSelectionParams('?retailer=acme&store=main', '')).toEqual({
      retailerSlug: 'acme',
      retailStoreSlug: 'main',
      pageSearch: '',
    });
    expect(getStoreSelectionParams('?retailer=hash&store=main', '?retailer=real&utm=x')).toEqual({
      retailerSlug: 'real',
      retailStoreSlug: 'main',
      pageSearch: '?retailer=real&utm=x',
    });
    expect(getStoreSelectionParams('', '')).toEqual({
      retailerSlug: null,
      retailStoreSlug: null,
      pageSearch: '',
    });
  });
});

describe('spec 03 §2, §8: the store selection controller', () => {
  it('starts nothing until mounted; then shows the retailer and keeps its record in the session', async () => {
    const { controller, session, calls } = setup(ACME);
    expect(calls).toHaveLength(0);
    expect(controller.getState()).toMatchObject({ retailerName: null, retailerLoading: true });
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().retailerName).toBe('Acme'));
    expect(controller.getState().retailerLoading).toBe(false);
    expect(session.getState().retailer).toEqual({ id: 3, name: 'Acme' });
    expect(controller.list!.getState().rows).toEqual([MAIN, SELECT]);
  });

  it('spec 03 §2: once a store is chosen, Apply Now goes to its initiate URL with the current query string', async () => {
    const { controller } = setup(ACME, { pageSearch: '?retailer=acme&utm_source=mail' });
    controller.mount();
    expect(controller.getState().applyHref).toBeNull();
    controller.select(MAIN);
    expect(controller.getState()).toMatchObject({
      selected: MAIN,
      applyHref: '/apply-v2/acme/main-street/initiate?retailer=acme&utm_source=mail',
    });
    controller.clear();
    expect(controller.getState()).toMatchObject({ selected: null, applyHref: null });
  });

  it('spec 03 §2: a `store` slug preselects that retail store', async () => {
    const { controller, navigate } = setup(
      { ...ACME, '/apply-v2/retailer/acme/store/product-select': ok({ store: SELECT }) },
      { retailStoreSlug: 'product-select' },
    );
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().selected).toEqual(SELECT));
    expect(controller.getState().applyHref).toBe('/apply-v2/acme/product-select/initiate');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('spec 03 §2, §8: an unknown retailer goes to /retailer-not-found, replacing the entry', async () => {
    const { controller, navigate } = setup({ '/apply-v2/retailer/acme': failure(404) });
    controller.mount();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/retailer-not-found', { replace: true }));
  });

  it('spec 03 §2, §8: an unknown retail store goes to /store-not-found; any other failure to /unknown', async () => {
    const unknownStore = setup(
      { ...ACME, '/apply-v2/retailer/acme/store/gone': failure(404) },
      { retailStoreSlug: 'gone' },
    );
    unknownStore.controller.mount();
    await vi.waitFor(() =>
      expect(unknownStore.navigate).toHaveBeenCalledWith('/store-not-found', { replace: true }),
    );
    const broken = setup({ '/apply-v2/retailer/acme': failure(500) });
    broken.controller.mount();
    await vi.waitFor(() => expect(broken.navigate).toHaveBeenCalledWith('/unknown', { replace: true }));
  });

  it('a load whose mount ended goes nowhere; the next mount loads again and navigates with the latest port', async () => {
    const { controller, navigate, calls } = setup({ '/apply-v2/retailer/acme': failure(404) });
    const unmount = controller.mount();
    unmount();
    const later = vi.fn();
    controller.update({ navigate: later });
    controller.mount();
    await vi.waitFor(() => expect(later).toHaveBeenCalledWith('/retailer-not-found', { replace: true }));
    expect(later).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path === '/apply-v2/retailer/acme')).toHaveLength(2);
  });

  it('spec 01 §7: the search waits 300 ms after the last keystroke', async () => {
    const { controller, calls } = setup(ACME);
    controller.mount();
    await vi.waitFor(() => expect(controller.getState().retailerName).toBe('Acme'));
    controller.setSearch('main');
    expect(controller.getState().search).toBe('main');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.filter((call) => call.path.endsWith('/stores'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((call) => call.path.endsWith('/stores')).at(-1)!.payload).toMatchObject({
      q: 'main',
    });
  });

  it('without a retailer there is no list, nothing is asked and nothing navigates', async () => {
    const { controller, navigate, calls } = setup({}, { retailerSlug: null });
    controller.mount();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.list).toBeNull();
    expect(controller.getState().retailerLoading).toBe(false);
    expect(calls).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});
