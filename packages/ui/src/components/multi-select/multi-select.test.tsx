import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@leasekit/core/react';
import { Field } from '../field/field';
import { MultiSelect } from './multi-select';

const options = [
  { text: 'Sofa', value: 'sofa' },
  { text: 'Bed', value: 'bed' },
  { text: 'Table', value: 'table' },
  { text: 'Lamp', value: 'lamp' },
];

describe('MultiSelect', () => {
  it('spec 01 §5: honours the maximum number of choices', async () => {
    const onValueChange = vi.fn();
    render(
      <Field label="Products">
        <MultiSelect options={options} max={2} onValueChange={onValueChange} />
      </Field>,
    );
    await userEvent.click(screen.getByLabelText('Products'));
    await userEvent.click(screen.getByLabelText('Sofa'));
    await userEvent.click(screen.getByLabelText('Bed'));
    expect(onValueChange).toHaveBeenLastCalledWith(['sofa', 'bed']);
    expect(screen.getByLabelText('Table')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You can choose up to 2.');
    await userEvent.click(screen.getByLabelText('Table'));
    expect(onValueChange).toHaveBeenCalledTimes(2);
    // Unchecking one frees a place again.
    await userEvent.click(screen.getByLabelText('Sofa'));
    expect(onValueChange).toHaveBeenLastCalledWith(['bed']);
    expect(screen.getByLabelText('Table')).toBeEnabled();
  });

  it('spec 01 §5: shows a count once more than 2 are selected', () => {
    const { rerender } = render(<MultiSelect options={options} value={['sofa', 'bed']} />);
    const trigger = screen.getByRole('button');
    expect(trigger).toHaveTextContent('Sofa, Bed');
    rerender(<MultiSelect options={options} value={['sofa', 'bed', 'lamp']} />);
    expect(trigger).toHaveTextContent('3 selected');
  });

  it('shows the placeholder while empty, and the trigger takes the Field wiring', () => {
    render(
      <Field label="Products" id="products" error="Please select a product before continuing.">
        <MultiSelect options={options} />
      </Field>,
    );
    const trigger = screen.getByLabelText('Products');
    expect(trigger).toHaveAttribute('id', 'products');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Select...');
  });

  it('the count reads from the catalogue in the current locale', () => {
    render(
      <LocaleProvider locale="es">
        <MultiSelect options={options} value={['sofa', 'bed', 'lamp', 'table']} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('4 seleccionados');
  });
});
