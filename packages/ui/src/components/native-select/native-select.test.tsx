import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from './native-select';

function Options() {
  return (
    <>
      <NativeSelectOption value="weekly">Weekly</NativeSelectOption>
      <NativeSelectOption value="monthly">Monthly</NativeSelectOption>
    </>
  );
}

describe('NativeSelect', () => {
  it("is labelled by its Field and carries the Field's id, error and required state", () => {
    render(
      <Field label="Frequency" id="frequency" required error="The Frequency field is required.">
        <NativeSelect value="" placeholder="Select..." onChange={() => {}}>
          <Options />
        </NativeSelect>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(select).toHaveAttribute('id', 'frequency');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription(/The Frequency field is required\./);
  });

  it('the placeholder is an empty first option, marked while the value is empty', async () => {
    const chosen: string[] = [];
    const onChange = vi.fn((event: React.ChangeEvent<HTMLSelectElement>) => chosen.push(event.target.value));
    const { rerender } = render(
      <NativeSelect aria-label="Frequency" value="" placeholder="Select..." onChange={onChange}>
        <Options />
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select...',
      'Weekly',
      'Monthly',
    ]);
    expect(select).toHaveAttribute('data-placeholder', '');
    await userEvent.selectOptions(select, 'monthly');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(chosen).toEqual(['monthly']);
    rerender(
      <NativeSelect aria-label="Frequency" value="monthly" placeholder="Select..." onChange={onChange}>
        <Options />
      </NativeSelect>,
    );
    expect(select).not.toHaveAttribute('data-placeholder');
  });

  it('without a placeholder it has only its options; disabled from the Field', () => {
    render(
      <Field label="Frequency" disabled>
        <NativeSelect defaultValue="weekly">
          <Options />
        </NativeSelect>
      </Field>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toBeDisabled();
  });

  it("takes the caller's class last", () => {
    render(
      <NativeSelect aria-label="Frequency" className="w-40">
        <Options />
      </NativeSelect>,
    );
    expect(screen.getByRole('combobox')).toHaveClass('w-40');
    expect(screen.getByRole('combobox')).not.toHaveClass('w-full');
  });

  it('groups options under a heading: an optgroup with its label and slot, its options chosen as any other', async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect aria-label="Store" defaultValue="" placeholder="Select..." onChange={onChange}>
        <NativeSelectOptGroup label="Texas">
          <NativeSelectOption value="1">Austin</NativeSelectOption>
        </NativeSelectOptGroup>
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Store' });
    const group = select.querySelector('optgroup')!;
    expect(group).toHaveAttribute('label', 'Texas');
    expect(group).toHaveAttribute('data-slot', 'native-select-optgroup');
    await userEvent.selectOptions(select, 'Austin');
    expect(select).toHaveValue('1');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
