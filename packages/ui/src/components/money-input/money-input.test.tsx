import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

describe('MoneyInput', () => {
  it('spec 01 §5: money inputs accept only digits and a dot', async () => {
    const onValueChange = vi.fn();
    render(<MoneyInput aria-label="Gross" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Gross');
    await userEvent.type(input, '$1,2a50.7.5');
    expect(input).toHaveValue('1250.75');
    expect(onValueChange).toHaveBeenLastCalledWith('1250.75', 125075);
  });

  it('a paste keeps the digits that count', async () => {
    render(<MoneyInput aria-label="Gross" />);
    const input = screen.getByLabelText('Gross');
    await userEvent.click(input);
    await userEvent.paste('USD 3,000.00');
    expect(input).toHaveValue('3000.00');
  });

  it('reports null cents while no digit is typed', async () => {
    const onValueChange = vi.fn();
    render(<MoneyInput aria-label="Gross" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Gross'), '.');
    expect(onValueChange).toHaveBeenLastCalledWith('.', null);
  });
});
