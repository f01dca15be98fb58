import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t, type ApiRequest, type ApiResult, type ApiTransport } from '@leasekit/core';
import { createOptionSearch, type OptionSearch } from '@leasekit/core/form';
import { useStore } from '@leasekit/core/react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Combobox, type ComboboxOption } from './combobox';
import { storyText } from '../../stories/story-text';

const employers: ComboboxOption[] = [
  { text: 'Acme Corp', value: 1 },
  { text: 'Globex Corporation', value: 2 },
  { text: 'Initech', value: 3 },
  { text: 'Umbrella Corporation', value: 4, group: 'Healthcare' },
];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { options: employers, onValueChange: fn() },
  render: (args) => (
    <Field label="Employer" className="max-w-sm">
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = {};
/** Typing filters the list and Enter chooses the first match, focus back on the trigger. */
export const TypingAndEnterChoose: Story = {
  name: 'Typing and Enter choose',
  tags: ['!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Employer' });
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'init');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(3, employers[2]);
    await expect(trigger).toHaveTextContent('Initech');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(canvasElement);
  },
};
export const Chosen: Story = { args: { defaultValue: 2 } };
export const Open: Story = { args: { open: true } };
/**
 * The reference input (SchemaForm field type `reference`, 01 §7) open on the server's answer to the
 * shopper's term, rendered from args (`defaultOpen`, `defaultSearch`) so the Docs page shows it without
 * typing; SchemaForm's 'Reference input searches from 3 characters' story tests the search itself.
 */
export const ReferenceInputOpen: Story = {
  name: 'Reference input open',
  args: {
    options: [{ text: 'Acme Logistics', value: 7 }],
    onSearchChange: fn(),
    defaultOpen: true,
    defaultSearch: 'acme l',
  },
  render: (args) => (
    <Field label="Employer reference" className="max-w-sm">
      <Combobox {...args} />
    </Field>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 1 } };
export const Invalid: Story = {
  render: (args) => (
    <Field label="Employer" error={storyText('errors.employer.notSupported')} className="max-w-sm">
      <Combobox {...args} />
    </Field>
  ),
};
export const Loading: Story = { args: { open: true, options: [], loading: true, onSearchChange: fn() } };
export const Empty: Story = { args: { open: true, options: [] } };
export const Hint: Story = {
  args: { open: true, options: [], onSearchChange: fn(), hint: 'Type 3 or more character(s)' },
};
export const Error: Story = {
  args: { open: true, options: [], onSearchChange: fn(), error: 'Service unavailable' },
};
export const Taggable: Story = {
  args: { onCreate: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Employer' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'Hooli');
    await userEvent.click(screen.getByRole('option', { name: 'Add "Hooli"' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Hooli');
    await userEvent.click(canvasElement);
  },
};
export const LongContent: Story = {
  args: {
    defaultValue: 5,
    options: [
      ...employers,
      {
        text: 'The Very Long Named Regional Home Furnishings and Appliance Cooperative of the Tri-County Area',
        value: 5,
      },
    ],
  },
};

type ManualCall = { request: ApiRequest; resolve: (result: ApiResult) => void };

/** Searches waiting for an answer; the play functions release them, so no timing is involved. */
const pending: ManualCall[] = [];
const manualTransport = ((request: ApiRequest) =>
  new Promise<ApiResult>((resolve) => pending.push({ request, resolve }))) as ApiTransport;

/** Answers every pending search for `term`. */
async function answer(term: string, result: ApiResult) {
  const termOf = (call: ManualCall) => (call.request.payload as Record<string, unknown> | undefined)?.q;
  await waitFor(() => expect(pending.some((call) => termOf(call) === term)).toBe(true));
  for (const call of pending) if (termOf(call) === term) call.resolve(result);
}

const found = (names: string[]): ApiResult => ({
  status: true,
  code: 200,
  data: names.map((name, id) => ({ id, name })),
  error: null,
});

/** The core's option search driving the Combobox: what the app's adapter does. */
function EmployerSearch() {
  const [search] = React.useState<OptionSearch>(() =>
    createOptionSearch({
      transport: manualTransport,
      url: '/employers',
      textKey: 'name',
      valueKey: 'id',
      debounceMs: 0,
    }),
  );
  React.useEffect(() => () => search.dispose(), [search]);
  const state = useStore(search);
  const locale = document.documentElement.lang === 'es' ? 'es' : 'en';
  return (
    <Field label="Employer" className="max-w-sm">
      <Combobox
        options={state.options}
        search={state.term}
        onSearchChange={search.search}
        hint={state.hint && !state.error ? t(state.hint.code, state.hint.params, locale) : undefined}
        error={state.error ?? undefined}
        loading={state.status === 'loading'}
      />
    </Field>
  );
}

/**
 * The option search store drives the hints (01 §5): 'Type 3 or more character(s)' below 3, a stale
 * response that must not replace newer results, and the no-results text.
 */
export const DrivenBySearch: Story = {
  // Its play function reads the English texts; the Spanish story projects leave it out (vitest.config.ts).
  tags: ['en-only'],
  render: () => <EmployerSearch />,
  play: async ({ canvas }) => {
    pending.length = 0;
    await userEvent.click(canvas.getByRole('combobox', { name: 'Employer' }));
    const input = screen.getByRole('combobox', { name: 'Search' });
    await expect(screen.getByText('Type 3 or more character(s)')).toBeVisible();
    await userEvent.type(input, 'acm');
    await userEvent.clear(input);
    await userEvent.type(input, 'glo');
    // The newer search ('glo') answers first; the older one ('acm') arrives late and must be ignored.
    await answer('glo', found(['Globex Corporation']));
    await expect(await screen.findByRole('option', { name: 'Globex Corporation' })).toBeVisible();
    await answer('acm', found(['Acme Corp']));
    await expect(screen.getByRole('option', { name: 'Globex Corporation' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Acme Corp' })).toBeNull();
    await userEvent.type(input, 'zz');
    await answer('glozz', found([]));
    await expect(await screen.findByText('No result matching your search criteria found!')).toBeVisible();
  },
};

/** A failed search keeps the term and shows 'Oops, looks like there was an error' with the text (01 §8). */
export const SearchFailure: Story = {
  // Its play function reads the English texts; the Spanish story projects leave it out (vitest.config.ts).
  tags: ['en-only'],
  render: () => <EmployerSearch />,
  play: async ({ canvas }) => {
    pending.length = 0;
    await userEvent.click(canvas.getByRole('combobox', { name: 'Employer' }));
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'acme');
    await answer('acme', {
      status: false,
      code: 500,
      data: null,
      error: 'An invalid response was returned from the server.',
    });
    await expect(await screen.findByText(/Oops, looks like there was an error/)).toHaveTextContent(
      'Oops, looks like there was an error An invalid response was returned from the server.',
    );
    await expect(input).toHaveValue('acme');
  },
};
