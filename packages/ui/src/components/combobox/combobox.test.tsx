import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Combobox, type ComboboxOption } from './combobox';

const employers: ComboboxOption[] = [
  { text: 'Acme Corp', value: 1 },
  { text: 'Globex', value: 2 },
  { text: 'Initech', value: 3 },
];

describe('Combobox', () => {
  it('filters its options locally and chooses one', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Employer">
        <Combobox options={employers} onValueChange={onValueChange} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Employer' });
    expect(trigger).toHaveTextContent('Select...');
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'glo');
    expect(screen.queryByRole('option', { name: 'Acme Corp' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Globex' }));
    expect(onValueChange).toHaveBeenCalledWith(2, employers[1]);
    expect(trigger).toHaveTextContent('Globex');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('the open trigger names, in aria-controls, the listbox it opened; closed, it names none', async () => {
    render(
      <Field label="Employer">
        <Combobox options={employers} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Employer' });
    expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox.id).not.toBe('');
    expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    await userEvent.keyboard('{Escape}');
    expect(trigger).not.toHaveAttribute('aria-controls');
  });

  it('driven by a search: reports the term and shows the hint it is given instead of options', async () => {
    const onSearchChange = vi.fn();
    render(
      <Combobox
        options={[]}
        onSearchChange={onSearchChange}
        hint="Type 3 or more character(s)"
        defaultValue={null}
        open
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'ac');
    expect(onSearchChange).toHaveBeenLastCalledWith('ac');
    expect(screen.getByText('Type 3 or more character(s)')).toBeInTheDocument();
    expect(screen.queryByText('No options found')).toBeNull();
  });

  it("spec 01 §8: a failed search shows 'Oops, looks like there was an error' plus the error text", () => {
    render(<Combobox options={[]} onSearchChange={() => {}} error="Service unavailable" open />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Oops, looks like there was an error Service unavailable',
    );
  });

  it('keeps the server-filtered options as given (no local filtering) and keeps the chosen text', async () => {
    function Driven() {
      const [options, setOptions] = React.useState(employers);
      return (
        <Combobox
          options={options}
          onSearchChange={() => setOptions([{ text: 'Hooli', value: 9 }])}
          onValueChange={() => {}}
        />
      );
    }
    render(<Driven />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Initech' }));
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('option', { name: 'Hooli' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveTextContent('Initech');
  });

  it('taggable: offers to create the typed term', async () => {
    const onCreate = vi.fn();
    render(<Combobox options={employers} onCreate={onCreate} open />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'Umbrella');
    await userEvent.click(screen.getByRole('option', { name: 'Add "Umbrella"' }));
    expect(onCreate).toHaveBeenCalledWith('Umbrella');
  });

  it("shows a loading row, and 'No options found' when nothing matches", async () => {
    const { rerender } = render(<Combobox options={[]} loading open />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<Combobox options={[]} open />);
    expect(await screen.findByText('No options found')).toBeInTheDocument();
  });

  it('defaultOpen with defaultSearch: starts open on the term, filtered, and closes and reopens as usual', async () => {
    const onOpenChange = vi.fn();
    render(
      <Field label="Employer">
        <Combobox options={employers} defaultOpen defaultSearch="glo" onOpenChange={onOpenChange} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Employer' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveValue('glo');
    // Radix moves focus into the open popup, where cmdk's search box takes it.
    expect(search).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Acme Corp' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The uncontrolled term is kept while the popup is closed.
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('glo');
  });

  it('defaultSearch is only a start: typing reports the new term', async () => {
    const onSearchChange = vi.fn();
    render(<Combobox options={[]} defaultOpen defaultSearch="ac" onSearchChange={onSearchChange} />);
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveValue('ac');
    await userEvent.type(search, 'm');
    expect(onSearchChange).toHaveBeenLastCalledWith('acm');
    expect(search).toHaveValue('acm');
  });

  it('controlled open and search win over their defaults', () => {
    render(<Combobox options={employers} open={false} defaultOpen search="ini" defaultSearch="glo" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
