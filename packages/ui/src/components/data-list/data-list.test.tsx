import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createList, type ApiRequest, type ApiResult } from '@leasekit/core';
import { DataList, type DataListColumn } from './data-list';
import { storeRows, type Store } from './fixtures';

const columns: DataListColumn<Store>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'city', header: 'City' },
];

function page(pageNumber: number, lastPage: number, total: number): ApiResult<unknown> {
  const rows = Array.from({ length: pageNumber === lastPage ? total - (lastPage - 1) * 25 : 25 }, (_, i) => {
    const id = (pageNumber - 1) * 25 + i + 1;
    return { id, name: `Store ${id}`, city: 'Austin' };
  });
  return {
    status: true,
    code: 200,
    data: rows,
    meta: {
      current_page: pageNumber,
      last_page: lastPage,
      from: (pageNumber - 1) * 25 + 1,
      to: (pageNumber - 1) * 25 + rows.length,
      total,
      per_page: 25,
    },
    error: null,
  };
}

function deferredTransport() {
  const calls: { request: ApiRequest; resolve: (r: ApiResult<unknown>) => void }[] = [];
  const transport = vi.fn(
    (request: ApiRequest) => new Promise<ApiResult<unknown>>((resolve) => calls.push({ request, resolve })),
  );
  return { transport, calls };
}

describe('DataList', () => {
  it('spec 01 §4, §9: loads 25 rows of page 1, busy while loading, then the rows and the pager', async () => {
    const { transport, calls } = deferredTransport();
    const list = createList({ transport: transport as never, url: '/stores', answer: storeRows });
    render(<DataList list={list} columns={columns} caption="Stores" getRowKey={(row) => row.id} />);
    expect(calls[0]!.request.payload).toMatchObject({ limit: 25, page: 1 });
    expect(screen.getByRole('table', { name: 'Stores' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => calls[0]!.resolve(page(1, 3, 60)));
    const table = screen.getByRole('table', { name: 'Stores' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Showing 1 to 25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('spec 01 §7: moves pages through the pager', async () => {
    const { transport, calls } = deferredTransport();
    const list = createList({ transport: transport as never, url: '/stores', answer: storeRows });
    render(<DataList list={list} columns={columns} caption="Stores" />);
    await act(async () => calls[0]!.resolve(page(1, 3, 60)));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(calls[1]!.request.payload).toMatchObject({ page: 3 });
    await act(async () => calls[1]!.resolve(page(3, 3, 60)));
    expect(screen.getByText('Store 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('spec 01 §7: a sort header sorts, resets to page 1 and sets aria-sort; a second click reverses', async () => {
    const { transport, calls } = deferredTransport();
    const list = createList({ transport: transport as never, url: '/stores', page: 2, answer: storeRows });
    render(<DataList list={list} columns={columns} caption="Stores" />);
    await act(async () => calls[0]!.resolve(page(2, 3, 60)));
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(calls[1]!.request.payload).toMatchObject({ page: 1, sortBy: 'name', sortDesc: false });
    await act(async () => calls[1]!.resolve(page(1, 3, 60)));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(calls[2]!.request.payload).toMatchObject({ page: 1, sortBy: 'name', sortDesc: true });
    await act(async () => calls[2]!.resolve(page(1, 3, 60)));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it("spec 01 §8: an empty list shows 'No results found'", async () => {
    const { transport, calls } = deferredTransport();
    const list = createList({ transport: transport as never, url: '/stores', answer: storeRows });
    render(<DataList list={list} columns={columns} caption="Stores" />);
    await act(async () =>
      calls[0]!.resolve({
        status: true,
        code: 200,
        data: [],
        meta: { current_page: 1, last_page: 1, total: 0, from: null, to: null },
        error: null,
      }),
    );
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('spec 01 §8: a failed load shows the error text and Retry loads again', async () => {
    const { transport, calls } = deferredTransport();
    const list = createList({ transport: transport as never, url: '/stores', answer: storeRows });
    render(<DataList list={list} columns={columns} caption="Stores" />);
    await act(async () =>
      calls[0]!.resolve({
        status: false,
        code: 500,
        data: null,
        error: 'An invalid response was returned from the server.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An invalid response was returned from the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
  });
});
