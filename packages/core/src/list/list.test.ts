import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../api/client';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import { createList, readListMeta } from './list';

/** The rows' schema of these lists: any rows (the fake transports below hand rows on as they are). */
const anyRows = z.array(z.unknown());

interface Pending {
  request: ApiRequest;
  resolve: (result: ApiResult) => void;
}

function deferredTransport() {
  const pending: Pending[] = [];
  const fn = vi.fn(
    (request: ApiRequest) => new Promise<ApiResult>((resolve) => pending.push({ request, resolve })),
  );
  return { pending, calls: fn, transport: fn as unknown as ApiTransport };
}

function page(rows: unknown[], meta: Record<string, unknown>): ApiResult {
  return { status: true, code: 200, data: rows, error: null, meta };
}

describe('spec 01 §7 / §9: list calls with limit, page, sortBy and sortDesc', () => {
  it('loads page 1 with 25 rows per page and moves from loading to loaded', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({
      transport,
      url: '/rows',
      params: { status: 'open' },
      answer: z.array(z.object({ id: z.number() })),
    });
    expect(list.getState()).toMatchObject({ status: 'idle', page: 1, limit: 25, rows: [] });
    const done = list.load();
    expect(list.getState().status).toBe('loading');
    expect(pending[0]!.request).toMatchObject({
      method: 'GET',
      path: '/rows',
      payload: { status: 'open', limit: 25, page: 1 },
    });
    pending[0]!.resolve(
      page([{ id: 1 }], {
        from: 1,
        to: 25,
        total: 300,
        per_page: 25,
        current_page: 1,
        last_page: 12,
        filters: { status: 'open' },
      }),
    );
    await done;
    const state = list.getState();
    expect(state.status).toBe('loaded');
    expect(state.rows).toEqual([{ id: 1 }]);
    expect(state.meta).toEqual({
      from: 1,
      to: 25,
      total: 300,
      per_page: 25,
      current_page: 1,
      last_page: 12,
      filters: { status: 'open' },
    });
    expect(state.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('sorting resets the page to 1 and sends sortBy and sortDesc; the same column toggles direction', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', page: 4, answer: anyRows });
    const loading = list.setSort('name');
    expect(pending[0]!.request.payload).toMatchObject({ page: 1, sortBy: 'name', sortDesc: false });
    pending[0]!.resolve(page([], { current_page: 1, last_page: 1 }));
    await loading;
    const toggled = list.setSort('name');
    expect(pending[1]!.request.payload).toMatchObject({ page: 1, sortBy: 'name', sortDesc: true });
    pending[1]!.resolve(page([], { current_page: 1, last_page: 1 }));
    await toggled;
    const explicit = list.setSort('date', true);
    expect(pending[2]!.request.payload).toMatchObject({ sortBy: 'date', sortDesc: true });
    pending[2]!.resolve(page([], {}));
    await explicit;
  });

  it('setPage loads that page and the pager window follows it (4 either side)', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', answer: anyRows });
    const loading = list.setPage(10);
    expect(pending[0]!.request.payload).toMatchObject({ page: 10, limit: 25 });
    pending[0]!.resolve(page([], { current_page: 10, last_page: 20 }));
    await loading;
    expect(list.getState().pages).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    void list.setPage(0);
    expect(pending[1]!.request.payload).toMatchObject({ page: 1 });
  });

  it('a new limit or new filters go back to page 1', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', page: 3, limit: 10, answer: anyRows });
    void list.setLimit(50);
    expect(pending[0]!.request.payload).toMatchObject({ page: 1, limit: 50 });
    void list.setParams({ q: 'x' });
    expect(pending[1]!.request.payload).toEqual({ q: 'x', page: 1, limit: 50 });
  });

  it('a stale response never overwrites a newer page', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', answer: anyRows });
    const first = list.setPage(2);
    const second = list.setPage(3);
    pending[1]!.resolve(page(['three'], { current_page: 3, last_page: 5 }));
    await second;
    pending[0]!.resolve(page(['two'], { current_page: 2, last_page: 5 }));
    await first;
    expect(list.getState()).toMatchObject({ rows: ['three'], page: 3 });
  });

  it('a failed load keeps the rows and exposes the error; a retry loads again', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', answer: anyRows });
    const ok = list.load();
    pending[0]!.resolve(page(['a'], { current_page: 1, last_page: 1 }));
    await ok;
    const failed = list.load();
    pending[1]!.resolve({
      status: false,
      code: 500,
      data: null,
      error: 'An invalid response was returned from the server.',
    });
    await failed;
    expect(list.getState()).toMatchObject({
      status: 'error',
      rows: ['a'],
      error: 'An invalid response was returned from the server.',
    });
    const retry = list.load();
    pending[2]!.resolve(page(['b'], { current_page: 1, last_page: 1 }));
    await retry;
    expect(list.getState()).toMatchObject({ status: 'loaded', rows: ['b'], error: null });
  });

  it('hands its rows’ schema to the transport with every load, so the rows are the parsed answer', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', answer: anyRows });
    void list.load();
    void list.setPage(2);
    expect(pending.map(({ request }) => request.answer)).toEqual([anyRows, anyRows]);
  });

  it('through the API client: rows the schema accepts load, rows it refuses fail with the spec text and keep the page', async () => {
    const answers = [
      { data: [{ id: 1, name: 'Main Street' }], meta: { current_page: 1, last_page: 2, total: 26 } },
      { data: [{ id: 'two', name: 7 }], meta: { current_page: 2, last_page: 2, total: 26 } },
    ];
    const client = createApiClient({
      fetch: async () => new Response(JSON.stringify({ status: true, ...answers.shift() })),
    });
    const list = createList({
      transport: client.request,
      url: '/rows',
      answer: z.array(z.object({ id: z.number(), name: z.string() })),
    });
    await list.load();
    expect(list.getState()).toMatchObject({
      status: 'loaded',
      rows: [{ id: 1, name: 'Main Street' }],
      meta: { current_page: 1, last_page: 2, total: 26 },
    });
    await list.setPage(2);
    expect(list.getState()).toMatchObject({
      status: 'error',
      error: 'An invalid response was returned from the server.',
      rows: [{ id: 1, name: 'Main Street' }],
    });
  });

  it('readListMeta falls back to the request for missing numbers and ignores junk filters', () => {
    expect(readListMeta(undefined, { page: 2, limit: 25, count: 3 })).toEqual({
      from: null,
      to: null,
      total: 3,
      per_page: 25,
      current_page: 2,
      last_page: 2,
      filters: {},
    });
    expect(readListMeta({ total: 'x', filters: [1] }, { page: 1, limit: 25, count: 0 }).filters).toEqual({});
  });

  it('dispose cancels the running load; update swaps the url and transport', async () => {
    const { pending, transport } = deferredTransport();
    const list = createList({ transport, url: '/rows', answer: anyRows });
    const running = list.load();
    list.dispose();
    expect(pending[0]!.request.signal?.aborted).toBe(true);
    pending[0]!.resolve(page(['late'], {}));
    await running;
    expect(list.getState().rows).toEqual([]);
    await list.load();
    expect(pending).toHaveLength(1);

    const other = deferredTransport();
    const list2 = createList({ transport, url: '/rows', answer: anyRows });
    list2.update({ url: '/other', transport: other.transport });
    list2.update({ url: '/other2' });
    void list2.load();
    expect(other.pending[0]!.request.path).toBe('/other2');
  });
});
