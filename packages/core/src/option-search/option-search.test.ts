import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../messages';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import {
  REFERENCE_SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SELECT_SEARCH_DEBOUNCE_MS,
  createOptionSearch,
  getSearchFieldBehaviour,
  getSearchHint,
  normalizeOptions,
} from './option-search';

interface Pending {
  request: ApiRequest;
  resolve: (result: ApiResult) => void;
}

/** A fake transport whose calls stay pending until the test answers them. */
function deferredTransport() {
  const pending: Pending[] = [];
  const transport = vi.fn(
    (request: ApiRequest) => new Promise<ApiResult>((resolve) => pending.push({ request, resolve })),
  );
  return { pending, transport: transport as unknown as ApiTransport, calls: transport };
}

const ok = (data: unknown): ApiResult => ({ status: true, code: 200, data, error: null });
const text = (hint: ReturnType<typeof getSearchHint>) => (hint ? formatMessage(hint) : null);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec 01 §5 / §8: search hints', () => {
  it("shows 'Type 3 or more character(s)' below 3 characters", () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(text(getSearchHint(''))).toBe('Type 3 or more character(s)');
    expect(text(getSearchHint('ab'))).toBe('Type 3 or more character(s)');
  });

  it("with the remaining style shows 'Enter N more character(s)' once something is typed", () => {
    expect(text(getSearchHint('a', null, 3, 'remaining'))).toBe('Enter 2 more character(s)');
    expect(text(getSearchHint('', null, 3, 'remaining'))).toBe('Type 3 or more character(s)');
  });

  it("no results at 3 or more characters: 'No result matching your search criteria found!'", () => {
    expect(text(getSearchHint('abc', 0))).toBe('No result matching your search criteria found!');
    expect(getSearchHint('abc', 2)).toBeNull();
    expect(getSearchHint('abc', null)).toBeNull();
  });

  it("an empty list without a term (no minimum): 'No options found'", () => {
    expect(text(getSearchHint('', 0, 0))).toBe('No options found');
  });
});

describe('spec 01 §7: debounced select search', () => {
  it('searches 500 ms after the last keystroke at 3 characters, with the term under q plus params', async () => {
    const { pending, calls, transport } = deferredTransport();
    const search = createOptionSearch({
      transport,
      url: '/api/v1/payroll/employers',
      params: { store_id: 4 },
    });
    search.search('ac');
    expect(text(search.getState().hint)).toBe('Type 3 or more character(s)');
    search.search('acm');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS - 1);
    search.search('acme');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(pending[0]!.request).toMatchObject({
      method: 'GET',
      path: '/api/v1/payroll/employers',
      payload: { store_id: 4, q: 'acme' },
    });
    expect(search.getState().status).toBe('loading');
    pending[0]!.resolve(ok([{ text: 'Acme', value: 1 }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.getState()).toMatchObject({
      status: 'loaded',
      hint: null,
      options: [{ text: 'Acme', value: 1 }],
    });
  });

  it('the reference input uses 300 ms and a custom query name', async () => {
    const { calls, pending, transport } = deferredTransport();
    const search = createOptionSearch({
      transport,
      url: '/api/v1/addresses/suggestions',
      queryName: 'searchText',
      debounceMs: REFERENCE_SEARCH_DEBOUNCE_MS,
    });
    search.search('12 Main');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pending[0]!.request.payload).toEqual({ searchText: '12 Main' });
  });

  it('no results shows the no-match hint', async () => {
    const { pending, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/s' });
    search.search('zzz');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    pending[0]!.resolve(ok([]));
    await vi.advanceTimersByTimeAsync(0);
    expect(text(search.getState().hint)).toBe('No result matching your search criteria found!');
  });

  it("a failure shows 'Oops, looks like there was an error' plus the error text and keeps the term", async () => {
    const { pending, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/s' });
    search.search('acme');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    pending[0]!.resolve({ status: false, code: 500, data: null, error: 'Server exploded' });
    await vi.advanceTimersByTimeAsync(0);
    const state = search.getState();
    expect(state.status).toBe('error');
    expect(text(state.hint)).toBe('Oops, looks like there was an error');
    expect(state.error).toBe('Server exploded');
    expect(state.term).toBe('acme');
    // Retry without retyping.
    const retry = search.flush();
    pending[1]!.resolve(ok(['Acme']));
    await retry;
    expect(search.getState().options).toEqual([{ text: 'Acme', value: 'Acme', raw: 'Acme' }]);
  });

  it('stale responses never overwrite newer ones', async () => {
    const { pending, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/s' });
    search.search('acm');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    search.search('acme');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(pending[0]!.request.signal?.aborted).toBe(true);
    pending[1]!.resolve(ok([{ text: 'new', value: 2 }]));
    await vi.advanceTimersByTimeAsync(0);
    pending[0]!.resolve(ok([{ text: 'old', value: 1 }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.getState().options.map((o) => o.text)).toEqual(['new']);
  });

  it('shortening the term below 3 cancels the pending search and the running one', async () => {
    const { pending, calls, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/s' });
    search.search('abcd');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    search.search('ab');
    pending[0]!.resolve(ok(['late']));
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(search.getState()).toMatchObject({ term: 'ab', options: [], status: 'idle' });
    expect(await search.flush()).toBeUndefined();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('update pushes new params; clear() empties the term; dispose stops everything', async () => {
    const { pending, calls, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/s' });
    search.update({ params: { store_id: 9 }, queryName: 'keyword' });
    search.search('acme');
    search.clear();
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(calls).not.toHaveBeenCalled();
    expect(text(search.getState().hint)).toBe('Type 3 or more character(s)');
    search.search('acme');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(pending[0]!.request.payload).toEqual({ store_id: 9, keyword: 'acme' });
    search.dispose();
    expect(pending[0]!.request.signal?.aborted).toBe(true);
    pending[0]!.resolve(ok(['x']));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.getState().options).toEqual([]);
    search.search('again');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('spec 01 §3: options normalized through textKey, valueKey and groupKey', () => {
  it('reads the configured keys and groups', () => {
    expect(
      normalizeOptions([{ name: 'Acme', id: 3, kind: 'Retail' }], {
        textKey: 'name',
        valueKey: 'id',
        groupKey: 'kind',
      }),
    ).toEqual([{ text: 'Acme', value: 3, group: 'Retail', raw: { name: 'Acme', id: 3, kind: 'Retail' } }]);
  });

  it('falls back between text and value and accepts plain values; non-arrays give no options', () => {
    expect(normalizeOptions([{ value: 5 }, { text: 'Only text' }, 7, null])).toEqual([
      { text: '5', value: 5, raw: { value: 5 } },
      { text: 'Only text', value: 'Only text', raw: { text: 'Only text' } },
      { text: '7', value: 7, raw: 7 },
      { text: '', value: null, raw: null },
    ]);
    expect(normalizeOptions({ not: 'a list' })).toEqual([]);
  });
});

describe('spec 01 §7: taggable create', () => {
  it('POSTs {text} to taggableUrl and adds the returned option', async () => {
    const transport = vi.fn(async (_request: ApiRequest) => ok({ id: 12, name: 'New Co' }));
    const search = createOptionSearch({
      transport: transport as unknown as ApiTransport,
      url: '/s',
      taggableUrl: '/tags',
      textKey: 'name',
      valueKey: 'id',
    });
    const created = await search.create('New Co');
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: '/tags', payload: { text: 'New Co' } }),
    );
    expect(created).toMatchObject({ text: 'New Co', value: 12 });
    expect(search.getState().options).toEqual([created]);
    expect(search.getState().creating).toBe(false);
  });

  it('a failed create keeps the options and shows the error; no taggableUrl means no create', async () => {
    const transport = vi.fn(async () => ({ status: false, code: 500, data: null, error: 'Nope' }));
    const search = createOptionSearch({
      transport: transport as unknown as ApiTransport,
      url: '/s',
      taggableUrl: '/t',
    });
    expect(await search.create('x')).toBeNull();
    expect(search.getState()).toMatchObject({ creating: false, error: 'Nope', options: [] });
    expect(text(search.getState().hint)).toBe('Oops, looks like there was an error');
    const plain = createOptionSearch({ transport: transport as unknown as ApiTransport, url: '/s' });
    expect(await plain.create('x')).toBeNull();
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('a create answered after dispose is dropped', async () => {
    let resolve: (r: ApiResult) => void = () => {};
    const transport = () => new Promise<ApiResult>((r) => (resolve = r));
    const search = createOptionSearch({
      transport: transport as unknown as ApiTransport,
      url: '/s',
      taggableUrl: '/t',
    });
    const pending = search.create('x');
    search.dispose();
    resolve(ok({ text: 'x', value: 1 }));
    expect(await pending).toBeNull();
  });
});

describe("spec 01 §8: the employer search says 'Employer not supported!' when nothing matches", () => {
  it('searches /api/v1/payroll/employers by keyword after 500 ms at 3 characters; no results → the employer text', async () => {
    const { pending, calls, transport } = deferredTransport();
    const search = createOptionSearch({
      transport,
      url: '/api/v1/payroll/employers',
      queryName: 'keyword',
      textKey: 'employerName',
      valueKey: 'employerName',
    });
    search.search('Ac');
    expect(text(search.getState().hint)).toBe('Type 3 or more character(s)');
    search.search('Acm');
    // Due, not yet sent: the list says it is loading rather than 'No options found'.
    expect(search.getState()).toMatchObject({ status: 'loading', hint: null });
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pending[0]!.request).toMatchObject({
      method: 'GET',
      path: '/api/v1/payroll/employers',
      payload: { keyword: 'Acm' },
    });
    pending[0]!.resolve(ok([{ id: 101, name: 'Acme Logistics', employerName: 'Acme Logistics' }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.getState()).toMatchObject({
      status: 'loaded',
      hint: null,
      options: [{ text: 'Acme Logistics', value: 'Acme Logistics' }],
    });
    search.search('Miller Design');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    pending[1]!.resolve(ok([]));
    await vi.advanceTimersByTimeAsync(0);
    expect(text(search.getState().hint)).toBe('Employer not supported!');
  });

  it("other searches keep the generic 'No result matching your search criteria found!'", async () => {
    const { pending, transport } = deferredTransport();
    const search = createOptionSearch({ transport, url: '/api/v1/colours' });
    search.search('zzz');
    await vi.advanceTimersByTimeAsync(SELECT_SEARCH_DEBOUNCE_MS);
    pending[0]!.resolve(ok([]));
    await vi.advanceTimersByTimeAsync(0);
    expect(text(search.getState().hint)).toBe('No result matching your search criteria found!');
  });

  it('getSearchFieldBehaviour: the employer search (also as an absolute url) keeps typed names', () => {
    expect(getSearchFieldBehaviour('/api/v1/payroll/employers')).toEqual({
      emptyHint: { code: 'errors.employer.notSupported' },
      typedText: true,
    });
    expect(getSearchFieldBehaviour('https://lender.test/api/v1/payroll/employers?x=1').typedText).toBe(true);
    expect(getSearchFieldBehaviour('/api/v1/addresses/suggestions')).toEqual({
      emptyHint: null,
      typedText: false,
    });
    expect(getSearchFieldBehaviour(undefined).typedText).toBe(false);
  });
});
