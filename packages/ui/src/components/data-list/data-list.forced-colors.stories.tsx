import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createList, type ApiResult, type ListOptions } from '@leasekit/core';
import { DataList, type DataListColumn } from './data-list';
import { storeRows, type Store } from './fixtures';

const rows: Store[] = [
  { id: 1, name: 'Main Street Furniture', city: 'Austin' },
  { id: 2, name: 'Oak Avenue Appliances', city: 'Boston' },
];

/** A fake list endpoint answering one page of two stores at once. */
const transport = (async () =>
  ({
    status: true,
    code: 200,
    data: rows,
    meta: { current_page: 1, last_page: 1, total: rows.length, per_page: 10, from: 1, to: rows.length },
    error: null,
  }) satisfies ApiResult<unknown>) as ListOptions['transport'];

const columns: DataListColumn<Store>[] = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
];

function Demo() {
  const [list] = React.useState(() => createList({ transport, url: '/stores', answer: storeRows }));
  React.useEffect(() => () => list.dispose(), [list]);
  return (
    <div className="w-96 p-4" data-testid="subject">
      <DataList list={list} columns={columns} caption="Stores" getRowKey={(row) => row.id} />
    </div>
  );
}

/**
 * The list's frame under forced colours: the card shadow is dropped and breeze's surface border is 0px,
 * so every brand's frame draws a 1 px CanvasText border to keep its outline. Screenshotted by
 * `packages/ui/test/forced-colors.browser.test.tsx` in both brands.
 */
const meta = {
  title: 'Forced colours/DataList',
  // The props table is DataList's own; the story renders it through Demo, which makes its list store.
  component: DataList,
  parameters: { forcedColors: 'active' },
  render: () => <Demo />,
} satisfies Omit<Meta, 'component'> & Pick<Meta<typeof DataList>, 'component'>;
export default meta;
type Story = StoryObj;

export const Frame: Story = {};
