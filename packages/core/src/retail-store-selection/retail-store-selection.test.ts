import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '../api/client';
import { envelopeResponse, retailerRecord, retailStoreRecord } from '../contract/test-records';
import { REFERENCE_SEARCH_DEBOUNCE_MS } from '../option-search/option-search';
import { createRetailStoreSelection } from './retail-store-selection';

const MAIN = retailStoreRecord({ id: 1, name: 'Main Street', slug: 'main-street' });
const SELECT = retailStoreRecord({ id: 2, name: 'Product Select', slug: 'product-select' });
const ACME = retailerRecord({ id: 3, slug: 'acme', name: 'Acme' });

const ok = (data: unknown) => () => envelopeResponse(data);
const failure = (code: number) => () => envelopeResponse(null, { status: false, code, error: 'No' });

/**
 * The API client over a server answering by path: the list answers with both retail stores, filtered by
 * `q` (or with `rows` when given). Every answer is parsed by the client with the schema the call names.
 */
function transport(answers: Record<string, () => Response>, rows?: unknown) {
  const calls: { path: string; payload: Record<string, string> }[] = [];
  const client = createApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'https://lender.test');
      const payload = Object.fromEntries(url.searchParams);
      calls.push({ path: url.pathname, payload });
      if (url.pathname.endsWith('/stores')) {
        const q = (payload.q ?? '').toLowerCase();
        return envelopeResponse(rows ?? [MAIN, SELECT].filter((row) => row.name.toLowerCase().includes(q)));
      }
      const answer = answers[url.pathname];
      expect(answer, `an answer for ${url.pathname}`).toBeDefined();
      return answer!();
    },
  });
  const listCalls = () => calls.filter((call) => call.path.endsWith('/stores'));
  return { fn: client.request, calls, listCalls };
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
    const retailer = retailerRecord({ id: 3, slug: 'demo-electronics', name: 'Demo Electronics' });
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

  it("spec 03 §8: a retailer answer the contract's schema refuses is a failed load and hands the session nothing; extra keys stay behind", async () => {
    for (const data of [{ ...ACME, id: '3' }, { ...ACME, theme: null }, { id: 3, name: 'Acme' }, ['Acme']]) {
      const onRetailer = vi.fn();
      const { fn } = transport({ '/apply-v2/retailer/acme': ok(data) });
      const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme', onRetailer });
      expect(await selection.load()).toBe('failed');
      expect(onRetailer).not.toHaveBeenCalled();
      expect(selection.getState().retailerName).toBeNull();
    }
    const onRetailer = vi.fn();
    const { fn } = transport({
      '/apply-v2/retailer/acme': () => envelopeResponse({ ...ACME, ssn: '123-45-6789', admin: true }),
    });
    await createRetailStoreSelection({ transport: fn, retailerSlug: 'acme', onRetailer }).load();
    expect(onRetailer).toHaveBeenCalledWith(ACME);
    expect(Object.keys(onRetailer.mock.calls[0]![0])).toEqual(['id', 'slug', 'name', 'theme']);
  });

  it("spec 01 §8: a page of retail stores the contract's schema refuses is the list's error, with the spec's text", async () => {
    const { fn } = transport({ '/apply-v2/retailer/acme': ok(ACME) }, [{ ...MAIN, id: 'one' }]);
    const selection = createRetailStoreSelection({ transport: fn, retailerSlug: 'acme' });
    expect(await selection.load()).toBe('loaded');
    await vi.waitFor(() => expect(selection.list!.getState().status).toBe('error'));
    expect(selection.list!.getState()).toMatchObject({
      rows: [],
      error: 'An invalid response was returned from the server.',
    });
  });

  it('spec 03 §2: a retailer record with an empty name shows its slug; the slug is sent encoded', async () => {
    const { fn } = transport({ '/apply-v2/retailer/a%2Fb': ok(retailerRecord({ slug: 'a/b', name: '' })) });
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
      '/apply-v2/retailer/acme': ok(ACME),
      '/apply-v2/retailer/acme/store/product-select': ok({ store: SELECT, retailer: ACME }),
      '/apply-v2/retailer/acme/store/gone': failure(404),
      '/apply-v2/retailer/acme/store/broken': failure(500),
      '/apply-v2/retailer/acme/store/refused': ok({ store: { ...SELECT, slug: 7 }, retailer: ACME }),
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
    const refused = createRetailStoreSelection({
      transport: fn,
      retailerSlug: 'acme',
      retailStoreSlug: 'refused',
    });
    expect(await refused.load()).toBe('failed');
    expect(refused.getState().retailStore).toBeNull();
  });

  it('spec 03 §2: a numeric `store` is a store id for the frame policy, not a slug, and is not looked up', async () => {
    const { fn, calls } = transport({ '/apply-v2/retailer/acme': ok(ACME) });
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
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok(ACME) });
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
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok(ACME) });
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
    expect(listCalls()[1]!.payload).toMatchObject({ q: 'mai', page: '1' });
    expect(selection.list!.getState().rows).toEqual([MAIN]);
  });

  it('spec 01 §7: clearing the search lists every retail store again, without `q`', async () => {
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok(ACME) });
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
    const { fn, listCalls } = transport({ '/apply-v2/retailer/acme': ok(ACME) });
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

describe("the contract's schemas stay off the route that runs this store", () => {
  it('the store imports no validator: its bundle loads the contract (zod/mini) as a chunk of its own, on demand', async () => {
    const entry = fileURLToPath(new URL('./retail-store-selection.ts', import.meta.url));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
    });
    const { outputs } = result.metafile;
    const mainPath = Object.keys(outputs).find((path) =>
      outputs[path]!.entryPoint?.endsWith('retail-store-selection.ts'),
    )!;
    // What loads with the store: its own output and every chunk it imports statically, transitively.
    const loaded = new Set<string>();
    const visit = (path: string) => {
      if (loaded.has(path) || !outputs[path]) return;
      loaded.add(path);
      for (const dependency of outputs[path]!.imports)
        if (dependency.kind === 'import-statement') visit(dependency.path);
    };
    visit(mainPath);
    const inputsOf = (paths: Iterable<string>) =>
      [...paths].flatMap((path) => Object.keys(outputs[path]!.inputs));
    expect(inputsOf(loaded).filter((path) => path.includes('zod') || path.includes('contract/'))).toEqual([]);
    const onDemand = Object.keys(outputs).filter((path) => !loaded.has(path));
    expect(inputsOf(onDemand).some((path) => path.includes('contract/calls/application'))).toBe(true);
  });
});
