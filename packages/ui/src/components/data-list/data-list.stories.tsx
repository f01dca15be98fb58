import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createList, type ApiRequest, type ApiResult, type ListOptions } from '@leasekit/core';
import { DataList, type DataListColumn } from './data-list';
import { storeRows, type Store } from './fixtures';

const ALL: Store[] = Array.from({ length: 230 }, (_, i) => ({
  id: i + 1,
  name: `Store ${String(i + 1).padStart(3, '0')}`,
  city: ['Austin', 'Boston', 'Chicago', 'Denver'][i % 4]!,
}));

type Mode = 'ok' | 'empty' | 'error' | 'pending';

/** A fake list endpoint: pages, sorts and answers after a short delay. */
function fakeTransport(mode: Mode): ListOptions['transport'] {
  return (async (request: ApiRequest) => {
    if (mode === 'pending') return new Promise<never>(() => {});
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (mode === 'error') {
      return {
        status: false,
        code: 500,
        data: null,
        error: 'An invalid response was returned from the server.',
      };
    }
    const q = request.payload as Record<string, unknown>;
    const rows = mode === 'empty' ? [] : [...ALL];
    if (q.sortBy) {
      const key = q.sortBy as keyof Store;
      rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (q.sortDesc ? -1 : 1));
    }
    const limit = Number(q.limit);
    const page = Number(q.page);
    const slice = rows.slice((page - 1) * limit, page * limit);
    return {
      status: true,
      code: 200,
      // 01 §3: the rows are the envelope's data, the pager fields its meta.
      data: slice,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(rows.length / limit)),
        total: rows.length,
        per_page: limit,
        from: slice.length ? (page - 1) * limit + 1 : null,
        to: slice.length ? (page - 1) * limit + slice.length : null,
      },
      error: null,
    } satisfies ApiResult<unknown>;
  }) as ListOptions['transport'];
}

const columns: DataListColumn<Store>[] = [
  { key: 'id', header: 'ID', sortable: true },
  { key: 'name', header: 'Name', sortable: true },
  { key: 'city', header: 'City' },
];

const longColumns: DataListColumn<Store>[] = [
  ...columns,
  {
    key: 'notes',
    header: 'Notes',
    cell: (row) =>
      `Store ${row.id} opens early on weekdays, offers delivery and installation for large appliances, and has a dedicated lease-to-own desk near the entrance.`,
  },
];

function Demo({ mode = 'ok', long = false }: { mode?: Mode; long?: boolean }) {
  const [list] = React.useState(() =>
    createList({ transport: fakeTransport(mode), url: '/stores', answer: storeRows }),
  );
  React.useEffect(() => () => list.dispose(), [list]);
  return (
    <DataList
      list={list}
      columns={long ? longColumns : columns}
      caption="Stores"
      getRowKey={(row) => row.id}
    />
  );
}

/** The stories' arguments: how the fake endpoint answers, and whether the rows are long. */
type DemoArgs = React.ComponentProps<typeof Demo>;

const meta = {
  title: 'Lists/DataList',
  // The props table is DataList's own; the stories render it through Demo, which makes its list store.
  component: DataList,
  render: (args) => <Demo {...args} />,
} satisfies Omit<Meta<DemoArgs>, 'component'> & Pick<Meta<typeof DataList>, 'component'>;

export default meta;
type Story = StoryObj<DemoArgs>;

export const Default: Story = {};
export const Loading: Story = { args: { mode: 'pending' } };
export const Empty: Story = { args: { mode: 'empty' } };
export const ErrorState: Story = { args: { mode: 'error' } };

export const LongContent: Story = { args: { long: true } };

/** Pager moves and a sort that returns to page 1. */
export const PagerMoves: Story = {
  // A test of the interaction: its Docs page shows the component's states, not where this one ends.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Store 001');
    await userEvent.click(canvas.getByRole('button', { name: /^(Page|Página) 3$/ }));
    await canvas.findByText('Store 051');
    await expect(canvas.getByRole('button', { name: /^(Page|Página) 3$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|Siguiente)$/ }));
    await canvas.findByText('Store 076');
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    await expect(canvas.getByRole('button', { name: /^(Page|Página) 1$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvasElement);
  },
};
