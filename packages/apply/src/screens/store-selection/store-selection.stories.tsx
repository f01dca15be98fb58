import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createList, t, type ApiTransport, type Locale } from '@leasekit/core';
import { getInitiateUrl } from '@leasekit/core/routing';
import { storyStoreRows } from './fixtures';
import { StoreSelectionScreen, type StoreSummary } from './store-selection';

const stores: StoreSummary[] = [
  {
    id: 1,
    name: 'Main Street',
    slug: 'main-street',
    billing_address: { line_1: '100 Main Street', city: 'Columbus', state: 'OH', code: '43215' },
  },
  {
    id: 2,
    name: 'Product Select',
    slug: 'product-select',
    billing_address: { line_1: '5 Elm Road', city: 'Dayton', state: 'OH', code: '45402' },
  },
];

/** Edge cases: names and addresses far longer than usual, and enough stores for a second page. */
const longStores: StoreSummary[] = [
  {
    id: 11,
    name: 'Demo Electronics Superstore and Home Appliance Outlet at Riverside Commons Shopping Center',
    slug: 'riverside-commons',
    billing_address: {
      line_1: '12345 North Martin Luther King Junior Boulevard, Building C, Suite 1200',
      city: 'Rancho Santa Margarita',
      state: 'CA',
      code: '92688',
    },
  },
  ...Array.from({ length: 24 }, (_, index) => ({
    id: 100 + index,
    name: `Store number ${index + 1}`,
    slug: `store-${index + 1}`,
    billing_address: { line_1: `${index + 1} Market Street`, city: 'Columbus', state: 'OH', code: '43215' },
  })),
];

function transportOf(
  mode: 'ok' | 'empty' | 'error' | 'loading',
  all: StoreSummary[] = stores,
  locale: Locale = 'en',
): ApiTransport {
  return (async (request: { payload?: Record<string, unknown> }) => {
    if (mode === 'loading') return new Promise(() => {});
    if (mode === 'error')
      return {
        status: false,
        code: 500,
        data: null,
        error: t('errors.invalidResponse', undefined, locale),
      };
    const q = String(request.payload?.q ?? '').toLowerCase();
    const rows = mode === 'empty' ? [] : all.filter((store) => store.name.toLowerCase().includes(q));
    return {
      status: true,
      code: 200,
      data: rows,
      error: null,
      meta: { current_page: 1, last_page: 1, total: rows.length, per_page: 25, from: 1, to: rows.length },
    };
  }) as ApiTransport;
}

function Stateful({
  mode,
  locale,
  preselected,
  all,
  initialSearch = '',
}: {
  mode: 'ok' | 'empty' | 'error' | 'loading';
  locale: 'en' | 'es';
  preselected?: StoreSummary;
  all?: StoreSummary[];
  /** What the shopper has typed in the search when the story opens; nothing by default. */
  initialSearch?: string;
}) {
  const [list] = React.useState(() =>
    createList({
      transport: transportOf(mode, all, locale),
      url: '/stores',
      answer: storyStoreRows,
      ...(initialSearch ? { params: { q: initialSearch } } : {}),
    }),
  );
  const [search, setSearch] = React.useState(initialSearch);
  const [selected, setSelected] = React.useState<StoreSummary | null>(preselected ?? null);
  return (
    <StoreSelectionScreen
      locale={locale}
      retailerName="Demo Electronics"
      list={list}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        void list.setParams({ q: value });
      }}
      selected={selected}
      onSelect={setSelected}
      onClear={() => setSelected(null)}
      applyHref={
        selected ? getInitiateUrl('demo-electronics', selected.slug, '?iframe=false&utm_source=story') : null
      }
    />
  );
}

const meta = {
  title: 'Apply/Screens/Store selection',
  component: StoreSelectionScreen,
  args: {
    locale: 'en',
    retailerName: 'Demo Electronics',
    list: null,
    search: '',
    onSearchChange: () => {},
    selected: null,
    onSelect: () => {},
    onClear: () => {},
    applyHref: null,
  },
  render: (_args, { globals }) => <Stateful mode="ok" locale={globals.locale === 'es' ? 'es' : 'en'} />,
} satisfies Meta<typeof StoreSelectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The searchable list; choosing a store shows Apply Now, moves focus to it and announces the choice;
 * 'Choose another store' brings focus back to the search. Every column header is distinct.
 */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const es = globals.locale === 'es';
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Main Street/ });
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(es ? ['Tienda', 'Dirección', 'Elegir'] : ['Store', 'Address', 'Choose']);
    await userEvent.click(canvas.getByRole('button', { name: /Main Street/ }));
    const link = await canvas.findByRole('link');
    await expect(link.getAttribute('href')).toBe(
      '/apply-v2/demo-electronics/main-street/initiate?iframe=false&utm_source=story',
    );
    await expect(link).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      es ? 'Eligió Main Street. Luego, Solicitar ahora.' : 'Main Street chosen. Apply Now is next.',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: es ? 'Elegir otra tienda' : 'Choose another store' }),
    );
    await expect(await canvas.findByRole('searchbox')).toHaveFocus();
    await userEvent.click(canvasElement);
  },
};

/** Loading. */
export const Loading: Story = {
  render: (_a, { globals }) => <Stateful mode="loading" locale={globals.locale === 'es' ? 'es' : 'en'} />,
};

/** The retailer is still being looked up: the full-screen loader, not the 'no retailer' explanation. */
export const RetailerLoading: Story = {
  args: { retailerName: null, retailerLoading: true },
  render: (args, { globals }) => (
    <StoreSelectionScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: /Loading|Cargando/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** No store matches. */
export const Empty: Story = {
  render: (_a, { globals }) => <Stateful mode="empty" locale={globals.locale === 'es' ? 'es' : 'en'} />,
};

/** A search that matches no store: the spec's 'No results found', then what to do next and Clear search. */
export const NoMatch: Story = {
  render: (_a, { globals }) => (
    <Stateful mode="ok" locale={globals.locale === 'es' ? 'es' : 'en'} initialSearch="Zanzibar" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = await canvas.findByRole('button', { name: /Clear search|Borrar la búsqueda/ });
    await expect(clear).toBeVisible();
    // Clear search brings every store back; typing the same search finds no match again.
    await userEvent.click(clear);
    await canvas.findByRole('button', { name: /Main Street/ });
    await userEvent.type(await canvas.findByRole('searchbox'), 'Zanzibar');
    await expect(
      await canvas.findByRole('button', { name: /Clear search|Borrar la búsqueda/ }),
    ).toBeVisible();
    await userEvent.click(canvasElement);
  },
};

/** Long store names and addresses wrap in the table; with 25 stores the pager shows. */
export const LongNamesAndManyStores: Story = {
  render: (_a, { globals }) => (
    <Stateful mode="ok" locale={globals.locale === 'es' ? 'es' : 'en'} all={longStores} />
  ),
};

/** A long store name chosen. */
export const SelectedLongName: Story = {
  render: (_a, { globals }) => (
    <Stateful mode="ok" locale={globals.locale === 'es' ? 'es' : 'en'} preselected={longStores[0]} />
  ),
};

/** The list failed: the error with Retry. */
export const Failed: Story = {
  render: (_a, { globals }) => <Stateful mode="error" locale={globals.locale === 'es' ? 'es' : 'en'} />,
};

/** A store chosen. */
export const Selected: Story = {
  render: (_a, { globals }) => (
    <Stateful mode="ok" locale={globals.locale === 'es' ? 'es' : 'en'} preselected={stores[0]} />
  ),
};

/** Opened without a retailer. */
export const NoRetailer: Story = {
  args: { retailerName: null },
  render: (args, { globals }) => (
    <StoreSelectionScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
};

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
